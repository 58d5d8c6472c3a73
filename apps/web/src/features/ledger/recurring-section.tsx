import type {
  TLedgerSchedule,
  TLedgerScheduleKind,
  TLedgerScheduleRequest,
  TProperty,
} from '@rentfolio/contracts';
import { CalendarClock, Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { DialogSaveFooter, FormFailure } from '@/components/form-failure';
import { SectionError, SectionLoading } from '@/components/section-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { translateMessage } from '@/i18n/translate-message';
import { getServerMessage, getValidationDetails } from '@/lib/api-errors';
import { formatCalendarDate, formatCurrency } from '@/lib/format';
import { useDeleteSchedule, useSaveSchedule, useSchedules } from './api';
import { PropertySelect } from './property-select';
import {
  newScheduleValues,
  type ScheduleFormValues,
  scheduleResolver,
  scheduleValuesOf,
} from './schedule-form-model';

const KINDS: readonly TLedgerScheduleKind[] = ['rent', 'loanPayment'];

/**
 * The ledger's recurring transactions (docs/product.md "Recurring transactions"): rent and loan payments booked on
 * their day each month, listed with what comes next, added, changed and deleted here.
 */
export function RecurringSection({
  properties,
  defaultPropertyId,
}: {
  properties: readonly TProperty[];
  defaultPropertyId: number | null;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const schedules = useSchedules();
  const [dialog, setDialog] = useState<{ editing: TLedgerSchedule | null } | null>(null);
  const [deleting, setDeleting] = useState<TLedgerSchedule | null>(null);
  const byId = new Map(properties.map((property) => [property.id, property] as const));
  const propertyName = (id: number) => {
    const property = byId.get(id);
    return property ? `${property.address}, ${property.city}` : '';
  };

  let content: ReactNode;
  if (schedules.isPending) content = <SectionLoading label={t('ledger.recurring.loading')} />;
  else if (schedules.isError || !schedules.data)
    content = (
      <SectionError message={t('ledger.recurring.loadFailed')} onRetry={() => void schedules.refetch()} />
    );
  else if (schedules.data.items.length === 0)
    content = <p className="text-muted-foreground text-sm">{t('ledger.recurring.empty')}</p>;
  else
    content = (
      <ul className="flex flex-col divide-y">
        {schedules.data.items.map((schedule) => {
          const kind = t(`ledger.recurring.kinds.${schedule.kind}`);
          const property = propertyName(schedule.propertyId);
          return (
            <li
              key={schedule.id}
              data-testid="schedule"
              className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="font-medium">
                  {kind}
                  <span className="text-muted-foreground"> · {property}</span>
                </p>
                <p className="text-sm">
                  {schedule.kind === 'rent'
                    ? t('ledger.recurring.rentLine', {
                        amount: formatCurrency(schedule.amount ?? 0),
                        day: schedule.dayOfMonth,
                      })
                    : t('ledger.recurring.loanLine', { day: schedule.dayOfMonth })}
                  {schedule.payee ? ` · ${schedule.payee}` : ''}
                  {schedule.endDate
                    ? ` · ${t('ledger.recurring.until', { date: formatCalendarDate(schedule.endDate) })}`
                    : ''}
                </p>
                <NextBooking schedule={schedule} />
              </div>
              <div className="flex shrink-0 gap-2">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={t('ledger.recurring.editLabel', { kind, property })}
                  onClick={() => setDialog({ editing: schedule })}
                >
                  <Pencil aria-hidden="true" />
                  {t('ledger.recurring.edit')}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={t('ledger.recurring.deleteLabel', { kind, property })}
                  onClick={() => setDeleting(schedule)}
                >
                  <Trash2 aria-hidden="true" />
                  {t('ledger.recurring.delete')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    );

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle id={headingId} className="flex items-center gap-2 text-lg">
            <CalendarClock aria-hidden="true" className="size-5" />
            {t('ledger.recurring.title')}
          </CardTitle>
          <p className="text-muted-foreground text-sm">{t('ledger.recurring.intro')}</p>
        </div>
        <Button type="button" variant="outline" onClick={() => setDialog({ editing: null })}>
          <Plus aria-hidden="true" />
          {t('ledger.recurring.add')}
        </Button>
      </CardHeader>
      <CardContent>{content}</CardContent>
      <Dialog
        open={dialog !== null}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
      >
        {dialog ? (
          <ScheduleForm
            properties={properties}
            editing={dialog.editing}
            defaultPropertyId={defaultPropertyId}
            onDone={() => setDialog(null)}
          />
        ) : null}
      </Dialog>
      <DeleteScheduleDialog
        schedule={deleting}
        propertyName={deleting ? propertyName(deleting.propertyId) : ''}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}

/** What a schedule books next: its day, and for a loan payment its number and split; or that it is done. */
function NextBooking({ schedule }: { schedule: TLedgerSchedule }) {
  const { t } = useTranslation();
  let text: string;
  if (!schedule.nextDate) text = t('ledger.recurring.ended');
  else if (schedule.kind === 'rent')
    text = t('ledger.recurring.nextRent', { date: formatCalendarDate(schedule.nextDate) });
  else if (!schedule.nextLoanPayment) text = t('ledger.recurring.loanPaidOff');
  else
    text = t('ledger.recurring.nextLoan', {
      date: formatCalendarDate(schedule.nextDate),
      number: schedule.nextLoanPayment.number,
      interest: formatCurrency(schedule.nextLoanPayment.interest),
      principal: formatCurrency(schedule.nextLoanPayment.principal),
    });
  return (
    <p className="text-muted-foreground text-sm" data-testid="schedule-next">
      {text}
    </p>
  );
}

function ScheduleForm({
  properties,
  editing,
  defaultPropertyId,
  onDone,
}: {
  properties: readonly TProperty[];
  editing: TLedgerSchedule | null;
  defaultPropertyId: number | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveSchedule();
  const form = useForm<ScheduleFormValues, unknown, TLedgerScheduleRequest>({
    defaultValues: editing ? scheduleValuesOf(editing) : newScheduleValues(defaultPropertyId),
    resolver: scheduleResolver,
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((schedule) => {
    setFailure(null);
    save.mutate(
      { id: editing?.id ?? null, schedule },
      {
        onSuccess: () => {
          toast.success(editing ? t('ledger.recurring.form.updated') : t('ledger.recurring.form.added'));
          onDone();
        },
        onError: (error) => {
          // A reason the server gives on a field (a start too long ago, a property without a loan) goes there.
          const details = getValidationDetails(error) ?? {};
          let isPlaced = false;
          for (const [field, message] of Object.entries(details)) {
            if (field in form.getValues()) {
              form.setError(field as keyof ScheduleFormValues, { message: translateMessage(message) });
              isPlaced = true;
            }
          }
          if (!isPlaced) setFailure(getServerMessage(error) ?? t('ledger.recurring.form.failed'));
        },
      },
    );
  });

  return (
    <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
      <DialogHeader>
        <DialogTitle>
          {editing ? t('ledger.recurring.form.editTitle') : t('ledger.recurring.form.addTitle')}
        </DialogTitle>
        <DialogDescription>{t('ledger.recurring.form.description')}</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField
          id={`${id}-property`}
          label={t('ledger.recurring.form.property')}
          error={errors.propertyId?.message}
          isRequired
        >
          {(aria) => <PropertySelect properties={properties} {...aria} {...form.register('propertyId')} />}
        </FormField>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium text-sm">{t('ledger.recurring.form.kind')}</legend>
          {KINDS.map((option) => (
            <label key={option} className="flex items-start gap-2 rounded-md border p-3 text-sm">
              <input
                type="radio"
                value={option}
                className="mt-0.5 size-4 accent-primary"
                {...form.register('kind')}
              />
              <span className="flex flex-col gap-0.5">
                <span className="font-medium">{t(`ledger.recurring.kinds.${option}`)}</span>
                <span className="text-muted-foreground">
                  {option === 'rent'
                    ? t('ledger.recurring.form.rentHint')
                    : t('ledger.recurring.form.loanHint')}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id={`${id}-day`}
            label={t('ledger.recurring.form.dayOfMonth')}
            hint={t('ledger.recurring.form.dayHint')}
            error={errors.dayOfMonth?.message}
            isRequired
          >
            {(aria) => (
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={31}
                step={1}
                {...aria}
                {...form.register('dayOfMonth')}
              />
            )}
          </FormField>
          {kind === 'rent' ? (
            <FormField
              id={`${id}-amount`}
              label={t('ledger.recurring.form.amount')}
              error={errors.amount?.message}
              isRequired
            >
              {(aria) => (
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  className="tabular-nums"
                  {...aria}
                  {...form.register('amount')}
                />
              )}
            </FormField>
          ) : null}
        </div>
        <FormField id={`${id}-payee`} label={t('ledger.recurring.form.payee')} error={errors.payee?.message}>
          {(aria) => <Input autoComplete="off" maxLength={200} {...aria} {...form.register('payee')} />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id={`${id}-start`}
            label={t('ledger.recurring.form.startDate')}
            error={errors.startDate?.message}
            isRequired
          >
            {(aria) => <Input type="date" {...aria} {...form.register('startDate')} />}
          </FormField>
          <FormField
            id={`${id}-end`}
            label={t('ledger.recurring.form.endDate')}
            error={errors.endDate?.message}
          >
            {(aria) => <Input type="date" {...aria} {...form.register('endDate')} />}
          </FormField>
        </div>
        <FormFailure message={failure} />
        <DialogSaveFooter
          busy={save.isPending}
          onCancel={onDone}
          labels={{
            cancel: t('ledger.recurring.form.cancel'),
            save: t('ledger.recurring.form.save'),
            saving: t('ledger.recurring.form.saving'),
          }}
        />
      </form>
    </DialogContent>
  );
}

function DeleteScheduleDialog({
  schedule,
  propertyName,
  onClose,
}: {
  schedule: TLedgerSchedule | null;
  propertyName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteSchedule();
  return (
    <ConfirmDeleteDialog
      open={schedule !== null}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset();
          onClose();
        }
      }}
      title={t('ledger.recurring.deleteDialog.title')}
      description={
        schedule
          ? t('ledger.recurring.deleteDialog.description', {
              kind: t(`ledger.recurring.kinds.${schedule.kind}`),
              property: propertyName,
            })
          : ''
      }
      cancelLabel={t('ledger.recurring.deleteDialog.cancel')}
      confirmLabel={t('ledger.recurring.deleteDialog.confirm')}
      pendingLabel={t('ledger.recurring.deleteDialog.deleting')}
      isPending={remove.isPending}
      onConfirm={() => {
        if (!schedule) return;
        remove.mutate(schedule.id, {
          onSuccess: () => {
            toast.success(t('ledger.recurring.deleteDialog.done'));
            onClose();
          },
        });
      }}
    >
      {remove.error ? (
        <p role="alert" className="text-destructive text-sm">
          {t('ledger.recurring.deleteDialog.failed')}
        </p>
      ) : null}
    </ConfirmDeleteDialog>
  );
}
