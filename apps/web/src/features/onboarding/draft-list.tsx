import { isPropertyType } from '@rentfolio/contracts';
import { CircleAlert, Home, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatCurrency } from '@/lib/format';
import { cn } from '@/lib/utils';
import { getDraftNumber, type PropertyDraft } from './onboarding-model';

/** A property on the setup list; `id` keeps its identity while the list changes. */
export type DraftItem = { id: number; draft: PropertyDraft };

export type DraftListProps = {
  items: readonly DraftItem[];
  /** The server's messages about each item, by item id (a refused Complete Setup). */
  problems?: Readonly<Record<number, readonly string[]>>;
  editingId?: number | null;
  onEdit?: (item: DraftItem) => void;
  onRemove?: (item: DraftItem) => void;
};

/** The portfolio list of the setup (docs/product.md "Screens" (Onboarding)): each property, with Edit and Remove while editing. */
export function DraftList({ items, problems = {}, editingId = null, onEdit, onRemove }: DraftListProps) {
  const { t } = useTranslation();

  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
        <Home className="size-6 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{t('onboarding.list.emptyTitle')}</p>
        <p className="max-w-sm text-muted-foreground text-sm">{t('onboarding.list.emptyText')}</p>
      </div>
    );
  }

  return (
    <ul className="flex flex-col divide-y rounded-lg border" data-testid="onboarding-property-list">
      {items.map((item, index) => {
        const { draft } = item;
        const itemProblems = problems[item.id] ?? [];
        const place = [draft.city.trim(), draft.state.trim().toUpperCase()].filter(Boolean).join(', ');
        const typeLabel = isPropertyType(draft.propertyType)
          ? t(`dealForm.propertyTypes.${draft.propertyType}`)
          : draft.propertyType;
        const details = [place, typeLabel];
        if (draft.bedrooms.trim() !== '' || draft.bathrooms.trim() !== '') {
          details.push(
            t('onboarding.list.bedBath', {
              bedrooms: draft.bedrooms.trim() || '–',
              bathrooms: draft.bathrooms.trim() || '–',
            }),
          );
        }
        const isEditing = editingId === item.id;
        return (
          <li
            key={item.id}
            className={cn(
              'flex flex-col gap-3 p-3 sm:p-4',
              isEditing && 'bg-accent/60',
              itemProblems.length > 0 && 'bg-destructive/5',
            )}
          >
            <div className="flex min-w-0 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-muted-foreground text-xs tabular-nums">{index + 1}.</span>
                <p className="min-w-0 break-words font-medium">{draft.address}</p>
                {isEditing ? <Badge variant="brand">{t('onboarding.list.editing')}</Badge> : null}
                {itemProblems.length > 0 ? (
                  <Badge variant="outline" className="border-destructive/40 text-destructive">
                    <CircleAlert aria-hidden="true" />
                    {t('onboarding.list.hasProblems')}
                  </Badge>
                ) : null}
              </div>
              <p className="text-muted-foreground text-sm">{details.join(' · ')}</p>
              <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                <div className="flex gap-1">
                  <dt className="text-muted-foreground">{t('onboarding.list.price')}</dt>
                  <dd className="font-medium tabular-nums">
                    {formatCurrency(getDraftNumber(draft.purchasePrice), { isWhole: true })}
                  </dd>
                </div>
                <div className="flex gap-1">
                  <dt className="text-muted-foreground">{t('onboarding.list.rent')}</dt>
                  <dd className="font-medium tabular-nums">
                    {t('onboarding.list.perMonth', {
                      amount: formatCurrency(getDraftNumber(draft.monthlyRent), { isWhole: true }),
                    })}
                  </dd>
                </div>
              </dl>
              {itemProblems.length > 0 ? (
                <ul className="mt-1 flex flex-col gap-0.5 font-medium text-destructive text-xs">
                  {itemProblems.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              ) : null}
            </div>
            {onEdit || onRemove ? (
              <div className="flex flex-wrap gap-2">
                {onEdit ? (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t('onboarding.list.editLabel', { address: draft.address })}
                    onClick={() => onEdit(item)}
                  >
                    <Pencil aria-hidden="true" />
                    {t('onboarding.list.edit')}
                  </Button>
                ) : null}
                {onRemove ? (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t('onboarding.list.removeLabel', { address: draft.address })}
                    onClick={() => onRemove(item)}
                    className="text-destructive hover:text-destructive"
                  >
                    <Trash2 aria-hidden="true" />
                    {t('onboarding.list.remove')}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
