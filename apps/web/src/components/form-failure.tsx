import { CircleAlert, Save } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { translateMessage } from '@/i18n/translate-message';

/** Why a save or an import failed: the server's message in the user's language, announced at once; nothing if none. */
export function FormFailure({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert variant="destructive" role="alert">
      <CircleAlert aria-hidden="true" />
      <p>{translateMessage(message)}</p>
    </Alert>
  );
}

/** A dialog form's Cancel and Save, Save showing a spinner and its busy label while the request runs. */
export function DialogSaveFooter({
  busy,
  onCancel,
  labels,
}: {
  busy: boolean;
  onCancel: () => void;
  labels: { cancel: string; save: string; saving: string };
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        {labels.cancel}
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? <Spinner /> : <Save aria-hidden="true" />}
        {busy ? labels.saving : labels.save}
      </Button>
    </DialogFooter>
  );
}
