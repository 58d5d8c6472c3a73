import type { TProperty } from '@rentfolio/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import {
  DeletePropertyDialog,
  focusMainContent,
  PropertyForm,
  PropertyLoadFailed,
  PropertyLoading,
  PropertyNotFound,
  parseRecordId,
  toPropertyFormValues,
  toPropertyPatch,
  usePropertyForm,
} from '@/features/properties';
import { isApiError } from '@/lib/api';
import { useProperty, useUpdateProperty } from '@/lib/api/properties';

export type EditPropertyPageProps = { id: string };

/**
 * /properties/:id/edit: the property form filled from GET /api/properties/:id. Save sends the changed fields (PATCH)
 * and returns to the property's page, as Cancel does; Delete asks first. An id that is not the user's (or not an id at all) shows the not-found state.
 */
export function EditPropertyPage({ id }: EditPropertyPageProps) {
  const propertyId = parseRecordId(id);
  const property = useProperty(propertyId);

  if (propertyId === null) return <PropertyNotFound />;
  // The property on screen stays while a save or a delete refreshes it, so a delete never flashes 'not found'.
  if (property.data) return <EditPropertyEditor key={property.data.id} property={property.data} />;
  if (property.isPending) return <PropertyLoading />;
  if (property.isError && !(isApiError(property.error) && property.error.status === 404)) {
    return <PropertyLoadFailed onRetry={() => void property.refetch()} />;
  }
  return <PropertyNotFound />;
}

type EditPropertyEditorProps = { property: TProperty };

function EditPropertyEditor({ property }: EditPropertyEditorProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  // What was stored when the screen opened: a save sends only what differs from it.
  const [initialValues] = useState(() => toPropertyFormValues(property));
  const propertyForm = usePropertyForm(initialValues);
  const updateProperty = useUpdateProperty();
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);

  const submitChanges = propertyForm.submitWith((parsed, values) => {
    const changes = toPropertyPatch(initialValues, values, parsed);
    if (Object.keys(changes).length === 0) {
      toast.info(t('properties.edit.noChangesTitle'), { description: t('properties.edit.noChangesText') });
      return;
    }
    updateProperty.mutate(
      { id: property.id, changes },
      {
        onSuccess: (saved) => {
          toast.success(t('properties.edit.savedTitle'), {
            description: t('properties.edit.savedText', { address: saved.address }),
          });
          // Back to the property's page, which shows the figures just saved.
          navigate(`/properties/${saved.id}`);
          focusMainContent();
        },
        onError: (failure) =>
          propertyForm.showRequestFailure(
            failure,
            t('properties.edit.failedTitle'),
            t('properties.edit.failedText'),
          ),
      },
    );
  });

  function handleSubmit() {
    if (updateProperty.isPending) return;
    void submitChanges();
  }

  const place = [property.city, property.state].filter(Boolean).join(', ');

  return (
    <div className="flex flex-col gap-6">
      <div className="flex min-w-0 flex-col gap-2">
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{t('properties.edit.title')}</h1>
        <p className="break-words text-lg text-muted-foreground">
          {place ? `${property.address}, ${place}` : property.address}
        </p>
      </div>

      <PropertyForm
        label={t('properties.edit.title')}
        form={propertyForm.form}
        propertyId={property.id}
        onSubmit={handleSubmit}
        isSubmitting={updateProperty.isPending}
        submitLabel={t('properties.edit.submit')}
        submittingLabel={t('properties.edit.submitting')}
        cancelLabel={t('properties.edit.cancel')}
        extraActions={
          <Button
            variant="outline"
            size="lg"
            className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={() => setIsConfirmOpen(true)}
            disabled={updateProperty.isPending}
          >
            <Trash2 aria-hidden="true" />
            {t('properties.edit.delete')}
          </Button>
        }
      />

      <DeletePropertyDialog
        property={property}
        open={isConfirmOpen}
        onClose={() => setIsConfirmOpen(false)}
      />
    </div>
  );
}
