import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CsvPreview } from './csv-preview';
import { CsvSource } from './csv-source';
import type { TCsvWorkerFailure } from './csv-worker-protocol';
import { ImportProgress } from './import-progress';
import { readingProgress } from './import-progress-model';
import { ImportResults } from './import-results';
import { translateImportMessage } from './import-text';
import { type TCsvInput, useCsvPreview } from './use-csv-preview';
import { useDuplicateReview } from './use-duplicate-review';
import { useImportRun } from './use-import-run';

/**
 * "Import Properties": choose or paste a CSV, read it in a worker into a preview, confirm, follow the progress, read
 * the results. Each step replaces the last inside the card, and the keyboard focus moves to it.
 */
export function ImportCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const [pasted, setPasted] = useState('');
  const stepRef = useRef<HTMLDivElement>(null);

  const onFailure = useCallback(
    (reason: TCsvWorkerFailure, message: string) => {
      if (reason === 'noData') {
        toast.error(t('importExport.toasts.noDataTitle'), { description: t('importExport.toasts.noData') });
      } else {
        toast.error(t('importExport.toasts.parseErrorTitle'), {
          description:
            reason === 'unexpected'
              ? t('importExport.toasts.readFailed')
              : translateImportMessage(message, t),
        });
      }
    },
    [t],
  );
  const preview = useCsvPreview(onFailure);
  const importRun = useImportRun();
  const run = importRun.state;
  const read = preview.state;
  const duplicates = useDuplicateReview(read.status === 'ready' ? read.preview : null);

  function startOver() {
    importRun.reset();
    preview.reset();
  }

  function handleInput(input: TCsvInput) {
    importRun.reset();
    preview.start(input);
  }

  function handleConfirm(keepDuplicateRows: number[]) {
    if (read.status === 'ready') void importRun.run(read.input, keepDuplicateRows);
  }

  function handleImportAnother() {
    if (read.status === 'ready' && read.input.fileName === null) setPasted('');
    startOver();
  }

  const step =
    run.status === 'running' || run.status === 'done'
      ? run.status
      : read.status === 'ready'
        ? 'preview'
        : read.status === 'reading'
          ? 'reading'
          : 'source';

  // A file dropped beside the zone would open in the browser and leave the page (and a preview or an import with it).
  useEffect(() => {
    const keepFiles = (event: DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', keepFiles);
    window.addEventListener('drop', keepFiles);
    return () => {
      window.removeEventListener('dragover', keepFiles);
      window.removeEventListener('drop', keepFiles);
    };
  }, []);

  // A new step replaces the control that led to it: the focus goes to the step, never back to the page's top.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current !== step) stepRef.current?.focus();
    shownStep.current = step;
  }, [step]);

  return (
    <Card role="region" aria-labelledby={titleId} className="min-w-0 gap-5" data-testid="import-card">
      <CardHeader className="px-5 sm:px-6">
        <CardTitle id={titleId} className="text-lg">
          {t('importExport.import.title')}
        </CardTitle>
        <CardDescription>{t('importExport.import.text')}</CardDescription>
      </CardHeader>
      <CardContent className="min-w-0 px-5 sm:px-6">
        <div ref={stepRef} tabIndex={-1} className="min-w-0 outline-none" data-step={step}>
          {run.status === 'running' ? (
            <ImportProgress progress={run.progress} />
          ) : run.status === 'done' ? (
            <ImportResults result={run.result} onImportAnother={handleImportAnother} />
          ) : read.status === 'reading' ? (
            <div className="flex flex-col gap-4">
              <ImportProgress progress={readingProgress(read.checked, read.total)} />
              <Button variant="outline" className="self-start" onClick={startOver}>
                {t('importExport.preview.cancel')}
              </Button>
            </div>
          ) : read.status === 'ready' ? (
            <CsvPreview
              input={read.input}
              preview={read.preview}
              duplicates={duplicates}
              onConfirm={handleConfirm}
              onCancel={startOver}
              failure={run.status === 'failed' ? run.message : null}
            />
          ) : (
            <CsvSource onInput={handleInput} pasted={pasted} onPastedChange={setPasted} />
          )}
        </div>
      </CardContent>
    </Card>
  );
}
