import type { TPlausibilityWarning } from '@rentfolio/contracts';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';

/** Figures as a form holds them (text), read as numbers where they are numbers. */
export function toFigure(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text.replaceAll(',', ''));
  return Number.isFinite(value) ? value : undefined;
}

/**
 * "Is this right?": figures that are allowed but probably mistyped (docs/product.md "Input rules"). Shown before
 * saving, in words (not colour alone), announced politely; saving stays allowed.
 */
export function PlausibilityNotice({ warnings }: { warnings: readonly TPlausibilityWarning[] }) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite">
      {warnings.length > 0 ? (
        <Alert className="border-amber-500/50 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-50">
          <TriangleAlert aria-hidden="true" />
          <div className="flex flex-col gap-1">
            <p className="font-semibold">{t('plausibility.title')}</p>
            <ul className="flex list-disc flex-col gap-0.5 pl-4 text-sm">
              {warnings.map((warning) => (
                <li key={warning}>{t(`plausibility.${warning}`)}</li>
              ))}
            </ul>
            <p className="text-sm">{t('plausibility.saveAnyway')}</p>
          </div>
        </Alert>
      ) : null}
    </div>
  );
}
