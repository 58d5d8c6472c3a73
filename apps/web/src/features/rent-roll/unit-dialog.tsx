import type { TProperty, TUnit } from '@rentfolio/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DialogSaveFooter, FormFailure } from '@/components/form-failure';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { translateMessage } from '@/i18n/translate-message';
import { getServerMessage, getValidationDetails } from '@/lib/api-errors';
import { useSaveUnit } from './api';
import {
  newUnitValues,
  type UnitFormResult,
  type UnitFormValues,
  unitResolver,
  unitValuesOf,
} from './unit-form-model';

/** Add or change a unit: its name, tenant, lease, rent, deposit and due day (docs/product.md "Rent roll"). */
export function UnitDialog({
  properties,
  editing,
  defaultPropertyId,
  onDone,
}: {
  properties: readonly TProperty[];
  editing: TUnit | null;
  defaultPropertyId: number | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveUnit();
  const form = useForm<UnitFormValues, unknown, UnitFormResult>({
    defaultValues: editing ? unitValuesOf(editing) : newUnitValues(defaultPropertyId),
    resolver: unitResolver,
  });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(({ propertyId, ...unit }) => {
    setFailure(null);
    save.mutate(
      { id: editing?.id ?? null, propertyId, unit },
      {
        onSuccess: () => {
          toast.success(editing ? t('rentRoll.dialog.updated') : t('rentRoll.dialog.added'));
          onDone();
        },
        onError: (error) => {
          // A reason the server gives on a field goes there; any other above the buttons.
          const details = getValidationDetails(error) ?? {};
          let isPlaced = false;
          for (const [field, message] of Object.entries(details)) {
            if (field in unit || field in form.getValues()) {
              form.setError(field as keyof UnitFormValues, { message: translateMessage(message) });
              isPlaced = true;
            }
          }
          if (!isPlaced) setFailure(getServerMessage(error) ?? t('rentRoll.dialog.failed'));
        },
      },
    );
  });

  const text = (
    name: keyof UnitFormValues,
    label: string,
    options: {
      hint?: string;
      required?: boolean;
      max?: number;
      type?: string;
      mode?: 'decimal' | 'numeric';
    } = {},
  ) => (
    <FormField
      id={`${id}-${name}`}
      label={label}
      hint={options.hint}
      error={errors[name]?.message}
      isRequired={options.required ?? false}
    >
      {(aria) => (
        <Input
          type={options.type ?? 'text'}
          autoComplete="off"
          {...(options.mode ? { inputMode: options.mode } : {})}
          {...(options.max ? { maxLength: options.max } : {})}
          {...aria}
          {...form.register(name)}
        />
      )}
    </FormField>
  );

  return (
    <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
      <DialogHeader>
        <DialogTitle>{editing ? t('rentRoll.dialog.editTitle') : t('rentRoll.dialog.addTitle')}</DialogTitle>
        <DialogDescription>{t('rentRoll.dialog.description')}</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={onSubmit} className="flex min-w-0 flex-col gap-4">
        <FormField
          id={`${id}-propertyId`}
          label={t('rentRoll.dialog.property')}
          error={errors.propertyId?.message}
          isRequired
        >
          {(aria) => (
            <NativeSelect disabled={editing !== null} {...aria} {...form.register('propertyId')}>
              <option value="">—</option>
              {properties.map((property) => (
                <option key={property.id} value={property.id}>
                  {property.address}, {property.city}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('label', t('rentRoll.dialog.label'), {
            hint: t('rentRoll.dialog.labelHint'),
            required: true,
            max: 40,
          })}
          {text('tenantName', t('rentRoll.dialog.tenant'), {
            hint: t('rentRoll.dialog.tenantHint'),
            max: 100,
          })}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('leaseStart', t('rentRoll.dialog.leaseStart'), { type: 'date' })}
          {text('leaseEnd', t('rentRoll.dialog.leaseEnd'), {
            type: 'date',
            hint: t('rentRoll.dialog.leaseEndHint'),
          })}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          {text('rent', t('rentRoll.dialog.rent'), {
            hint: t('rentRoll.dialog.rentHint'),
            required: true,
            mode: 'decimal',
          })}
          {text('deposit', t('rentRoll.dialog.deposit'), { mode: 'decimal' })}
          {text('dueDay', t('rentRoll.dialog.dueDay'), {
            hint: t('rentRoll.dialog.dueDayHint'),
            required: true,
            mode: 'numeric',
          })}
        </div>
        <FormFailure message={failure} />
        <DialogSaveFooter
          busy={save.isPending}
          onCancel={onDone}
          labels={{
            cancel: t('rentRoll.dialog.cancel'),
            save: t('rentRoll.dialog.save'),
            saving: t('rentRoll.dialog.saving'),
          }}
        />
      </form>
    </DialogContent>
  );
}
