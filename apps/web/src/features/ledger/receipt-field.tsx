import {
  checkReceiptBytes,
  LEDGER_MESSAGES,
  RECEIPT_ACCEPT,
  RECEIPT_LIMITS,
  type TReceiptInfo,
} from '@rentfolio/contracts';
import { Download, Paperclip, Undo2, Upload, X } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { translateMessage } from '@/i18n/translate-message';
import { formatFileSize } from '@/lib/file-size';
import { receiptUrl } from './api';

/** What the form will do to the receipt when it is saved: attach a new file, remove the one there, or nothing. */
export type ReceiptChoice = { file: File | null; remove: boolean };
export const NO_RECEIPT_CHANGE: ReceiptChoice = { file: null, remove: false };
export const isReceiptChanged = (choice: ReceiptChoice) => choice.file !== null || choice.remove;

/**
 * The same checks the server makes (contracts' receipts.ts), from the file's size and first bytes, so a wrong file is
 * refused at once rather than after its upload. Answers the refusal's message, or null.
 */
export async function checkReceiptFile(file: File): Promise<string | null> {
  if (file.size > RECEIPT_LIMITS.maxBytes) return LEDGER_MESSAGES.receiptTooLarge;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const checked = checkReceiptBytes(head);
  return checked.ok ? null : checked.message;
}

type ReceiptFieldProps = {
  /** The receipt the transaction has now; null for a new transaction or one without. */
  existing: TReceiptInfo | null;
  /** The stored transaction's id, for the download link. */
  transactionId: number | null;
  value: ReceiptChoice;
  onChange: (choice: ReceiptChoice) => void;
  /** A new payment in several parts keeps its receipt on the first part. */
  isSplit: boolean;
};

/** The transaction form's receipt: attach, replace, remove or download, applied when the form is saved. */
export function ReceiptField({ existing, transactionId, value, onChange, isSplit }: ReceiptFieldProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();
  const errorId = useId();
  const legendId = useId();

  async function choose(file: File | undefined) {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const refusal = await checkReceiptFile(file);
    setError(refusal ? translateMessage(refusal) : null);
    if (!refusal) onChange({ file, remove: false });
  }

  const pick = (label: string, icon: ReactNode) => (
    <Button type="button" variant="outline" size="sm" onClick={() => inputRef.current?.click()}>
      {icon}
      {label}
    </Button>
  );

  let body: ReactNode;
  if (value.file) {
    body = (
      <>
        <p className="flex min-w-0 items-center gap-2 text-sm">
          <Paperclip aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="truncate font-medium">{value.file.name}</span>
          <span className="shrink-0 text-muted-foreground">{formatFileSize(value.file.size)}</span>
        </p>
        <p className="text-muted-foreground text-xs">{t('ledger.receipt.pending')}</p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(NO_RECEIPT_CHANGE)}>
            <X aria-hidden="true" />
            {t('ledger.receipt.discard')}
          </Button>
        </div>
      </>
    );
  } else if (existing && value.remove) {
    body = (
      <>
        <p className="text-sm">
          <span className="font-medium line-through">{existing.name}</span>
        </p>
        <p className="text-muted-foreground text-xs">{t('ledger.receipt.removing')}</p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(NO_RECEIPT_CHANGE)}>
            <Undo2 aria-hidden="true" />
            {t('ledger.receipt.keep')}
          </Button>
        </div>
      </>
    );
  } else if (existing && transactionId !== null) {
    body = (
      <>
        <p className="flex min-w-0 items-center gap-2 text-sm">
          {/* The visible name is part of the link's name ("Download <name>"), as WCAG 2.5.3 asks. */}
          <a
            href={receiptUrl(transactionId)}
            download={existing.name}
            className="flex min-w-0 items-center gap-2 rounded-sm underline-offset-4 outline-none hover:underline focus-visible:underline focus-visible:ring-[3px] focus-visible:ring-ring/40"
            aria-label={t('ledger.receipt.download', { name: existing.name })}
          >
            <Download aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="truncate font-medium">{existing.name}</span>
          </a>
          <span className="shrink-0 text-muted-foreground">{formatFileSize(existing.size)}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          {pick(t('ledger.receipt.replace'), <Upload aria-hidden="true" />)}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onChange({ file: null, remove: true })}
          >
            <X aria-hidden="true" />
            {t('ledger.receipt.remove')}
          </Button>
        </div>
      </>
    );
  } else {
    body = (
      <div className="flex flex-wrap items-center gap-2">
        {pick(t('ledger.receipt.attach'), <Paperclip aria-hidden="true" />)}
      </div>
    );
  }

  return (
    <section aria-labelledby={legendId} className="flex min-w-0 flex-col gap-2 rounded-lg border p-3">
      <h3 id={legendId} className="font-medium text-sm">
        {t('ledger.receipt.legend')}
      </h3>
      {body}
      <input
        ref={inputRef}
        type="file"
        accept={RECEIPT_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={t('ledger.receipt.choose')}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <p id={hintId} className="text-muted-foreground text-xs">
        {isSplit ? `${t('ledger.receipt.hint')} ${t('ledger.receipt.splitNote')}` : t('ledger.receipt.hint')}
      </p>
      {error ? (
        <p id={errorId} className="text-destructive text-sm" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
