import type { TLedgerTransaction, TLedgerTransactionRequest, TProperty } from '@rentfolio/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DialogSaveFooter, FormFailure } from '@/components/form-failure';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Progress } from '@/components/ui/progress';
import { Textarea } from '@/components/ui/textarea';
import { useUnits } from '@/features/rent-roll';
import { translateMessage } from '@/i18n/translate-message';
import { getServerMessage } from '@/lib/api-errors';
import { formatCurrency, formatPercentValue } from '@/lib/format';
import { useAddTransaction, useReceiptChange, useUpdateTransaction } from './api';
import { CategorySelect } from './category-select';
import { PropertySelect } from './property-select';
import { isReceiptChanged, NO_RECEIPT_CHANGE, type ReceiptChoice, ReceiptField } from './receipt-field';
import {
  newTransactionValues,
  partsTotalCents,
  type TransactionFormValues,
  toTransactionPatch,
  transactionResolver,
  transactionValuesOf,
  withUnitsOfTheirProperty,
} from './transaction-form-model';

export type TransactionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  properties: readonly TProperty[];
  /** The row to edit; none: a new transaction. */
  editing: TLedgerTransaction | null;
  /** The property a new transaction starts on (the list's filter, or the only property). */
  defaultPropertyId: number | null;
};

const MAX_PARTS = 20;

/**
 * Add or edit a transaction (docs/product.md "Ledger"): date, payee, memo, and its parts (property, category,
 * amount). A new payment can be split into up to 20 parts; an edit changes one stored row.
 */
export function TransactionDialog({ open, onOpenChange, ...rest }: TransactionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <TransactionForm onDone={() => onOpenChange(false)} {...rest} /> : null}
    </Dialog>
  );
}

function TransactionForm({
  properties,
  editing,
  defaultPropertyId,
  onDone,
}: Omit<TransactionDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const add = useAddTransaction();
  const update = useUpdateTransaction();
  const receiptChange = useReceiptChange();
  const [receipt, setReceipt] = useState<ReceiptChoice>(NO_RECEIPT_CHANGE);
  const [sent, setSent] = useState<number | null>(null);
  const mutation = editing ? update : add;
  const isBusy = mutation.isPending || receiptChange.isPending;
  const form = useForm<TransactionFormValues, unknown, TLedgerTransactionRequest>({
    defaultValues: editing ? transactionValuesOf(editing) : newTransactionValues(defaultPropertyId),
    resolver: transactionResolver,
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'parts' });
  const parts = useWatch({ control: form.control, name: 'parts' });
  const totalCents = partsTotalCents(parts ?? []);
  const { errors } = form.formState;
  const units = useUnits();
  const unitsOf = (propertyId: string | number) =>
    (units.data?.items ?? []).filter((unit) => String(unit.propertyId) === String(propertyId));
  const unitIdsOf = (propertyId: number) => unitsOf(propertyId).map((unit) => unit.id);
  const failure = mutation.error ? (getServerMessage(mutation.error) ?? t('ledger.form.failed')) : null;

  /**
   * After the transaction is stored, its receipt is attached or removed. A failure there leaves the saved transaction
   * as it is (saving again would add it twice) and says what happened.
   */
  async function applyReceipt(transactionId: number, savedMessage: string) {
    if (!isReceiptChanged(receipt)) {
      toast.success(savedMessage);
      onDone();
      return;
    }
    try {
      if (receipt.file) setSent(0);
      await receiptChange.mutateAsync({ id: transactionId, file: receipt.file, onProgress: setSent });
      toast.success(savedMessage);
    } catch (error) {
      const reason = getServerMessage(error);
      toast.error(
        t('ledger.receipt.failed', {
          reason: reason ? translateMessage(reason) : t('ledger.receipt.failedReason'),
        }),
      );
    } finally {
      setSent(null);
    }
    onDone();
  }

  const onSubmit = form.handleSubmit((typed) => {
    const data = withUnitsOfTheirProperty(typed, unitIdsOf);
    if (editing) {
      const patch = toTransactionPatch(editing, data);
      if (Object.keys(patch).length === 0) {
        void applyReceipt(editing.id, t('ledger.form.updated'));
        return;
      }
      update.mutate(
        { id: editing.id, patch },
        { onSuccess: (saved) => void applyReceipt(saved.id, t('ledger.form.updated')) },
      );
    } else {
      add.mutate(data, {
        onSuccess: (rows) => {
          const first = rows[0];
          if (first) void applyReceipt(first.id, t('ledger.form.added'));
          else onDone();
        },
      });
    }
  });

  return (
    <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
      <DialogHeader>
        <DialogTitle>{editing ? t('ledger.form.editTitle') : t('ledger.form.addTitle')}</DialogTitle>
        <DialogDescription>{t('ledger.form.description')}</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={onSubmit} className="flex min-w-0 flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <FormField id={`${id}-date`} label={t('ledger.form.date')} error={errors.date?.message} isRequired>
            {(aria) => <Input type="date" required {...aria} {...form.register('date')} />}
          </FormField>
          <FormField id={`${id}-payee`} label={t('ledger.form.payee')} error={errors.payee?.message}>
            {(aria) => <Input autoComplete="off" maxLength={200} {...aria} {...form.register('payee')} />}
          </FormField>
        </div>
        <FormField id={`${id}-memo`} label={t('ledger.form.memo')} error={errors.memo?.message}>
          {(aria) => <Textarea rows={2} maxLength={1000} {...aria} {...form.register('memo')} />}
        </FormField>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 font-medium text-sm">{t('ledger.form.parts')}</legend>
          {fields.map((field, index) => {
            const number = index + 1;
            const partErrors = errors.parts?.[index];
            return (
              <fieldset
                key={field.id}
                className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[1fr_1fr_9rem_auto] sm:items-start"
              >
                <legend className="sr-only">{t('ledger.form.part', { number })}</legend>
                <FormField
                  id={`${id}-property-${index}`}
                  label={t('ledger.form.property')}
                  error={partErrors?.propertyId?.message}
                  isRequired
                >
                  {(aria) => (
                    <PropertySelect
                      properties={properties}
                      {...aria}
                      {...form.register(`parts.${index}.propertyId`)}
                    />
                  )}
                </FormField>
                <FormField
                  id={`${id}-category-${index}`}
                  label={t('ledger.form.category')}
                  error={partErrors?.category?.message}
                  isRequired
                >
                  {(aria) => <CategorySelect {...aria} {...form.register(`parts.${index}.category`)} />}
                </FormField>
                <FormField
                  id={`${id}-amount-${index}`}
                  label={t('ledger.form.amount')}
                  error={partErrors?.amount?.message}
                  isRequired
                >
                  {(aria) => (
                    <Input
                      inputMode="decimal"
                      autoComplete="off"
                      className="tabular-nums"
                      {...aria}
                      {...form.register(`parts.${index}.amount`)}
                    />
                  )}
                </FormField>
                {unitsOf(parts?.[index]?.propertyId ?? '').length > 1 ? (
                  <FormField
                    id={`${id}-unit-${index}`}
                    label={t('ledger.form.unit')}
                    error={partErrors?.unitId?.message}
                    className="sm:col-span-2"
                  >
                    {(aria) => (
                      <NativeSelect {...aria} {...form.register(`parts.${index}.unitId`)}>
                        <option value="">{t('ledger.form.noUnit')}</option>
                        {unitsOf(parts?.[index]?.propertyId ?? '').map((unit) => (
                          <option key={unit.id} value={unit.id}>
                            {unit.tenantName ? `${unit.label} · ${unit.tenantName}` : unit.label}
                          </option>
                        ))}
                      </NativeSelect>
                    )}
                  </FormField>
                ) : null}
                {fields.length > 1 ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="sm:mt-6"
                    aria-label={t('ledger.form.removePart', { number })}
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                ) : null}
              </fieldset>
            );
          })}
          {errors.parts?.root?.message ? (
            <p className="text-destructive text-sm" role="alert">
              {errors.parts.root.message}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-2">
            {editing || fields.length >= MAX_PARTS ? (
              <span />
            ) : (
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() =>
                  append({ propertyId: parts?.[0]?.propertyId ?? '', unitId: '', category: '', amount: '' })
                }
              >
                <Plus aria-hidden="true" />
                {t('ledger.form.addPart')}
              </Button>
            )}
            {fields.length > 1 && totalCents !== null ? (
              <p className="text-sm tabular-nums" aria-live="polite">
                {t('ledger.form.total')}: <strong>{formatCurrency(totalCents / 100)}</strong>
              </p>
            ) : null}
          </div>
        </fieldset>

        <ReceiptField
          existing={editing?.receipt ?? null}
          transactionId={editing?.id ?? null}
          value={receipt}
          onChange={setReceipt}
          isSplit={!editing && fields.length > 1}
        />
        {sent !== null ? (
          <div className="flex flex-col gap-1">
            <p className="text-muted-foreground text-sm" aria-live="polite">
              {t('ledger.receipt.uploading', { percent: formatPercentValue(sent * 100, 0) })}
            </p>
            <Progress value={sent * 100} aria-label={t('ledger.receipt.progress')} />
          </div>
        ) : null}

        <FormFailure message={failure} />
        <DialogSaveFooter
          busy={isBusy}
          onCancel={onDone}
          labels={{
            cancel: t('ledger.form.cancel'),
            save: t('ledger.form.save'),
            saving: t('ledger.form.saving'),
          }}
        />
      </form>
    </DialogContent>
  );
}
