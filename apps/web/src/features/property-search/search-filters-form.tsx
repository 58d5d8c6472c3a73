import { PROPERTY_TYPES, SEARCH_STATES } from '@rentfolio/contracts';
import { LoaderCircle, Search, SlidersHorizontal, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, type InputProps } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { MoneyInput } from '@/components/ui/money-input';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import { formatPropertyType } from './property-format';
import type { SearchFilterErrors, SearchFilterName, SearchFilterValues } from './search-filters';

export type SearchFiltersFormProps = {
  values: SearchFilterValues;
  errors: SearchFilterErrors;
  /** A failure that belongs to no single field (the server could not be reached, say). */
  formError: string | null;
  onFieldChange: (name: SearchFilterName, value: string) => void;
  /** Search, by the button or by Enter in a field. */
  onSubmit: () => void;
  onClear: () => void;
  isSearching: boolean;
};

/** The search filters of docs/product.md "Screens", "Input rules": text, city, state, type, price range and ROI range. */
export function SearchFiltersForm({
  values,
  errors,
  formError,
  onFieldChange,
  onSubmit,
  onClear,
  isSearching,
}: SearchFiltersFormProps) {
  const { t } = useTranslation();
  // A filter with a message opens the folded filters, so the message is seen.
  const [areMoreOpen, setAreMoreOpen] = useState(false);
  const hasHiddenError = Object.keys(errors).some((name) => name !== 'query');
  if (hasHiddenError && !areMoreOpen) setAreMoreOpen(true);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  function getAria(name: SearchFilterName) {
    return {
      id: `search-${name}`,
      name,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? `search-${name}-error` : undefined,
    } as const;
  }

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle id="search-filters-title">{t('search.filters.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          aria-labelledby="search-filters-title"
          onSubmit={handleSubmit}
          noValidate
          className="flex flex-col gap-4"
        >
          <Field name="query" label={t('search.filters.query')} error={errors.query}>
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                {...getAria('query')}
                type="search"
                autoComplete="off"
                enterKeyHint="search"
                placeholder={t('search.filters.queryPlaceholder')}
                value={values.query}
                onChange={(event) => onFieldChange('query', event.target.value)}
                className="pl-9"
              />
            </div>
          </Field>

          <Button
            type="button"
            variant="outline"
            className="self-start md:hidden"
            aria-expanded={areMoreOpen}
            aria-controls="search-more-filters"
            onClick={() => setAreMoreOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden="true" />
            {areMoreOpen ? t('search.filters.hideFilters') : t('search.filters.showFilters')}
          </Button>
          {/* On a phone the filters beyond the text box fold away; from 768 px they always show. */}
          <div
            id="search-more-filters"
            className={cn('flex-col gap-4 md:flex', areMoreOpen ? 'flex' : 'hidden')}
          >
            <div className="grid gap-4 sm:grid-cols-3">
              <Field name="city" label={t('search.filters.city')} error={errors.city}>
                <Input
                  {...getAria('city')}
                  type="text"
                  autoComplete="off"
                  enterKeyHint="search"
                  placeholder={t('search.filters.cityPlaceholder')}
                  value={values.city}
                  onChange={(event) => onFieldChange('city', event.target.value)}
                />
              </Field>
              <Field name="state" label={t('search.filters.state')} error={errors.state}>
                <NativeSelect
                  {...getAria('state')}
                  value={values.state}
                  onChange={(event) => onFieldChange('state', event.target.value)}
                >
                  <option value="">{t('search.filters.all')}</option>
                  {SEARCH_STATES.map((state) => (
                    <option key={state} value={state}>
                      {state}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Field name="propertyType" label={t('search.filters.propertyType')} error={errors.propertyType}>
                <NativeSelect
                  {...getAria('propertyType')}
                  value={values.propertyType}
                  onChange={(event) => onFieldChange('propertyType', event.target.value)}
                >
                  <option value="">{t('search.filters.all')}</option>
                  {PROPERTY_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {formatPropertyType(type)}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            </div>

            <div className="grid gap-4 sm:grid-cols-2">
              <div className="grid grid-cols-2 gap-3">
                <Field name="minPrice" label={t('search.filters.minPrice')} error={errors.minPrice}>
                  <MoneyInput
                    {...getAria('minPrice')}
                    enterKeyHint="search"
                    placeholder={t('search.filters.anyAmount')}
                    value={values.minPrice}
                    onValueChange={(value) => onFieldChange('minPrice', value)}
                  />
                </Field>
                <Field name="maxPrice" label={t('search.filters.maxPrice')} error={errors.maxPrice}>
                  <MoneyInput
                    {...getAria('maxPrice')}
                    enterKeyHint="search"
                    placeholder={t('search.filters.anyAmount')}
                    value={values.maxPrice}
                    onValueChange={(value) => onFieldChange('maxPrice', value)}
                  />
                </Field>
              </div>
              <div className="grid grid-cols-2 gap-3">
                <Field name="minROI" label={t('search.filters.minRoi')} error={errors.minROI}>
                  <PercentInput
                    {...getAria('minROI')}
                    placeholder={t('search.filters.anyAmount')}
                    value={values.minROI}
                    onChange={(event) => onFieldChange('minROI', event.target.value)}
                  />
                </Field>
                <Field name="maxROI" label={t('search.filters.maxRoi')} error={errors.maxROI}>
                  <PercentInput
                    {...getAria('maxROI')}
                    placeholder={t('search.filters.anyAmount')}
                    value={values.maxROI}
                    onChange={(event) => onFieldChange('maxROI', event.target.value)}
                  />
                </Field>
              </div>
            </div>
          </div>

          {formError ? (
            <Alert variant="destructive" role="alert">
              {formError}
            </Alert>
          ) : null}

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClear}>
              <X aria-hidden="true" />
              {t('search.filters.clearFilters')}
            </Button>
            <Button type="submit" disabled={isSearching}>
              {isSearching ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Search aria-hidden="true" />
              )}
              {isSearching ? t('search.filters.searching') : t('search.filters.search')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

type FieldProps = { name: SearchFilterName; label: string; error: string | undefined; children: ReactNode };

function Field({ name, label, error, children }: FieldProps) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={`search-${name}`}>{label}</Label>
      {children}
      {error ? (
        <p id={`search-${name}-error`} className="font-medium text-destructive text-xs">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A percentage, which may be negative or have decimals; without the browser's spin buttons. */
function PercentInput({ className, ...props }: InputProps) {
  return (
    <Input
      type="number"
      inputMode="decimal"
      step="any"
      enterKeyHint="search"
      className={cn(
        'tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
        className,
      )}
      {...props}
    />
  );
}
