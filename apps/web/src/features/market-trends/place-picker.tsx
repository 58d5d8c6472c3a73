import type { TMarketPlace } from '@rentfolio/contracts';
import { MapPin, Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import { PLACE_QUERY_MIN, useMarketPlaces } from './api';
import { placeFromTyped, QUICK_PICKS, samePlace, type TPlace } from './market-model';
import { US_STATES } from './us-states';

/** The picker asks the server once typing pauses this long. */
const PLACE_SEARCH_DELAY_MS = 250;

type Option = { id: string; place: TPlace; label: string; detail: string | null };

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
  const listId = `${ids}-list`;
  const hintId = `${ids}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(place?.zipCode ?? place?.city ?? '');
  const [state, setState] = useState(place?.state || QUICK_PICKS[0].state);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  // A new place on screen (a choice, Back, a link) shows in the pickers.
  const placeKey = place ? `${place.city}|${place.state}|${place.zipCode ?? ''}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new place resets what the user typed.
  useEffect(() => {
    if (!place) return;
    setText(place.zipCode ?? place.city);
    // A ZIP code typed alone has no state until the server names it.
    if (place.state) setState(place.state);
    setIsOpen(false);
    setActiveIndex(-1);
  }, [placeKey]);

  const typed = text.trim();
  const query = useDebouncedValue(typed, PLACE_SEARCH_DELAY_MS);
  const isSearching = typed.length >= PLACE_QUERY_MIN && isOpen;
  const places = useMarketPlaces(isSearching ? query : '');
  const isShowingQuickPicks =
    typed.length < PLACE_QUERY_MIN || samePlace(place, placeFromTyped(typed, state));

  const options = useMemo<Option[]>(() => {
    const quick = QUICK_PICKS.map((pick) => ({
      id: `quick-${pick.city}-${pick.state}`,
      place: { city: pick.city, state: pick.state },
      label: `${pick.city}, ${pick.state}`,
      detail: null,
    }));
    if (isShowingQuickPicks) return quick;
    const lower = typed.toLowerCase();
    const matchingQuick = quick.filter((option) => option.place.city.toLowerCase().startsWith(lower));
    const found = (places.data ?? [])
      .filter(
        (candidate: TMarketPlace) =>
          candidate.city !== '' &&
          candidate.state !== '' &&
          // A quick pick already listed is not listed twice (a ZIP code of its city is another option).
          (candidate.kind === 'zip' ||
            !matchingQuick.some((option) =>
              samePlace(option.place, { city: candidate.city, state: candidate.state }),
            )),
      )
      .map((candidate: TMarketPlace, index: number) => ({
        id: `found-${index}`,
        place:
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
  const isOpenWithList = isOpen && (options.length > 0 || !isShowingQuickPicks);
  const active = activeIndex >= 0 ? options[activeIndex] : undefined;

  function choose(next: TPlace) {
    setText(next.zipCode ?? next.city);
    if (next.state) setState(next.state);
    setIsOpen(false);
    setActiveIndex(-1);
    onChoose(next);
  }

  function submitTyped() {
    if (typed === '') return;
    choose(placeFromTyped(typed, state));
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
      case 'Enter':
        event.preventDefault();
        if (isOpen && active) choose(active.place);
        else submitTyped();
        break;
      case 'Escape':
        if (isOpen) {
          event.preventDefault();
          setIsOpen(false);
          setActiveIndex(-1);
        }
        break;
      default:
        break;
    }
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
        <div className="relative flex min-w-0 flex-col gap-2">
          <Label htmlFor={`${ids}-city`}>{t('market.picker.city')}</Label>
          <Input
            ref={inputRef}
            id={`${ids}-city`}
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={isOpenWithList}
            aria-controls={listId}
            aria-activedescendant={isOpenWithList && active ? `${ids}-${active.id}` : undefined}
            aria-describedby={hintId}
            placeholder={t('market.picker.cityPlaceholder')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setIsOpen(true);
              setActiveIndex(-1);
            }}
            onClick={() => setIsOpen(true)}
            onKeyDown={handleKeyDown}
            onBlur={() => {
              setIsOpen(false);
              setActiveIndex(-1);
            }}
          />
          <div
            className={cn(
              'absolute top-full right-0 left-0 z-30 mt-1 max-h-72 overflow-y-auto rounded-md border bg-popover text-popover-foreground shadow-md',
              !isOpenWithList && 'hidden',
            )}
          >
            {isShowingQuickPicks ? (
              <p className="px-3 pt-2 pb-1 font-medium text-muted-foreground text-xs" aria-hidden="true">
                {t('market.picker.popular')}
              </p>
            ) : null}
            <div
              id={listId}
              role="listbox"
              aria-label={isShowingQuickPicks ? t('market.picker.popular') : t('market.picker.city')}
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
                  onClick={() => choose(option.place)}
                  onMouseMove={() => setActiveIndex(index)}
                  className={cn(
                    'flex cursor-pointer flex-col gap-0.5 px-3 py-2 text-sm',
                    index === activeIndex && 'bg-accent text-accent-foreground',
                  )}
                >
                  <span className="font-medium">{option.label}</span>
                  {option.detail ? (
                    <span className="text-muted-foreground text-xs">{option.detail}</span>
                  ) : null}
                </div>
              ))}
            </div>
            {!isShowingQuickPicks && !isWaiting && options.length === 0 ? (
              <p className="px-3 py-2 text-muted-foreground text-sm">
                {places.isError
                  ? t('market.picker.searchFailed')
                  : t('market.picker.noMatches', { query: typed, state })}
              </p>
            ) : null}
          </div>
        </div>
        <Button type="submit" variant="outline" className="h-10">
          <Search aria-hidden="true" />
          {t('market.picker.show')}
        </Button>
      </div>
      <p id={hintId} className="text-muted-foreground text-xs">
        {t('market.picker.hint')}
      </p>
      <p role="status" className="sr-only">
        {isOpenWithList && !isShowingQuickPicks
          ? isWaiting
            ? t('market.picker.searching')
            : places.isError
              ? t('market.picker.searchFailed')
              : options.length === 0
                ? t('market.picker.noMatches', { query: typed, state })
                : t('market.picker.results', { count: options.length })
          : ''}
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
