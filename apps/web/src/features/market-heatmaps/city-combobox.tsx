import { ChevronDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceCombobox, type PlaceComboboxOption } from '@/components/place-combobox';
import { formatNumber } from '@/lib/format';
import { matchCities, QUICK_CITIES, sameCity, type THeatMapCity } from './heatmap-model';

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
  const currentLabel = value ? cityLabel(value) : t('heatmap.filters.allCities');
  /** The typed text while the user types; null shows the city on screen. */
  const [typed, setTyped] = useState<string | null>(null);

  const query = typed?.trim() ?? '';
  const isSearching = query !== '';
  const options = useMemo<PlaceComboboxOption<THeatMapCity | null>[]>(() => {
    if (!isSearching) {
      return [
        { id: 'all', value: null, label: t('heatmap.filters.allCities'), isCurrent: value === null },
        ...QUICK_CITIES.map((pick) => ({
          id: `quick-${pick.city}-${pick.state}`,
          value: pick,
          label: pick.city,
          isCurrent: sameCity(pick, value),
        })),
      ];
    }
    return matchCities(cities, query).map((city, index) => ({
      id: `found-${index}`,
      value: { city: city.city, state: city.state },
      label: `${city.city}, ${city.state}`,
      detail: t('heatmap.filters.places', { count: city.count, formatted: formatNumber(city.count, 0) }),
    }));
  }, [isSearching, query, cities, value, t]);

  function handleChoose(city: THeatMapCity | null) {
    setTyped(null);
    if (!sameCity(city, value)) onChange(city);
  }

  return (
    <PlaceCombobox
      label={t('heatmap.filters.city')}
      text={typed ?? currentLabel}
      onTextChange={setTyped}
      options={options}
      onChoose={handleChoose}
      isSearching={isSearching}
      texts={{
        list: isSearching ? t('heatmap.filters.matches') : t('heatmap.filters.popular'),
        empty: t('heatmap.filters.noMatches', { text: query }),
        results: (count) => t('heatmap.filters.results', { count }),
      }}
      hint={t('heatmap.filters.cityHint')}
      icon={ChevronDown}
      selectsOnFocus
      entersFirstMatch
      isEditing={typed !== null}
      onDismiss={() => setTyped(null)}
      layout="inline"
    />
  );
}
