import { CircleAlert, FileInput } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useLocation, useSearch } from 'wouter';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  focusMainContent,
  PROPERTY_FORM_DEFAULTS,
  PropertyForm,
  type PropertyFormValues,
  PropertyLoading,
  parseRecordId,
  toPropertyFormValuesFromAnalysis,
  usePropertyForm,
  useSavedAnalysis,
} from '@/features/properties';
import { isApiError } from '@/lib/api';
import { useCreateProperty } from '@/lib/api/properties';

/**
 * /add-property: the property form with the deal form's defaults and a live preview of its figures. With
 * ?fromAnalysis=<id> the form starts from that saved deal analysis. Once added, the property's page opens.
 */
export function AddPropertyPage() {
  const { t } = useTranslation();
  const fromAnalysis = new URLSearchParams(useSearch()).get('fromAnalysis');
  const analysisId = parseRecordId(fromAnalysis);
  const analysis = useSavedAnalysis(analysisId);

  if (analysisId !== null && analysis.isPending) {
    return (
      <AddPropertyLayout>
        <PropertyLoading label={t('properties.fromAnalysis.loading')} />
      </AddPropertyLayout>
    );
  }

  let notice: ReactNode = null;
  let initialValues = PROPERTY_FORM_DEFAULTS;
  if (analysis.data) {
    initialValues = toPropertyFormValuesFromAnalysis(analysis.data);
    notice = (
      <Alert variant="info" role="status">
        <FileInput aria-hidden="true" />
        <div className="flex flex-col gap-1">
          <p className="font-medium">{t('properties.fromAnalysis.prefilled')}</p>
          <p>{t('properties.fromAnalysis.prefilledText')}</p>
        </div>
      </Alert>
    );
  } else if (fromAnalysis !== null) {
    const isGone =
      analysisId === null ||
      analysis.data === null ||
      (isApiError(analysis.error) && analysis.error.status === 404);
    notice = (
      <Alert variant="destructive" role="alert">
        <CircleAlert aria-hidden="true" />
        {isGone ? (
          <div className="flex flex-col gap-1">
            <p className="font-medium">{t('properties.fromAnalysis.notFoundTitle')}</p>
            <p>{t('properties.fromAnalysis.notFoundText')}</p>
          </div>
        ) : (
          <div className="flex flex-col items-start gap-2">
            <p>{t('properties.fromAnalysis.loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => void analysis.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        )}
      </Alert>
    );
  }

  return (
    <AddPropertyLayout>
      {notice}
      {/* A new analysis (after a retry) starts the form afresh from it. */}
      <AddPropertyEditor key={analysis.data?.id ?? 'blank'} initialValues={initialValues} />
    </AddPropertyLayout>
  );
}

function AddPropertyLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{t('properties.add.title')}</h1>
        <p className="text-lg text-muted-foreground">{t('properties.add.text')}</p>
      </div>
      {children}
    </div>
  );
}

type AddPropertyEditorProps = { initialValues: PropertyFormValues };

function AddPropertyEditor({ initialValues }: AddPropertyEditorProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const propertyForm = usePropertyForm(initialValues);
  const createProperty = useCreateProperty();

  const submitProperty = propertyForm.submitWith((property) => {
    createProperty.mutate(property, {
      onSuccess: (property) => {
        toast.success(t('properties.add.addedTitle'), {
          description: t('properties.add.addedText', { address: property.address }),
        });
        // The new property's own page, where its figures are.
        navigate(`/properties/${property.id}`);
        focusMainContent();
      },
      onError: (failure) =>
        propertyForm.showRequestFailure(
          failure,
          t('properties.add.failedTitle'),
          t('properties.add.failedText'),
        ),
    });
  });

  function handleSubmit() {
    if (createProperty.isPending) return;
    void submitProperty();
  }

  return (
    <PropertyForm
      label={t('properties.add.title')}
      form={propertyForm.form}
      onSubmit={handleSubmit}
      isSubmitting={createProperty.isPending}
      submitLabel={t('properties.add.submit')}
      submittingLabel={t('properties.add.submitting')}
      cancelLabel={t('properties.add.cancel')}
    />
  );
}
