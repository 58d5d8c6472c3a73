import { type TScheduleEProperty, type TScheduleEUseInput, ZScheduleEUseInput } from '@rentfolio/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DialogSaveFooter, FormFailure } from '@/components/form-failure';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { getServerMessage } from '@/lib/api-errors';
import { useSetScheduleEUse } from './api';

type Field = 'fairRentalDays' | 'personalUseDays' | 'rentalPercent';
type Values = Record<Field, string>;

/** A typed number, or the text itself when it is none (the contract then names the field's rule). */
function numberOf(text: string): number | string {
  const trimmed = text.trim().replace(',', '.');
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : text;
}

/** The request for the typed values, or each field's message (the contract's own rules, translated). */
export function readUseForm(
  year: number,
  values: Values,
): { ok: true; use: TScheduleEUseInput } | { ok: false; errors: Partial<Record<Field, string>> } {
  const parsed = ZScheduleEUseInput.safeParse({
    year,
    fairRentalDays: values.fairRentalDays.trim() === '' ? null : numberOf(values.fairRentalDays),
    personalUseDays: values.personalUseDays.trim() === '' ? 0 : numberOf(values.personalUseDays),
    rentalPercent: values.rentalPercent.trim() === '' ? 100 : numberOf(values.rentalPercent),
  });
  if (parsed.success) return { ok: true, use: parsed.data };
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    if (!errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

type UseDialogProps = {
  year: number;
  letter: string;
  property: TScheduleEProperty;
  onClose: () => void;
};

/** How a property was used in the year (IRS Publication 527): fair rental days, personal-use days, the part rented. */
export function UseDialog({ year, letter, property, onClose }: UseDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSetScheduleEUse();
  const [values, setValues] = useState<Values>({
    fairRentalDays: property.use.fairRentalDays === null ? '' : String(property.use.fairRentalDays),
    personalUseDays: String(property.use.personalUseDays),
    rentalPercent: String(property.use.rentalPercent),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const failure = save.error ? (getServerMessage(save.error) ?? t('scheduleE.useDialog.failed')) : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const read = readUseForm(year, values);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    save.mutate(
      { propertyId: property.propertyId, use: read.use },
      {
        onSuccess: () => {
          toast.success(t('scheduleE.useDialog.saved'));
          onClose();
        },
      },
    );
  }

  const field = (name: Field, inputMode: 'numeric' | 'decimal') => (
    <FormField
      id={`${id}-${name}`}
      label={t(`scheduleE.useDialog.${name}`)}
      hint={t(`scheduleE.useDialog.${name}Hint`)}
      error={errors[name]}
    >
      {(aria) => (
        <Input
          {...aria}
          inputMode={inputMode}
          autoComplete="off"
          className="tabular-nums"
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        />
      )}
    </FormField>
  );

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('scheduleE.useDialog.title', { letter })}</DialogTitle>
          <DialogDescription>
            {t('scheduleE.useDialog.description', { address: property.address, year })}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex min-w-0 flex-col gap-4">
          {field('fairRentalDays', 'numeric')}
          {field('personalUseDays', 'numeric')}
          {field('rentalPercent', 'decimal')}
          <FormFailure message={failure} />
          <DialogSaveFooter
            busy={save.isPending}
            onCancel={onClose}
            labels={{
              cancel: t('scheduleE.useDialog.cancel'),
              save: t('scheduleE.useDialog.save'),
              saving: t('scheduleE.useDialog.saving'),
            }}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
