import { looksLikeOfx, type TStatement } from '@rentfolio/bank-statements';
import {
  BANK_DATE_ORDERS,
  BANK_IMPORT_LIMITS,
  type TBankCsvMapping,
  type TBankImportResult,
  type TProperty,
} from '@rentfolio/contracts';
import { LEDGER_CATEGORIES, type TLedgerCategory } from '@rentfolio/finance';
import { ArrowLeft, CircleAlert, FileUp, ListChecks, Trash2, Upload } from 'lucide-react';
import { memo, type ReactNode, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link } from 'wouter';
import { FormFailure } from '@/components/form-failure';
import { SectionLoading } from '@/components/section-states';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { VirtualList } from '@/components/ui/virtual-list';
import { translateMessage } from '@/i18n/translate-message';
import { useProperties } from '@/lib/api/properties';
import { getServerMessage } from '@/lib/api-errors';
import { formatFileSize } from '@/lib/file-size';
import { formatCalendarDate, formatCurrency, formatNumber } from '@/lib/format';
import { randomUuid } from '@/lib/random-uuid';
import {
  checkBankLines,
  getBankImportStatus,
  useAddLedgerRule,
  useBankImport,
  useBankMappings,
  useDeleteLedgerRule,
  useLedgerRules,
} from './api';
import {
  countUnassigned,
  importChoices,
  initialChoices,
  statementOf,
  type TLineChoice,
  type TPreviewLine,
} from './bank-import-model';
import { CategorySelect, useCategoryLabel } from './category-select';
import { PropertySelect } from './property-select';
import type { TCsvColumns } from './statement-worker-protocol';
import { useStatementReader } from './use-statement-reader';

/** The properties a statement can book on, as on the ledger screen. */
const PROPERTY_LIMIT = 1000;
/** How often the progress of a running import is asked for. */
const POLL_MS = 500;

type TFile = { name: string; size: number; text: string; format: 'csv' | 'ofx' };
/** The file's lines and the user's choices, and the server's reading of the file (its check's answer). */
type TPreview = {
  statement: TStatement;
  reading: string;
  lines: TPreviewLine[];
  choices: Map<number, TLineChoice>;
};

/**
 * /ledger/import (docs/product.md "Bank statements"): a bank's CSV (its columns confirmed once per bank) or an OFX or
 * QFX statement, read in the browser, checked against the ledger, each transaction's category and property chosen
 * (rules fill in what they can), then stored by the server, which reads the file again.
 */
export function BankImportScreen() {
  const { t } = useTranslation();
  const reader = useStatementReader();
  const properties = useProperties(PROPERTY_LIMIT);
  const rules = useLedgerRules();
  const mappings = useBankMappings();
  const [file, setFile] = useState<TFile | null>(null);
  const [columns, setColumns] = useState<{
    info: TCsvColumns;
    mapping: TBankCsvMapping;
    remembered: boolean;
  } | null>(null);
  const [preview, setPreview] = useState<TPreview | null>(null);
  const [reading, setReading] = useState(false);
  /** Counts the files asked about: an answer for an earlier one is dropped. */
  const questionRef = useRef(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<TBankImportResult | null>(null);

  const reset = () => {
    reader.stop();
    questionRef.current += 1;
    setFile(null);
    setColumns(null);
    setPreview(null);
    setReading(false);
    setFailure(null);
    setResult(null);
  };

  /**
   * The server reads the file (the authority: what the preview lists is what the import stores), checks it against
   * the ledger and keeps its reading for the import. A newer question (another file) makes this answer moot.
   */
  async function readLines(source: TFile, mapping: TBankCsvMapping | null) {
    const question = ++questionRef.current;
    setFailure(null);
    setReading(true);
    try {
      const checked = await checkBankLines({
        format: source.format,
        fileName: source.name,
        text: source.text,
        mapping,
      }).catch((error: unknown) => {
        throw new Error(getServerMessage(error) ?? t('ledger.bankImport.preview.checkFailed'));
      });
      if (question !== questionRef.current) return;
      const statement = statementOf(checked.statement);
      setPreview({
        statement,
        reading: checked.reading,
        ...initialChoices(statement.lines, rules.data ?? [], checked),
      });
    } catch (error) {
      if (question === questionRef.current)
        setFailure(translateMessage(error instanceof Error ? error.message : String(error)));
    } finally {
      if (question === questionRef.current) setReading(false);
    }
  }

  async function choose(chosen: File | undefined) {
    reset();
    if (!chosen) return;
    if (chosen.size > BANK_IMPORT_LIMITS.maxBytes) {
      setFailure(t('ledger.bankImport.file.tooLarge'));
      return;
    }
    const text = await chosen.text();
    // A file named .ofx or .qfx is read as a statement (and refused as one when it is not); any other by its text.
    const isOfx = /\.(ofx|qfx)$/i.test(chosen.name) || looksLikeOfx(text);
    const source: TFile = { name: chosen.name, size: chosen.size, text, format: isOfx ? 'ofx' : 'csv' };
    setFile(source);
    if (source.format === 'ofx') {
      await readLines(source, null);
      return;
    }
    try {
      const answer = await reader.ask({ type: 'columns', text });
      if (answer.type !== 'columns') return;
      const remembered = (mappings.data ?? []).find((entry) => entry.signature === answer.columns.signature);
      setColumns({
        info: answer.columns,
        mapping: remembered?.mapping ?? answer.columns.guess,
        remembered: !!remembered,
      });
    } catch (error) {
      setFailure(translateMessage(error instanceof Error ? error.message : String(error)));
    }
  }

  let body: ReactNode = null;
  if (result) body = <ImportResult result={result} onAnother={reset} />;
  else if (reading) body = <SectionLoading label={t('ledger.bankImport.file.reading')} />;
  else if (preview && file)
    body = (
      <PreviewSection
        file={file}
        mapping={columns?.mapping ?? null}
        preview={preview}
        properties={properties.data ?? []}
        onChange={setPreview}
        onDone={setResult}
      />
    );
  else if (columns && file)
    body = (
      <ColumnsSection
        columns={columns}
        onChange={(mapping) => setColumns({ ...columns, mapping })}
        onRead={() => void readLines(file, columns.mapping)}
      />
    );

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link
          href="/ledger"
          className="flex w-fit items-center gap-1 rounded-sm text-muted-foreground text-sm outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('ledger.bankImport.back')}
        </Link>
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{t('ledger.bankImport.title')}</h1>
        <p className="max-w-3xl text-lg text-muted-foreground">{t('ledger.bankImport.subtitle')}</p>
      </div>
      {result ? null : <FileSection file={file} onChoose={(chosen) => void choose(chosen)} />}
      {failure ? (
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden="true" />
          <p>{failure}</p>
        </Alert>
      ) : null}
      {body}
      <RulesSection properties={properties.data ?? []} />
    </div>
  );
}

function FileSection({ file, onChoose }: { file: TFile | null; onChoose: (file: File | undefined) => void }) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('ledger.bankImport.file.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {file ? (
          <p className="flex min-w-0 items-center gap-2 text-sm">
            <FileUp aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="break-all">
              {t('ledger.bankImport.file.chosen', {
                name: file.name,
                size: formatFileSize(file.size),
                format: t(`ledger.bankImport.formats.${file.format}`),
              })}
            </span>
          </p>
        ) : null}
        <div>
          <Button
            type="button"
            variant={file ? 'outline' : 'default'}
            onClick={() => inputRef.current?.click()}
          >
            <Upload aria-hidden="true" />
            {file ? t('ledger.bankImport.file.another') : t('ledger.bankImport.file.choose')}
          </Button>
        </div>
        <input
          ref={inputRef}
          type="file"
          accept=".csv,.ofx,.qfx,text/csv,application/x-ofx,application/vnd.intu.qfx"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('ledger.bankImport.file.input')}
          aria-describedby={hintId}
          onChange={(event) => {
            onChoose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <p id={hintId} className="text-muted-foreground text-sm">
          {t('ledger.bankImport.file.hint')}
        </p>
      </CardContent>
    </Card>
  );
}

const COLUMN_FIELDS = ['date', 'amount', 'debit', 'credit', 'payee', 'memo'] as const;

function ColumnsSection({
  columns,
  onChange,
  onRead,
}: {
  columns: { info: TCsvColumns; mapping: TBankCsvMapping; remembered: boolean };
  onChange: (mapping: TBankCsvMapping) => void;
  onRead: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { info, mapping } = columns;
  const set = (change: Partial<TBankCsvMapping>) => onChange({ ...mapping, ...change });
  const isReady =
    mapping.date !== null &&
    mapping.payee !== null &&
    (mapping.amount !== null || (mapping.debit !== null && mapping.credit !== null));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('ledger.bankImport.columns.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-muted-foreground text-sm">
          {columns.remembered
            ? t('ledger.bankImport.columns.remembered')
            : t('ledger.bankImport.columns.intro')}
        </p>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {COLUMN_FIELDS.map((field) => (
            <div key={field} className="flex min-w-0 flex-col gap-1.5">
              <Label htmlFor={`${id}-${field}`}>{t(`ledger.bankImport.columns.${field}`)}</Label>
              <NativeSelect
                id={`${id}-${field}`}
                value={mapping[field] === null ? '' : String(mapping[field])}
                onChange={(event) =>
                  set({ [field]: event.target.value === '' ? null : Number(event.target.value) })
                }
              >
                <option value="">{t('ledger.bankImport.columns.none')}</option>
                {info.headers.map((header, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place in the file.
                  <option key={index} value={index}>
                    {header || `#${index + 1}`}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ))}
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor={`${id}-order`}>{t('ledger.bankImport.columns.dateOrder')}</Label>
            <NativeSelect
              id={`${id}-order`}
              value={mapping.dateOrder}
              onChange={(event) => set({ dateOrder: event.target.value as TBankCsvMapping['dateOrder'] })}
            >
              {BANK_DATE_ORDERS.map((order) => (
                <option key={order} value={order}>
                  {t(`ledger.bankImport.columns.dateOrders.${order}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        {(['decimalComma', 'outflowPositive'] as const).map((flag) => (
          <label key={flag} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-primary"
              checked={mapping[flag]}
              onChange={(event) => set({ [flag]: event.target.checked })}
            />
            {t(`ledger.bankImport.columns.${flag}`)}
          </label>
        ))}
        <div>
          <Button type="button" onClick={onRead} disabled={!isReady}>
            <ListChecks aria-hidden="true" />
            {t('ledger.bankImport.columns.read')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function PreviewSection({
  file,
  mapping,
  preview,
  properties,
  onChange,
  onDone,
}: {
  file: TFile;
  mapping: TBankCsvMapping | null;
  preview: TPreview;
  properties: readonly TProperty[];
  onChange: (preview: TPreview) => void;
  onDone: (result: TBankImportResult) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const categoryLabel = useCategoryLabel();
  const [fileProperty, setFileProperty] = useState<number | null>(
    properties.length === 1 ? (properties[0]?.id ?? null) : null,
  );
  const [progress, setProgress] = useState<{ processed: number; total: number } | null>(null);
  const importing = useBankImport();
  const addRule = useAddLedgerRule();
  const { statement, lines, choices } = preview;
  const counts = useMemo(
    () => ({
      booked: lines.filter((line) => line.status === 'booked').length,
      duplicates: lines.filter((line) => line.status === 'duplicate').length,
    }),
    [lines],
  );
  const missing = countUnassigned(lines, choices, fileProperty);
  const { assignments, keepDuplicateLines } = importChoices(lines, choices, fileProperty);
  const failure = importing.error
    ? (getServerMessage(importing.error) ?? t('ledger.bankImport.result.failedTitle'))
    : null;

  const choose = (line: number, change: Partial<TLineChoice>) => {
    const next = new Map(choices);
    const current = next.get(line);
    if (current) next.set(line, { ...current, ...change });
    onChange({ ...preview, choices: next });
  };

  function start() {
    const key = randomUuid();
    setProgress({ processed: 0, total: assignments.length });
    const timer = setInterval(() => {
      getBankImportStatus(key).then(
        (status) => setProgress({ processed: status.processed, total: status.total || assignments.length }),
        () => undefined,
      );
    }, POLL_MS);
    importing.mutate(
      {
        importKey: key,
        format: file.format,
        fileName: file.name,
        text: file.text,
        reading: preview.reading,
        mapping: file.format === 'csv' ? mapping : null,
        assignments,
        keepDuplicateLines,
      },
      {
        onSuccess: onDone,
        onSettled: () => {
          clearInterval(timer);
          setProgress(null);
        },
      },
    );
  }

  function makeRule(line: TPreviewLine) {
    const choice = choices.get(line.line);
    if (!choice || choice.category === '') return;
    const text = line.payee.trim().slice(0, 100);
    addRule.mutate(
      { payeeContains: text, category: choice.category, propertyId: choice.propertyId },
      {
        onSuccess: () =>
          toast.success(
            t('ledger.bankImport.preview.ruleAdded', {
              text,
              category: categoryLabel(choice.category as TLedgerCategory),
            }),
          ),
        onError: () => toast.error(t('ledger.bankImport.preview.ruleFailed')),
      },
    );
  }

  // The rows' callbacks stay the same function from render to render (they call the latest choose and makeRule),
  // so that a row whose line and choice did not change is not drawn again: 10,000 lines, one changed.
  const latest = useRef({ choose, makeRule });
  latest.current = { choose, makeRule };
  const onChooseLine = useCallback(
    (line: number, change: Partial<TLineChoice>) => latest.current.choose(line, change),
    [],
  );
  const onMakeRule = useCallback((line: TPreviewLine) => latest.current.makeRule(line), []);
  const renderLine = useCallback(
    (line: TPreviewLine) => (
      <LineRow
        line={line}
        choice={choices.get(line.line) as TLineChoice}
        properties={properties}
        onChoose={onChooseLine}
        onMakeRule={onMakeRule}
      />
    ),
    [choices, properties, onChooseLine, onMakeRule],
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('ledger.bankImport.preview.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-col gap-1 text-sm">
          <p>{t('ledger.bankImport.preview.summary', { count: statement.lines.length })}</p>
          {counts.booked > 0 ? (
            <p>{t('ledger.bankImport.preview.booked', { count: counts.booked })}</p>
          ) : null}
          {counts.duplicates > 0 ? (
            <p>{t('ledger.bankImport.preview.duplicates', { count: counts.duplicates })}</p>
          ) : null}
          {statement.errors.length > 0 ? (
            <div className="text-destructive">
              <p>{t('ledger.bankImport.preview.unreadable', { count: statement.errors.length })}</p>
              <ul className="list-disc pl-5">
                {statement.errors.slice(0, 10).map((error) => (
                  <li key={error.line}>
                    {t('ledger.bankImport.preview.unreadableRow', {
                      line: error.line,
                      message: translateMessage(error.message),
                    })}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <div className="flex max-w-md flex-col gap-1.5">
          <Label htmlFor={`${id}-property`}>{t('ledger.bankImport.preview.property')}</Label>
          <PropertySelect
            id={`${id}-property`}
            properties={properties}
            value={fileProperty === null ? '' : String(fileProperty)}
            onChange={(event) =>
              setFileProperty(event.target.value === '' ? null : Number(event.target.value))
            }
          />
          <p className="text-muted-foreground text-xs">{t('ledger.bankImport.preview.propertyHint')}</p>
        </div>
        <VirtualList
          scroll="box"
          label={t('ledger.bankImport.preview.list')}
          items={lines}
          getKey={lineKey}
          estimateSize={112}
          className="h-[min(70dvh,36rem)] rounded-lg border"
          renderItem={renderLine}
        />
        {missing > 0 ? (
          <p className="text-muted-foreground text-sm" role="status">
            {fileProperty === null && properties.length > 1
              ? t('ledger.bankImport.preview.noProperty')
              : t('ledger.bankImport.preview.missing', { count: missing })}
          </p>
        ) : null}
        {progress ? (
          <div className="flex flex-col gap-1">
            <p className="text-sm" aria-live="polite">
              {progress.processed > 0
                ? t('ledger.bankImport.progress.saving', {
                    processed: formatNumber(progress.processed, 0),
                    total: formatNumber(progress.total, 0),
                  })
                : t('ledger.bankImport.progress.validating')}
            </p>
            <Progress
              value={progress.total > 0 ? (progress.processed / progress.total) * 100 : 0}
              aria-label={t('ledger.bankImport.progress.label')}
            />
          </div>
        ) : null}
        <FormFailure message={failure} />
        <div>
          <Button
            type="button"
            onClick={start}
            disabled={importing.isPending || assignments.length === 0 || missing > 0}
          >
            {importing.isPending ? <Spinner /> : <Upload aria-hidden="true" />}
            {t('ledger.bankImport.preview.import', { count: assignments.length })}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

const lineKey = (line: TPreviewLine) => line.line;

const LineRow = memo(function LineRow({
  line,
  choice,
  properties,
  onChoose: onChooseLine,
  onMakeRule: onMakeRuleFor,
}: {
  line: TPreviewLine;
  choice: TLineChoice;
  properties: readonly TProperty[];
  onChoose: (line: number, change: Partial<TLineChoice>) => void;
  onMakeRule: (line: TPreviewLine) => void;
}) {
  const { t } = useTranslation();
  const onChoose = (change: Partial<TLineChoice>) => onChooseLine(line.line, change);
  const onMakeRule = () => onMakeRuleFor(line);
  const id = useId();
  const date = formatCalendarDate(line.date);
  const payee = line.payee || '—';
  const isBooked = line.status === 'booked';
  return (
    <div
      className={`grid gap-2 border-b p-3 text-sm sm:grid-cols-[auto_1fr_auto] sm:items-start ${isBooked ? 'opacity-70' : ''}`}
    >
      <input
        type="checkbox"
        className="mt-1 size-4 accent-primary"
        checked={choice.include && !isBooked}
        disabled={isBooked}
        aria-label={t('ledger.bankImport.preview.include', { payee, date })}
        onChange={(event) => onChoose({ include: event.target.checked })}
      />
      <div className="flex min-w-0 flex-col gap-2">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="tabular-nums">{date}</span>
          <span className="break-all font-medium">{payee}</span>
          {line.memo ? <span className="text-muted-foreground text-xs">{line.memo}</span> : null}
          {line.status !== 'new' ? (
            <span className="rounded bg-muted px-1.5 py-0.5 text-xs">
              {line.status === 'booked'
                ? t('ledger.bankImport.preview.statusBooked')
                : t('ledger.bankImport.preview.statusDuplicate')}
            </span>
          ) : null}
        </p>
        {isBooked ? null : (
          <div className="grid gap-2 sm:grid-cols-[1fr_1fr_auto]">
            <CategorySelect
              id={`${id}-category`}
              aria-label={t('ledger.bankImport.preview.category', { payee, date })}
              emptyLabel={t('ledger.bankImport.preview.chooseCategory')}
              value={choice.category}
              onChange={(event) =>
                onChoose({ category: event.target.value as TLedgerCategory | '', include: true })
              }
            />
            <PropertySelect
              id={`${id}-property`}
              aria-label={t('ledger.bankImport.preview.lineProperty', { payee, date })}
              properties={properties}
              emptyLabel={t('ledger.bankImport.preview.fileProperty')}
              value={choice.propertyId === null ? '' : String(choice.propertyId)}
              onChange={(event) =>
                onChoose({ propertyId: event.target.value === '' ? null : Number(event.target.value) })
              }
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={choice.category === '' || !line.payee.trim()}
              aria-label={t('ledger.bankImport.preview.makeRuleLabel', { payee })}
              onClick={onMakeRule}
            >
              {t('ledger.bankImport.preview.makeRule')}
            </Button>
          </div>
        )}
      </div>
      <p
        className={`whitespace-nowrap text-right font-medium tabular-nums ${line.amountCents > 0 ? 'text-emerald-700 dark:text-emerald-400' : ''}`}
      >
        {line.amountCents > 0 ? '+' : '−'}
        {formatCurrency(Math.abs(line.amountCents) / 100)}
      </p>
    </div>
  );
});

function ImportResult({ result, onAnother }: { result: TBankImportResult; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('ledger.bankImport.result.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <p role="status" className="font-medium">
          {t('ledger.bankImport.result.imported', { count: result.imported })}
        </p>
        {result.skippedBooked > 0 ? (
          <p>{t('ledger.bankImport.result.skippedBooked', { count: result.skippedBooked })}</p>
        ) : null}
        {result.skippedDuplicates > 0 ? (
          <p>{t('ledger.bankImport.result.skippedDuplicates', { count: result.skippedDuplicates })}</p>
        ) : null}
        {result.failed > 0 ? <p>{t('ledger.bankImport.result.failed', { count: result.failed })}</p> : null}
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link href="/ledger">{t('ledger.bankImport.result.view')}</Link>
          </Button>
          <Button type="button" variant="outline" onClick={onAnother}>
            {t('ledger.bankImport.result.another')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function RulesSection({ properties }: { properties: readonly TProperty[] }) {
  const { t } = useTranslation();
  const rules = useLedgerRules();
  const remove = useDeleteLedgerRule();
  const categoryLabel = useCategoryLabel();
  const byId = new Map(properties.map((property) => [property.id, property]));
  const list = rules.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('ledger.bankImport.rules.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <p className="text-muted-foreground">{t('ledger.bankImport.rules.intro')}</p>
        {list.length === 0 ? (
          <p>{t('ledger.bankImport.rules.empty')}</p>
        ) : (
          <ul className="flex flex-col divide-y rounded-lg border">
            {list.map((rule) => {
              const property = rule.propertyId === null ? null : byId.get(rule.propertyId);
              return (
                <li key={rule.id} className="flex items-center justify-between gap-3 px-3 py-2">
                  <span className="min-w-0 break-words">
                    {t('ledger.bankImport.rules.line', {
                      text: rule.payeeContains,
                      category: LEDGER_CATEGORIES[rule.category]
                        ? categoryLabel(rule.category)
                        : rule.category,
                    })}
                    {' · '}
                    <span className="text-muted-foreground">
                      {property
                        ? `${property.address}, ${property.city}`
                        : t('ledger.bankImport.rules.anyProperty')}
                    </span>
                  </span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t('ledger.bankImport.rules.deleteLabel', { text: rule.payeeContains })}
                    title={t('ledger.bankImport.rules.delete')}
                    onClick={() =>
                      remove.mutate(rule.id, {
                        onSuccess: () => toast.success(t('ledger.bankImport.rules.deleted')),
                      })
                    }
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
