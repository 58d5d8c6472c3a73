import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@rentfolio/contracts';
import { Upload } from 'lucide-react';
import { type ChangeEvent, type DragEvent, type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { translateImportMessage } from './import-text';
import type { TCsvInput } from './use-csv-preview';

/** The product's rule: the file name must end in .csv, in any case. */
export const isCsvFileName = (name: string) => /\.csv$/i.test(name);

export type CsvSourceProps = {
  onInput: (input: TCsvInput) => void;
  pasted: string;
  onPastedChange: (text: string) => void;
};

/**
 * Where a CSV comes from: a file (the button, or dropped on the zone) or pasted text. It refuses, with the product's
 * toasts, a file not named .csv ('Invalid File Type'), empty data ('No Data') and anything over 10 MB, before any
 * reading or upload.
 */
export function CsvSource({ onInput, pasted, onPastedChange }: CsvSourceProps) {
  const { t } = useTranslation();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);

  const refuseEmpty = () =>
    toast.error(t('importExport.toasts.noDataTitle'), { description: t('importExport.toasts.noData') });
  const refuseTooLarge = () =>
    toast.error(t('importExport.toasts.tooLargeTitle'), {
      description: translateImportMessage(IMPORT_MESSAGES.tooLarge, t),
    });

  async function acceptFile(file: File) {
    if (!isCsvFileName(file.name)) {
      toast.error(t('importExport.toasts.invalidFileTypeTitle'), {
        description: t('importExport.toasts.invalidFileType'),
      });
      return;
    }
    if (file.size > IMPORT_LIMITS.maxBytes) return void refuseTooLarge();
    let text: string;
    try {
      text = await file.text();
    } catch {
      toast.error(t('importExport.toasts.readFailedTitle'), {
        description: t('importExport.toasts.readFailed'),
      });
      return;
    }
    if (text.replace(/^\uFEFF/, '').trim() === '') return void refuseEmpty();
    onInput({ text, fileName: file.name, bytes: file.size });
  }

  function handleFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so that choosing the same file again is a change too.
    event.target.value = '';
    if (file) void acceptFile(file);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void acceptFile(file);
  }

  function handleDragOver(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setIsDragging(true);
  }

  function handleDragLeave(event: DragEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsDragging(false);
  }

  function handlePaste(event: FormEvent) {
    event.preventDefault();
    if (pasted.trim() === '') return void refuseEmpty();
    const bytes = new Blob([pasted]).size;
    if (bytes > IMPORT_LIMITS.maxBytes) return void refuseTooLarge();
    onInput({ text: pasted, fileName: null, bytes });
  }

  return (
    <div className="flex min-w-0 flex-col gap-5">
      {/* The zone takes dropped files; its button opens the file picker, so the keyboard needs no drag. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer extra; the button inside does the same */}
      <div
        onDragEnter={handleDragOver}
        onDragOver={handleDragOver}
        onDragLeave={handleDragLeave}
        onDrop={handleDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          isDragging ? 'border-primary bg-accent text-accent-foreground' : 'border-input bg-muted/30',
        )}
        data-testid="drop-zone"
        data-dragging={isDragging || undefined}
      >
        <span
          aria-hidden="true"
          className="inline-flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground"
        >
          <Upload className="size-6" />
        </span>
        <p className="font-medium">
          {isDragging ? t('importExport.import.dropHere') : t('importExport.import.dropZone')}
        </p>
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {t('importExport.import.dropZoneHint')}
        </p>
        <Button onClick={() => fileRef.current?.click()} aria-describedby={`${id}-hint`}>
          {t('importExport.import.chooseFile')}
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept=".csv,text/csv"
          className="hidden"
          aria-label={t('importExport.import.fileInput')}
          onChange={handleFileChange}
          data-testid="csv-file-input"
        />
      </div>

      <div className="flex items-center gap-3 text-muted-foreground text-xs uppercase" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {t('importExport.import.or')}
        <span className="h-px flex-1 bg-border" />
      </div>

      <form onSubmit={handlePaste} noValidate className="flex min-w-0 flex-col gap-2">
        <Label htmlFor={`${id}-text`}>{t('importExport.import.pasteLabel')}</Label>
        <Textarea
          id={`${id}-text`}
          value={pasted}
          onChange={(event) => onPastedChange(event.target.value)}
          spellCheck={false}
          autoComplete="off"
          rows={6}
          aria-describedby={`${id}-text-hint`}
          className="font-mono text-xs md:text-xs"
        />
        <p id={`${id}-text-hint`} className="text-muted-foreground text-xs">
          {t('importExport.import.pasteHint')}
        </p>
        <Button type="submit" className="self-stretch sm:self-end" data-testid="paste-import">
          {t('importExport.import.submit')}
        </Button>
      </form>
    </div>
  );
}
