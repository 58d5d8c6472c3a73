import { AVATAR_MAX_BYTES, checkProfilePictureBytes } from '@rentfolio/contracts';
import { CircleAlert, ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';

/** Reads a chosen file as a data URL, after the same checks the server makes on its bytes (contracts' image-type). */
export async function readProfilePicture(
  file: File,
): Promise<{ ok: true; dataUrl: string } | { ok: false; reason: string }> {
  // A file over the limit is refused without being read.
  if (file.size > AVATAR_MAX_BYTES) return { ok: false, reason: 'avatarTooLarge' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const checked = checkProfilePictureBytes(bytes, file.type);
  if (!checked.ok) return { ok: false, reason: checked.reason };
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(new Blob([bytes], { type: checked.type }));
  });
  return { ok: true, dataUrl };
}

type AvatarPickerProps = {
  name: string;
  value: string | null;
  error: string | undefined;
  onChange: (dataUrl: string | null) => void;
  onError: (message: string) => void;
};

/** The profile picture with Upload and Remove; the choice is a preview until the profile is saved. */
export function AvatarPicker({ name, value, error, onChange, onError }: AvatarPickerProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();

  async function choose(file: File | undefined) {
    if (!file) return;
    const result = await readProfilePicture(file);
    if (result.ok) onChange(result.dataUrl);
    else onError(t(`account.messages.${result.reason}` as 'account.messages.avatarType'));
    if (inputRef.current) inputRef.current.value = '';
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar name={name} src={value} className="size-20 text-2xl" />
        <div className="flex flex-col gap-2">
          <span className="font-medium text-sm">{t('account.profile.picture')}</span>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => inputRef.current?.click()}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            >
              <ImageUp aria-hidden="true" />
              {value ? t('account.profile.changePicture') : t('account.profile.choosePicture')}
            </Button>
            {value ? (
              <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
                <Trash2 aria-hidden="true" />
                {t('account.profile.removePicture')}
              </Button>
            ) : null}
          </div>
          <p id={hintId} className="text-muted-foreground text-xs">
            {t('account.profile.pictureHint')}
          </p>
        </div>
      </div>
      {/* Hidden behind the button; the accept list only filters the picker: the bytes decide. */}
      <input
        ref={inputRef}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="avatar-file"
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      {error ? (
        <Alert variant="destructive" id={errorId} role="alert">
          <CircleAlert aria-hidden="true" />
          <p>{error}</p>
        </Alert>
      ) : null}
    </div>
  );
}
