import type { TProperty } from '@rentfolio/contracts';
import { Columns3, Search } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useProperties } from '@/features/portfolio/api';
import { COMPARE_LIMIT, toggleSelection } from '@/features/property-comparison/comparison-model';
import { ComparisonSummaries } from '@/features/property-comparison/comparison-summaries';
import { ComparisonTables } from '@/features/property-comparison/comparison-tables';
import { PropertyPicker } from '@/features/property-comparison/property-picker';
import {
  EmptyState,
  PropertiesLoadFailed,
  PropertiesLoading,
} from '@/features/property-search/result-states';

/**
 * /property-comparison (spec §2 "Property Comparison", §4 "Compare selection"): tick up to 3 properties, then see them
 * side by side with the best ROI, best cash flow and lowest entry cost named.
 */
export function PropertyComparisonPage() {
  const { t } = useTranslation();
  const properties = useProperties();
  const [selectedIds, setSelectedIds] = useState<number[]>([]);

  const handleToggle = useCallback((id: number) => {
    setSelectedIds((current) => toggleSelection(current, id));
  }, []);
  const handleClear = useCallback(() => setSelectedIds([]), []);

  const all = properties.data ?? [];
  // In the order they were ticked; a property deleted meanwhile drops out.
  const selected = useMemo(() => {
    const byId = new Map(all.map((property) => [property.id, property]));
    return selectedIds.map((id) => byId.get(id)).filter((property): property is TProperty => !!property);
  }, [all, selectedIds]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{t('search.comparison.title')}</h1>
          <p className="text-lg text-muted-foreground">
            {t('search.comparison.text', { max: COMPARE_LIMIT })}
          </p>
        </div>
        <Button asChild variant="outline" className="self-start sm:self-auto">
          <Link href="/property-search">
            <Search aria-hidden="true" />
            {t('search.comparison.searchLink')}
          </Link>
        </Button>
      </div>

      {properties.isPending ? (
        <PropertiesLoading />
      ) : properties.isError && properties.data === undefined ? (
        <PropertiesLoadFailed onRetry={() => void properties.refetch()} />
      ) : all.length === 0 ? (
        <EmptyState title={t('search.comparison.emptyTitle')} text={t('search.comparison.emptyText')} />
      ) : (
        <>
          <PropertyPicker
            properties={all}
            selectedIds={selected.map((property) => property.id)}
            onToggle={handleToggle}
            onClear={handleClear}
          />
          {selected.length < 2 ? (
            <Alert variant="info">
              <Columns3 aria-hidden="true" />
              <p>
                {selected[0]
                  ? t('search.comparison.pickOneMore', { address: selected[0].address })
                  : t('search.comparison.pickMore')}
              </p>
            </Alert>
          ) : (
            <>
              <ComparisonSummaries properties={selected} />
              <ComparisonTables properties={selected} />
            </>
          )}
        </>
      )}
    </div>
  );
}
