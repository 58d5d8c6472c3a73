import {
  getPlan,
  type TAnalyzeDealRequest,
  type TSavedAnalysis,
  ZSaveAnalysisRequest,
} from '@rentfolio/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCurrentUser } from '@/features/auth';
import {
  AmortizationSection,
  analyzeSavedDeal,
  DEFAULT_PROJECTION_SETTINGS,
  DESCRIPTIVE_DEAL_FIELDS,
  type DealFieldErrors,
  type DealFieldName,
  DealForm,
  type DealFormValues,
  type DealResult,
  DealResults,
  type DealTab,
  DealUsage,
  explainDeal,
  findTabOfFields,
  hasDealInputsChanged,
  hasRequiredDealFields,
  isAnalysisLimitError,
  isDealFieldName,
  isUsageAtLimit,
  ProjectionSection,
  type ProjectionSettings,
  pickDealFieldErrors,
  REQUIRED_DEAL_FIELDS,
  SavedAnalyses,
  toDealFieldErrors,
  toDealFormValues,
  toDealRequestInput,
  toProjectionRequest,
  useAnalyzeDeal,
  useDealForm,
  useSaveAnalysis,
} from '@/features/deal-analysis';
import { UpgradeDialog, useUsage } from '@/features/plans';
import { getValidationDetails } from '@/lib/api-errors';

/** The property details and notes as saved, to tell whether the analysis on screen is saved as it is now. */
function getDescriptiveKey(values: DealFormValues): string {
  return JSON.stringify(DESCRIPTIVE_DEAL_FIELDS.map((field) => values[field].trim()));
}

function isInView(element: HTMLElement): boolean {
  const rect = element.getBoundingClientRect();
  return rect.top >= 0 && rect.top < window.innerHeight;
}

function scrollToElement(element: HTMLElement | null): void {
  if (!element || isInView(element)) return;
  const isReducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView?.({ block: 'start', behavior: isReducedMotion ? 'auto' : 'smooth' });
}

/**
 * /deal-analysis (docs/product.md "Screens" (Deal Analysis)): the deal form with its live loan summary, the results
 * column, the amortisation, the projection and the saved analyses. Non-Pro plans also see their monthly usage.
 */
export function DealAnalysisPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const plan = getPlan(user.plan);
  const usage = useUsage();
  const analyze = useAnalyzeDeal();
  const save = useSaveAnalysis();

  const form = useDealForm();
  // Every value as typed: the results say whether they still match the figures and are saved as shown. (`compute`
  // gives them the form's type; without it react-hook-form types each field as optional.)
  const values = useWatch({ control: form.control, compute: (current: DealFormValues) => current });
  const [activeTab, setActiveTab] = useState<DealTab>('property');
  const [result, setResult] = useState<DealResult | null>(null);
  /** Set by a new analysis: once its results are on screen, the focus moves to their heading. */
  const focusResultsNext = useRef(false);
  useEffect(() => {
    if (!result || !focusResultsNext.current) return;
    focusResultsNext.current = false;
    const heading = resultsHeadingRef.current;
    heading?.focus({ preventScroll: true });
    requestAnimationFrame(() => scrollToElement(heading));
  }, [result]);
  const [settings, setSettings] = useState<ProjectionSettings>(DEFAULT_PROJECTION_SETTINGS);
  const [openSavedId, setOpenSavedId] = useState<number | null>(null);
  const [isUpgradeOpen, setIsUpgradeOpen] = useState(false);
  const [fieldToFocus, setFieldToFocus] = useState<DealFieldName | null>(null);
  const [lastSaved, setLastSaved] = useState<{ result: DealResult; descriptiveKey: string } | null>(null);
  const formHeadingRef = useRef<HTMLHeadingElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);

  const isAtLimit = !plan.isPro && isUsageAtLimit(usage.data);

  const explanations = useMemo(
    () => (result ? explainDeal(result.analysis.inputs, result.settings) : null),
    [result],
  );
  const isStale = useMemo(
    () => (result ? hasDealInputsChanged(values, result.analysis.inputs) : false),
    [result, values],
  );
  const isSaved =
    result !== null && lastSaved?.result === result && lastSaved.descriptiveKey === getDescriptiveKey(values);

  // A field in another tab can only take the focus once its tab is shown.
  useEffect(() => {
    if (!fieldToFocus) return;
    document.getElementById(fieldToFocus)?.focus();
    setFieldToFocus(null);
  }, [fieldToFocus]);

  /** The first field in error's tab opened and, once it shows, the field focused (in the order of `fields`). */
  function revealFieldErrors(fields: readonly DealFieldName[]) {
    const tab = findTabOfFields(fields);
    if (tab) setActiveTab(tab);
    const first = tab ? fields.find((field) => findTabOfFields([field]) === tab) : fields[0];
    if (first) setFieldToFocus(first);
  }

  /** Messages from elsewhere than the form's own check (the server, the save's schema) replace those shown. */
  function showFieldErrors(fieldErrors: DealFieldErrors) {
    form.clearErrors();
    for (const [name, message] of Object.entries(fieldErrors)) {
      if (isDealFieldName(name) && message) form.setError(name, { type: 'server', message });
    }
    revealFieldErrors(Object.keys(fieldErrors).filter(isDealFieldName));
  }

  function showAnalysisFailed() {
    toast.error(t('dealToasts.failedTitle'), { description: t('dealToasts.failedText') });
  }

  /** A mistake in the form is not a failure of the system: the fields say what is wrong. */
  function showCheckFields() {
    toast.error(t('dealToasts.checkFieldsTitle'), { description: t('dealToasts.checkFieldsText') });
  }

  function analyzeValid(data: TAnalyzeDealRequest) {
    const requestSettings = settings;
    analyze.mutate(
      { ...data, includeSchedule: true, projection: toProjectionRequest(requestSettings) },
      {
        onSuccess: (analysis) => {
          setResult({
            analysis,
            settings: requestSettings,
            savedAt: null,
            address: data.address ?? '',
          });
          setOpenSavedId(null);
          toast.success(t('dealToasts.completeTitle'), { description: t('dealToasts.completeText') });
          // Keyboard and screen-reader users continue at the results; on a phone they sit below the form.
          focusResultsNext.current = true;
        },
        onError: (failure) => {
          if (isAnalysisLimitError(failure)) {
            setIsUpgradeOpen(true);
            return;
          }
          const details = getValidationDetails(failure);
          if (details && Object.keys(details).length > 0) {
            showFieldErrors(pickDealFieldErrors(details));
            showCheckFields();
          } else showAnalysisFailed();
        },
      },
    );
  }

  function handleInvalid(fieldErrors: FieldErrors<DealFormValues>) {
    revealFieldErrors(Object.keys(fieldErrors).filter(isDealFieldName));
    showCheckFields();
  }

  // The model's check (the API's schema) runs here; the limit and the required fields are said first.
  const submitDeal = form.handleSubmit(analyzeValid, handleInvalid);

  function handleSubmit() {
    if (analyze.isPending) return;
    if (isAtLimit) {
      setIsUpgradeOpen(true);
      return;
    }
    const current = form.getValues();
    if (!hasRequiredDealFields(current)) {
      toast.error(t('dealToasts.missingTitle'), { description: t('dealToasts.missingText') });
      setActiveTab('financials');
      const firstEmpty = REQUIRED_DEAL_FIELDS.find((field) => current[field].trim() === '');
      if (firstEmpty) setFieldToFocus(firstEmpty);
      return;
    }
    void submitDeal();
  }

  // A save stores the deal figures that were analysed (so the saved figures are the ones on screen) with the
  // property details and notes as they are in the form now.
  function handleSave() {
    if (!result || save.isPending || isSaved) return;
    const current = form.getValues();
    const descriptive: Partial<DealFormValues> = {};
    for (const field of DESCRIPTIVE_DEAL_FIELDS) descriptive[field] = current[field];
    const parsed = ZSaveAnalysisRequest.safeParse({
      ...toDealRequestInput(descriptive),
      ...result.analysis.inputs,
    });
    if (!parsed.success) {
      showFieldErrors(toDealFieldErrors(parsed.error.issues));
      toast.error(t('dealToasts.saveFailedTitle'), { description: t('dealToasts.saveFailedText') });
      return;
    }
    const savedResult = result;
    const descriptiveKey = getDescriptiveKey(current);
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setOpenSavedId(saved.id);
        setLastSaved({ result: savedResult, descriptiveKey });
        toast.success(t('dealToasts.savedTitle'), { description: t('dealToasts.savedText') });
      },
      onError: (failure) => {
        const details = getValidationDetails(failure);
        if (details) showFieldErrors(pickDealFieldErrors(details));
        toast.error(t('dealToasts.saveFailedTitle'), { description: t('dealToasts.saveFailedText') });
      },
    });
  }

  function handleOpen(saved: TSavedAnalysis) {
    let analysis: DealResult['analysis'];
    try {
      analysis = analyzeSavedDeal(saved, settings);
    } catch {
      showAnalysisFailed();
      return;
    }
    const savedValues = toDealFormValues(saved);
    const openedResult: DealResult = {
      analysis,
      settings,
      savedAt: saved.createdAt,
      address: saved.address ?? '',
    };
    // The saved analysis becomes what the form starts from: its values, no messages, nothing edited yet.
    form.reset(savedValues);
    setResult(openedResult);
    setLastSaved({ result: openedResult, descriptiveKey: getDescriptiveKey(savedValues) });
    setOpenSavedId(saved.id);
    toast.success(t('dealToasts.openedTitle'), { description: t('dealToasts.openedText') });
    scrollToElement(formHeadingRef.current);
    formHeadingRef.current?.focus({ preventScroll: true });
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{t('dealAnalysis.title')}</h1>
        <p className="text-lg text-muted-foreground">{t('dealAnalysis.text')}</p>
      </div>

      {plan.isPro ? null : (
        <DealUsage
          usage={usage.data}
          isLoading={usage.isPending}
          isError={usage.isError}
          onRetry={() => void usage.refetch()}
          onUpgrade={() => setIsUpgradeOpen(true)}
        />
      )}

      <div className="grid items-start gap-6 xl:grid-cols-2">
        <DealForm
          form={form}
          activeTab={activeTab}
          onTabChange={setActiveTab}
          onSubmit={handleSubmit}
          isAnalyzing={analyze.isPending}
          isAtLimit={isAtLimit}
          headingRef={formHeadingRef}
        />
        <div className="xl:sticky xl:top-6">
          <DealResults
            result={result}
            explanations={explanations}
            isAnalyzing={analyze.isPending}
            isStale={isStale}
            isSaving={save.isPending}
            isSaved={isSaved}
            onSave={handleSave}
            headingRef={resultsHeadingRef}
            rentCheckPlace={{ zipCode: values.zipCode, bedrooms: values.bedrooms }}
          />
        </div>
      </div>

      {result ? (
        <>
          <AmortizationSection schedule={result.analysis.schedule ?? []} />
          <ProjectionSection
            analysis={result.analysis}
            analysisSettings={result.settings}
            settings={settings}
            onSettingsChange={setSettings}
          />
        </>
      ) : null}

      <SavedAnalyses onOpen={handleOpen} openId={openSavedId} />

      <UpgradeDialog open={isUpgradeOpen} onOpenChange={setIsUpgradeOpen} usage={usage.data} />
    </div>
  );
}
