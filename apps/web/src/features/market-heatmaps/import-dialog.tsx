import { MAX_NEIGHBOURHOOD_IMPORT_BYTES, type TNeighbourhoodImportResult } from '@rentfolio/contracts';
import { CircleAlert, CircleCheck, Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { translateMessage } from '@/i18n/translate-message';
import { isApiError } from '@/lib/api';
import { getServerMessage } from '@/lib/api-errors';
import { useImportNeighbourhoodData, useRemoveNeighbourhoodData } from './api';
import { readImportRowMessage } from './heatmap-model';

const EXAMPLE = [
  'zip_or_neighbourhood,metric,value',
  '80205,safety_score,7.5',
  'Five Points,walk_score,9',
].join('\n');

/**
 * "Import neighbourhood data": a .csv file or pasted text (POST /api/market/neighbourhood-data). The answer stays in
 * the dialog: how many values were imported and each refused row; the list behind refreshes.
 */
export function ImportDataDialog() {
  const { t } = useTranslation();
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<TNeighbourhoodImportResult | null>(null);
  const importData = useImportNeighbourhoodData();

  function reset() {
    setText('');
    setProblem(null);
    setResult(null);
    importData.reset();
  }

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setResult(null);
    if (!file) return;
    if (file.size > MAX_NEIGHBOURHOOD_IMPORT_BYTES) {
      setProblem(t('heatmap.import.tooLarge'));
      event.target.value = '';
      return;
    }
    try {
      setText(await file.text());
      setProblem(null);
    } catch {
      setProblem(t('heatmap.import.readFailed'));
    }
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    if (text.trim() === '') {
      setProblem(t('heatmap.import.nothing'));
      return;
    }
    if (new Blob([text]).size > MAX_NEIGHBOURHOOD_IMPORT_BYTES) {
      setProblem(t('heatmap.import.tooLarge'));
      return;
    }
    setProblem(null);
    importData.mutate(text, {
      onSuccess: (answer) => setResult(answer),
      onError: (failure) => setProblem(describeImportFailure(failure, (key) => t(`heatmap.import.${key}`))),
    });
  }

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Upload aria-hidden="true" />
          {t('heatmap.import.open')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('heatmap.import.title')}</DialogTitle>
          <DialogDescription>{t('heatmap.import.text')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit} className="flex min-w-0 flex-col gap-4" noValidate>
          <p className="text-muted-foreground text-sm">{t('heatmap.import.format')}</p>
          <figure className="flex min-w-0 flex-col gap-1">
            <figcaption className="font-medium text-muted-foreground text-xs">
              {t('heatmap.import.example')}
            </figcaption>
            <pre className="overflow-x-auto rounded-md bg-muted px-3 py-2 text-xs">{EXAMPLE}</pre>
          </figure>
          <div className="flex min-w-0 flex-col gap-2">
            <Label htmlFor={`${id}-file`}>{t('heatmap.import.file')}</Label>
            <input
              id={`${id}-file`}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={`${id}-file-hint`}
              onChange={(event) => void handleFile(event)}
              className="block w-full min-w-0 text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:font-medium file:text-foreground file:text-sm focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
            />
            <p id={`${id}-file-hint`} className="text-muted-foreground text-xs">
              {t('heatmap.import.fileHint')}
            </p>
          </div>
          <div className="flex min-w-0 flex-col gap-2">
            <Label htmlFor={`${id}-text`}>{t('heatmap.import.paste')}</Label>
            <Textarea
              id={`${id}-text`}
              value={text}
              spellCheck={false}
              rows={6}
              className="font-mono text-xs md:text-xs"
              onChange={(event) => {
                setText(event.target.value);
                setProblem(null);
              }}
            />
          </div>
          {problem ? (
            <p role="alert" className="flex items-start gap-2 font-medium text-destructive text-sm">
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {problem}
            </p>
          ) : null}
          <div role="status" className="flex flex-col gap-2 empty:hidden">
            {result ? <ImportResult result={result} /> : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setIsOpen(false)}>
              {t('heatmap.import.close')}
            </Button>
            <Button type="submit" aria-busy={importData.isPending || undefined}>
              {importData.isPending ? t('heatmap.import.importing') : t('heatmap.import.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ImportResult({ result }: { result: TNeighbourhoodImportResult }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="flex items-center gap-2 font-medium text-sm">
        <CircleCheck className="size-4 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
        {t('heatmap.import.imported', { count: result.imported })}
      </p>
      {result.errors.length > 0 ? (
        <div className="flex flex-col gap-1 rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm">
          <p className="font-medium text-destructive">
            {t('heatmap.import.errorsTitle', { count: result.errors.length })}
          </p>
          <ul className="flex max-h-40 flex-col gap-1 overflow-y-auto">
            {result.errors.map((error) => {
              const read = readImportRowMessage(error);
              return (
                <li key={`${error.row}-${error.message}`}>
                  {read.kind === 'unknownPlace'
                    ? t('heatmap.import.rowUnknownPlace', { row: read.row, place: read.place })
                    : read.kind === 'badMetric'
                      ? t('heatmap.import.rowBadMetric', { row: read.row })
                      : read.kind === 'badValue'
                        ? t('heatmap.import.rowBadValue', { row: read.row })
                        : read.message}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </>
  );
}

type ImportMessage = 'tooLarge' | 'failed' | 'badHeader' | 'noRows' | 'tooManyRows';

/** A refused file (400 with a message) in the user's language where the message is known; else the server's words. */
function describeImportFailure(failure: unknown, say: (key: ImportMessage) => string): string {
  if (isApiError(failure) && failure.status === 413) return say('tooLarge');
  const message = isApiError(failure) && failure.status === 400 ? getServerMessage(failure) : null;
  if (!message) return say('failed');
  if (message.startsWith('The first row must be the header')) return say('badHeader');
  if (message.startsWith('The CSV has a header but no data rows')) return say('noRows');
  if (/^The CSV has [\d,]+ rows; import at most/.test(message)) return say('tooManyRows');
  if (message.startsWith('The CSV is larger than 1 MB')) return say('tooLarge');
  return translateMessage(message);
}

/** "Remove my data", confirmed first (DELETE /api/market/neighbourhood-data); the list refreshes after it. */
export function RemoveDataButton({ onRemoved }: { onRemoved: (count: number) => void }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const remove = useRemoveNeighbourhoodData();

  function handleConfirm() {
    setFailed(false);
    remove.mutate(undefined, {
      onSuccess: (answer) => {
        setIsOpen(false);
        onRemoved(answer.deleted);
      },
      onError: () => setFailed(true),
    });
  }

  return (
    <ConfirmDeleteDialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) setFailed(false);
      }}
      trigger={
        <Button variant="outline">
          <Trash2 aria-hidden="true" />
          {t('heatmap.remove.open')}
        </Button>
      }
      title={t('heatmap.remove.title')}
      description={t('heatmap.remove.text')}
      cancelLabel={t('heatmap.remove.cancel')}
      confirmLabel={t('heatmap.remove.confirm')}
      pendingLabel={t('heatmap.remove.removing')}
      isPending={remove.isPending}
      onConfirm={handleConfirm}
      // Leaving while the removal runs is allowed here, and the button shows no spinner.
      holdWhilePending={false}
    >
      {failed ? (
        <p role="alert" className="font-medium text-destructive text-sm">
          {t('heatmap.remove.failed')}
        </p>
      ) : null}
    </ConfirmDeleteDialog>
  );
}
