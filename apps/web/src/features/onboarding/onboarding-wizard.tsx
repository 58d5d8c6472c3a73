import { ArrowLeft, ArrowRight, Info } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { type FieldErrors, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link, useLocation } from 'wouter';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { useCreateProperties } from '@/lib/api/properties';
import { getValidationDetails } from '@/lib/api-errors';
import { type DraftItem, DraftList } from './draft-list';
import {
  DRAFT_FIELD_NAMES,
  type DraftFieldErrors,
  type DraftFieldName,
  EMPTY_DRAFT,
  findFirstInvalidDraftField,
  getMissingFields,
  isDraftFieldName,
  type PropertyDraft,
  type QuickStartSample,
  toBulkProblems,
  toDraftFieldErrors,
  toPropertyInput,
} from './onboarding-model';
import { getDraftFieldId, getDraftFieldLabel, PropertyDraftForm, useDraftForm } from './property-draft-form';
import { QuickStart } from './quick-start';
import { ReviewStep } from './review-step';
import { WelcomeStep } from './welcome-step';

type Step = 1 | 2 | 3;

/** docs/product.md "Screens" (Onboarding): the progress of each step. */
const STEP_PROGRESS: Record<Step, number> = { 1: 25, 2: 60, 3: 100 };
const STEP_COUNT = 3;

/** A problem the server found, tied to the listed property it is about. */
type ItemProblem = { itemId: number; field: DraftFieldName | null; apiField: string; message: string };

function isDraftEmpty(draft: PropertyDraft): boolean {
  return DRAFT_FIELD_NAMES.every((name) => draft[name].trim() === EMPTY_DRAFT[name]);
}

/**
 * The onboarding wizard (docs/product.md "Screens", "States and behaviour" (Onboarding)): Welcome, property entry with the quick-start samples and the
 * portfolio list, and the review whose Complete Setup stores every property in one request (all or none).
 */
export function OnboardingWizard() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const createProperties = useCreateProperties();
  const progressLabelId = useId();

  const [step, setStep] = useState<Step>(1);
  const [items, setItems] = useState<DraftItem[]>([]);
  const form = useDraftForm();
  // Only whether it is blank: the wizard says so when a typed property has not been added yet.
  const isFormBlank = useWatch({ control: form.control, compute: isDraftEmpty });
  const [editingId, setEditingId] = useState<number | null>(null);
  const [problems, setProblems] = useState<ItemProblem[]>([]);
  const [fieldToFocus, setFieldToFocus] = useState<DraftFieldName | null>(null);
  const nextId = useRef(1);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const formHeadingRef = useRef<HTMLHeadingElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);

  // A new step starts at its heading, so a screen reader says where the user is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every step change by design.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    stepHeadingRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (!fieldToFocus) return;
    document.getElementById(getDraftFieldId(fieldToFocus))?.focus();
    setFieldToFocus(null);
  }, [fieldToFocus]);

  const problemsById = useMemo(() => {
    const byId: Record<number, string[]> = {};
    for (const problem of problems) {
      const fieldLabel = problem.field ? getDraftFieldLabel(t, problem.field) : problem.apiField;
      byId[problem.itemId] = [...(byId[problem.itemId] ?? []), `${fieldLabel}: ${problem.message}`];
    }
    return byId;
  }, [problems, t]);

  const problemSentences = useMemo(
    () =>
      problems.flatMap((problem) => {
        const index = items.findIndex((item) => item.id === problem.itemId);
        const item = items[index];
        if (!item) return [];
        return [
          t('onboarding.review.problem', {
            number: index + 1,
            address: item.draft.address,
            field: problem.field ? getDraftFieldLabel(t, problem.field) : problem.apiField,
            message: problem.message,
          }),
        ];
      }),
    [problems, items, t],
  );

  function goTo(next: Step) {
    setStep(next);
    window.scrollTo({ top: 0 });
  }

  function focusFirstError(fieldErrors: Partial<Record<DraftFieldName, unknown>>) {
    const first = findFirstInvalidDraftField(fieldErrors);
    if (first) setFieldToFocus(first);
  }

  function handlePickSample(sample: QuickStartSample) {
    form.reset(sample.draft);
    formHeadingRef.current?.focus();
  }

  function handleInvalidDraft(fieldErrors: FieldErrors<PropertyDraft>) {
    focusFirstError(fieldErrors);
    if (getMissingFields(form.getValues()).length > 0) {
      toast.error(t('onboarding.toasts.missingTitle'), { description: t('onboarding.toasts.missingText') });
    }
  }

  /** The draft as the model's check gives it (its state upper-cased) joins the list, or replaces the one edited. */
  function addDraft(draft: PropertyDraft) {
    if (editingId !== null) {
      const id = editingId;
      setItems((current) => current.map((item) => (item.id === id ? { id, draft } : item)));
      setProblems((current) => current.filter((problem) => problem.itemId !== id));
      setEditingId(null);
      toast.success(t('onboarding.toasts.updatedTitle'), { description: t('onboarding.toasts.updatedText') });
    } else {
      const id = nextId.current++;
      setItems((current) => [...current, { id, draft }]);
      toast.success(t('onboarding.toasts.addedTitle'), { description: t('onboarding.toasts.addedText') });
    }
    form.reset(EMPTY_DRAFT);
    setFieldToFocus('address');
  }

  const handleSubmitDraft = form.handleSubmit(addDraft, handleInvalidDraft);

  /** The server's messages about a listed property, next to its fields once it is back in the form. */
  function showServerErrors(fieldErrors: DraftFieldErrors) {
    for (const [name, message] of Object.entries(fieldErrors)) {
      if (isDraftFieldName(name) && message) form.setError(name, { type: 'server', message });
    }
  }

  function handleEdit(item: DraftItem) {
    setEditingId(item.id);
    form.reset(item.draft);
    const itemApiErrors: Record<string, string> = {};
    for (const problem of problems) {
      if (problem.itemId === item.id) itemApiErrors[problem.apiField] ??= problem.message;
    }
    const errors = toDraftFieldErrors(itemApiErrors);
    showServerErrors(errors);
    const first = DRAFT_FIELD_NAMES.find((name) => errors[name]);
    if (first) setFieldToFocus(first);
    else formHeadingRef.current?.focus();
  }

  function handleCancelEdit() {
    setEditingId(null);
    form.reset(EMPTY_DRAFT);
    formHeadingRef.current?.focus();
  }

  function handleRemove(item: DraftItem) {
    const index = items.findIndex((candidate) => candidate.id === item.id);
    const removedProblems = problems.filter((problem) => problem.itemId === item.id);
    setItems((current) => current.filter((candidate) => candidate.id !== item.id));
    setProblems((current) => current.filter((problem) => problem.itemId !== item.id));
    if (editingId === item.id) handleCancelEdit();
    else listHeadingRef.current?.focus();
    toast(t('onboarding.toasts.removedTitle'), {
      description: t('onboarding.toasts.removedText', { address: item.draft.address }),
      action: {
        label: t('onboarding.toasts.undo'),
        onClick: () => {
          setItems((current) => {
            if (current.some((candidate) => candidate.id === item.id)) return current;
            const next = [...current];
            next.splice(Math.min(index, next.length), 0, item);
            return next;
          });
          setProblems((current) => [...current, ...removedProblems]);
        },
      },
    });
  }

  function handleComplete() {
    if (createProperties.isPending) return;
    if (items.length === 0) {
      toast.error(t('onboarding.toasts.noPropertiesTitle'), {
        description: t('onboarding.toasts.noPropertiesText'),
      });
      return;
    }
    const sent = items;
    createProperties.mutate(
      sent.map((item) => toPropertyInput(item.draft)),
      {
        onSuccess: (result) => {
          toast.success(t('onboarding.toasts.completeTitle'), {
            description: t('onboarding.toasts.completeText', { count: result.created }),
          });
          navigate('/');
        },
        onError: (failure) => {
          toast.error(t('onboarding.toasts.errorTitle'), { description: t('onboarding.toasts.errorText') });
          const details = getValidationDetails(failure);
          const found = toBulkProblems(
            details ?? undefined,
            sent.map((item) => item.draft),
          );
          setProblems(
            found.flatMap((problem) => {
              const item = sent[problem.index];
              return item
                ? [
                    {
                      itemId: item.id,
                      field: problem.field,
                      apiField: problem.apiField,
                      message: problem.message,
                    },
                  ]
                : [];
            }),
          );
        },
      },
    );
  }

  const editingIndex = editingId === null ? -1 : items.findIndex((item) => item.id === editingId);
  const hasUnaddedDraft = !isFormBlank && editingId === null;
  const progress = STEP_PROGRESS[step];

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{t('onboarding.title')}</h1>
          <Button variant="ghost" size="sm" asChild className="text-muted-foreground">
            <Link href="/">{t('onboarding.skip')}</Link>
          </Button>
        </div>
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-3 text-sm">
            <span id={progressLabelId} className="font-medium">
              {t('onboarding.stepOf', { step, total: STEP_COUNT })}
            </span>
            <span data-testid="onboarding-progress-value" className="text-muted-foreground tabular-nums">
              {`${progress}%`}
            </span>
          </div>
          <Progress
            value={progress}
            aria-label={t('onboarding.progressLabel')}
            aria-describedby={progressLabelId}
            getValueLabel={(value) => `${value}%`}
          />
        </div>
      </header>

      {step === 1 ? <WelcomeStep onStart={() => goTo(2)} headingRef={stepHeadingRef} /> : null}

      {step === 2 ? (
        <div className="flex flex-col gap-6">
          <div className="flex flex-col gap-2">
            <h2
              ref={stepHeadingRef}
              tabIndex={-1}
              className="font-semibold text-2xl tracking-tight outline-none"
            >
              {t('onboarding.entry.title')}
            </h2>
            <p className="text-muted-foreground">{t('onboarding.entry.text')}</p>
          </div>

          <QuickStart onPick={handlePickSample} />

          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <PropertyDraftForm
              form={form}
              onSubmit={() => void handleSubmitDraft()}
              editingNumber={editingIndex === -1 ? null : editingIndex + 1}
              onCancelEdit={handleCancelEdit}
              headingRef={formHeadingRef}
            />
            <Card className="gap-4 lg:sticky lg:top-6" data-testid="onboarding-portfolio">
              <CardHeader className="px-4 sm:px-6">
                <h3
                  ref={listHeadingRef}
                  tabIndex={-1}
                  className="font-semibold text-lg leading-tight outline-none"
                >
                  {t('onboarding.list.title')}
                </h3>
                <CardDescription aria-live="polite">
                  {t('onboarding.list.count', { count: items.length })}
                </CardDescription>
              </CardHeader>
              <CardContent className="px-4 sm:px-6">
                <DraftList
                  items={items}
                  problems={problemsById}
                  editingId={editingId}
                  onEdit={handleEdit}
                  onRemove={handleRemove}
                />
              </CardContent>
            </Card>
          </div>

          {hasUnaddedDraft && items.length > 0 ? (
            <Alert variant="info">
              <Info aria-hidden="true" />
              <p>{t('onboarding.entry.unaddedNote')}</p>
            </Alert>
          ) : null}

          <StepNavigation onBack={() => goTo(1)} onContinue={() => goTo(3)} canContinue={items.length > 0} />
        </div>
      ) : null}

      {step === 3 ? (
        <ReviewStep
          items={items}
          problems={problemsById}
          problemSentences={problemSentences}
          isCompleting={createProperties.isPending}
          onBack={() => goTo(2)}
          onComplete={handleComplete}
          headingRef={stepHeadingRef}
        />
      ) : null}
    </div>
  );
}

type StepNavigationProps = { onBack: () => void; onContinue: () => void; canContinue: boolean };

function StepNavigation({ onBack, onContinue, canContinue }: StepNavigationProps) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" size="lg" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t('onboarding.entry.back')}
        </Button>
        <Button
          size="lg"
          onClick={onContinue}
          disabled={!canContinue}
          aria-describedby={canContinue ? undefined : hintId}
        >
          {t('onboarding.entry.continue')}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
      {canContinue ? null : (
        <p id={hintId} className="text-muted-foreground text-sm sm:text-right">
          {t('onboarding.entry.continueHint')}
        </p>
      )}
    </div>
  );
}
