import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { matchCities, QUICK_CITIES, sameCity, type THeatMapCity } from './heatmap-model';

type Option = { id: string; city: THeatMapCity | null; label: string; detail: string | null };

export type CityComboboxProps = {
  /** The city on screen; null for All Cities. */
  value: THeatMapCity | null;
  /** Every city of the places, with how many places each has. */
  cities: readonly (THeatMapCity & { count: number })[];
  onChange: (city: THeatMapCity | null) => void;
};

/** How a city reads in the box: a quick pick by its name alone, any other with its state. */
function cityLabel(city: THeatMapCity): string {
  return QUICK_CITIES.some((pick) => sameCity(pick, city)) ? city.city : `${city.city}, ${city.state}`;
}

/**
 * The city filter, a WAI-ARIA combobox with a list box: All Cities and the three markets come first; typing finds any
 * city present in the places (its name first, then any part of "City, ST"). Arrow keys move, Enter chooses, Escape
 * closes and puts back the city on screen, as does leaving the box.
 */
export function CityCombobox({ value, cities, onChange }: CityComboboxProps) {
  const { t } = useTranslation();
  const ids = useId();
  const listId = `${ids}-list`;
  const hintId = `${ids}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const currentLabel = value ? cityLabel(value) : t('heatmap.filters.allCities');
  /** The typed text while the user types; null shows the city on screen. */
  const [typed, setTyped] = useState<string | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const query = typed?.trim() ?? '';
  const isSearching = query !== '';
  const options = useMemo<Option[]>(() => {
    if (!isSearching) {
      return [
        { id: 'all', city: null, label: t('heatmap.filters.allCities'), detail: null },
        ...QUICK_CITIES.map((pick) => ({
          id: `quick-${pick.city}-${pick.state}`,
          city: pick,
          label: pick.city,
          detail: null,
        })),
      ];
    }
    return matchCities(cities, query).map((city, index) => ({
      id: `found-${index}`,
      city: { city: city.city, state: city.state },
      label: `${city.city}, ${city.state}`,
      detail: t('heatmap.filters.places', { count: city.count, formatted: formatNumber(city.count, 0) }),
    }));
  }, [isSearching, query, cities, t]);

  const active = activeIndex >= 0 ? options[activeIndex] : undefined;
  const isListShown = isOpen && (options.length > 0 || isSearching);

  function close() {
    setIsOpen(false);
    setActiveIndex(-1);
    setTyped(null);
  }

  function choose(option: Option) {
    close();
    if (!sameCity(option.city, value)) onChange(option.city);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setIsOpen(true);
        setActiveIndex((index) => (options.length === 0 ? -1 : (index + 1) % options.length));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setIsOpen(true);
        setActiveIndex((index) => (options.length === 0 ? -1 : index <= 0 ? options.length - 1 : index - 1));
        break;
      case 'Enter': {
        event.preventDefault();
        // Enter with no option highlighted takes the first match of the typed text.
        const option = active ?? (isSearching ? options[0] : undefined);
        if (isOpen && option) choose(option);
        else setIsOpen(true);
        break;
      }
      case 'Escape':
        if (isOpen || typed !== null) {
          event.preventDefault();
          close();
        }
        break;
      default:
        break;
    }
  }

  return (
    <div className="relative flex min-w-0 flex-col gap-2">
      <Label htmlFor={`${ids}-city`}>{t('heatmap.filters.city')}</Label>
      <div className="relative">
        <Input
          ref={inputRef}
          id={`${ids}-city`}
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={isListShown}
          aria-controls={listId}
          aria-activedescendant={isListShown && active ? `${ids}-${active.id}` : undefined}
          aria-describedby={hintId}
          className="pr-9"
          value={typed ?? currentLabel}
          onChange={(event) => {
            setTyped(event.target.value);
            setIsOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={(event) => event.target.select()}
          onClick={() => setIsOpen(true)}
          onKeyDown={handleKeyDown}
          onBlur={close}
        />
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
      </div>
      <div
        className={cn(
          'absolute top-full right-0 left-0 z-30 mt-1 max-h-72 overflow-y-auto rounded-md border bg-popover text-popover-foreground shadow-md',
          !isListShown && 'hidden',
        )}
      >
        <div
          id={listId}
          role="listbox"
          aria-label={isSearching ? t('heatmap.filters.matches') : t('heatmap.filters.popular')}
          className="py-1"
        >
          {options.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (arrows and Enter), as WAI-ARIA's pattern has it.
            <div
              key={option.id}
              id={`${ids}-${option.id}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === activeIndex}
              // Pressing keeps the focus in the box, so the list is not closed by the blur before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              onMouseMove={() => setActiveIndex(index)}
              className={cn(
                'flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm',
                index === activeIndex && 'bg-accent text-accent-foreground',
                sameCity(option.city, value) && !isSearching && 'font-semibold',
              )}
            >
              <span>{option.label}</span>
              {option.detail ? (
                <span className="shrink-0 text-muted-foreground text-xs">{option.detail}</span>
              ) : null}
            </div>
          ))}
        </div>
        {isSearching && options.length === 0 ? (
          <p className="px-3 py-2 text-muted-foreground text-sm">
            {t('heatmap.filters.noMatches', { text: query })}
          </p>
        ) : null}
      </div>
      <p id={hintId} className="text-muted-foreground text-xs">
        {t('heatmap.filters.cityHint')}
      </p>
      <p role="status" className="sr-only">
        {isListShown && isSearching
          ? options.length === 0
            ? t('heatmap.filters.noMatches', { text: query })
            : t('heatmap.filters.results', { count: options.length })
          : ''}
      </p>
    </div>
  );
}
