import type { TMarketPlace } from '@rentfolio/contracts';
import { MapPin, Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceCombobox, type PlaceComboboxOption } from '@/components/place-combobox';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { PLACE_QUERY_MIN, useMarketPlaces } from './api';
import { placeFromTyped, QUICK_PICKS, samePlace, type TPlace } from './market-model';
import { US_STATES } from './us-states';

/** The picker asks the server once typing pauses this long. */
const PLACE_SEARCH_DELAY_MS = 250;

export type PlacePickerProps = {
  /** The place on screen (the pickers show it); null until the server has said which place it chose. */
  place: TPlace | null;
  onChoose: (place: TPlace) => void;
};

/**
 * The state <select> and the city combobox (WAI-ARIA combobox with a list box): the five quick picks come first,
 * every other place is found by typing (GET /api/market/places, once typing pauses). Arrow keys move through the
 * list, Enter chooses (or, with no option chosen, tries the typed city in the chosen state, or the typed ZIP code),
 * Escape closes it. Choosing a place sets its state too; a ZIP code shows as its code.
 */
export function PlacePicker({ place, onChoose }: PlacePickerProps) {
  const { t } = useTranslation();
  const ids = useId();
  const hintId = `${ids}-hint`;
  const [text, setText] = useState(place?.zipCode ?? place?.city ?? '');
  const [state, setState] = useState(place?.state || QUICK_PICKS[0].state);
  const [isOpen, setIsOpen] = useState(false);

  // A new place on screen (a choice, Back, a link) shows in the pickers.
  const placeKey = place ? `${place.city}|${place.state}|${place.zipCode ?? ''}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new place resets what the user typed.
  useEffect(() => {
    if (!place) return;
    setText(place.zipCode ?? place.city);
    // A ZIP code typed alone has no state until the server names it.
    if (place.state) setState(place.state);
    setIsOpen(false);
  }, [placeKey]);

  const typed = text.trim();
  const query = useDebouncedValue(typed, PLACE_SEARCH_DELAY_MS);
  const isSearching = typed.length >= PLACE_QUERY_MIN && isOpen;
  const places = useMarketPlaces(isSearching ? query : '');
  const isShowingQuickPicks =
    typed.length < PLACE_QUERY_MIN || samePlace(place, placeFromTyped(typed, state));

  const options = useMemo<PlaceComboboxOption<TPlace>[]>(() => {
    const quick = QUICK_PICKS.map((pick) => ({
      id: `quick-${pick.city}-${pick.state}`,
      value: { city: pick.city, state: pick.state },
      label: `${pick.city}, ${pick.state}`,
      detail: null,
    }));
    if (isShowingQuickPicks) return quick;
    const lower = typed.toLowerCase();
    const matchingQuick = quick.filter((option) => option.value.city.toLowerCase().startsWith(lower));
    const found = (places.data ?? [])
      .filter(
        (candidate: TMarketPlace) =>
          candidate.city !== '' &&
          candidate.state !== '' &&
          // A quick pick already listed is not listed twice (a ZIP code of its city is another option).
          (candidate.kind === 'zip' ||
            !matchingQuick.some((option) =>
              samePlace(option.value, { city: candidate.city, state: candidate.state }),
            )),
      )
      .map((candidate: TMarketPlace, index: number) => ({
        id: `found-${index}`,
        value:
          candidate.kind === 'zip' && candidate.zipCode
            ? { city: candidate.city, state: candidate.state, zipCode: candidate.zipCode }
            : { city: candidate.city, state: candidate.state },
        label: candidate.label,
        detail:
          candidate.kind === 'zip'
            ? t('market.picker.zip')
            : candidate.metroName && !candidate.metroName.startsWith(candidate.city)
              ? t('market.picker.inMetro', { metro: candidate.metroName })
              : null,
      }));
    return [...matchingQuick, ...found];
  }, [isShowingQuickPicks, typed, places.data, t]);

  const isWaiting = !isShowingQuickPicks && (query !== typed || places.isFetching);

  function choose(next: TPlace) {
    setText(next.zipCode ?? next.city);
    if (next.state) setState(next.state);
    setIsOpen(false);
    onChoose(next);
  }

  function submitTyped() {
    if (typed === '') return;
    choose(placeFromTyped(typed, state));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    submitTyped();
  }

  return (
    <form
      aria-label={t('market.picker.label')}
      onSubmit={handleSubmit}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs sm:p-5"
    >
      <div className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-end">
        <div className="flex min-w-0 flex-col gap-2">
          <Label htmlFor={`${ids}-state`}>{t('market.picker.state')}</Label>
          <NativeSelect id={`${ids}-state`} value={state} onChange={(event) => setState(event.target.value)}>
            {US_STATES.some((entry) => entry.code === state) ? null : <option value={state}>{state}</option>}
            {US_STATES.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {`${entry.name} (${entry.code})`}
              </option>
            ))}
          </NativeSelect>
        </div>
        <PlaceCombobox
          label={t('market.picker.city')}
          text={text}
          onTextChange={setText}
          options={options}
          onChoose={choose}
          isSearching={!isShowingQuickPicks}
          isLoading={isWaiting}
          texts={{
            list: isShowingQuickPicks ? t('market.picker.popular') : t('market.picker.city'),
            heading: isShowingQuickPicks ? t('market.picker.popular') : null,
            empty: t('market.picker.noMatches', { query: typed, state }),
            error: places.isError ? t('market.picker.searchFailed') : null,
            loading: t('market.picker.searching'),
            results: (count) => t('market.picker.results', { count }),
          }}
          describedBy={hintId}
          placeholder={t('market.picker.cityPlaceholder')}
          onEnterText={submitTyped}
          isOpen={isOpen}
          onOpenChange={setIsOpen}
        />
        <Button type="submit" variant="outline" className="h-10">
          <Search aria-hidden="true" />
          {t('market.picker.show')}
        </Button>
      </div>
      <p id={hintId} className="text-muted-foreground text-xs">
        {t('market.picker.hint')}
      </p>
      <ul className="flex flex-wrap gap-2" aria-label={t('market.picker.popular')}>
        {QUICK_PICKS.map((pick) => {
          const isCurrent = samePlace(place, pick);
          return (
            <li key={`${pick.city}-${pick.state}`}>
              <Button
                variant={isCurrent ? 'secondary' : 'outline'}
                size="sm"
                aria-pressed={isCurrent}
                onClick={() => choose({ city: pick.city, state: pick.state })}
              >
                <MapPin aria-hidden="true" />
                {`${pick.city}, ${pick.state}`}
              </Button>
            </li>
          );
        })}
      </ul>
    </form>
  );
}
