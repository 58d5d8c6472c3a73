import type { LucideIcon } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** One choice of the list: its id (unique in the list), what choosing it gives, and how it reads. */
export type PlaceComboboxOption<TValue> = {
  id: string;
  value: TValue;
  label: string;
  /** A second, quieter line or column: "ZIP code", "in the Denver metro", "12 places". */
  detail?: string | null;
  /** The choice on screen, shown in bold. */
  isCurrent?: boolean;
};

/** The words of the list; every one is the feature's, already translated. */
export type PlaceComboboxTexts = {
  /** The list box's name. */
  list: string;
  /** A heading over the list (hidden from assistive technology, which hears the list's name). */
  heading?: string | null;
  /** Said and shown when a search matches nothing. */
  empty: string;
  /** Said and shown in place of the matches when the search failed. */
  error?: string | null;
  /** Said while the search's answer is awaited. */
  loading?: string;
  /** Said when a search has answered with `count` matches. */
  results: (count: number) => string;
};

export type PlaceComboboxProps<TValue> = {
  /** The box's visible label, which is also its accessible name. */
  label: string;
  /** The text in the box: the feature keeps it (typed text, or the place on screen). */
  text: string;
  onTextChange: (text: string) => void;
  options: readonly PlaceComboboxOption<TValue>[];
  onChoose: (value: TValue) => void;
  /** Whether the options are the matches of a search (false: a fixed list, such as the quick picks). */
  isSearching: boolean;
  /** A search's answer is awaited: it is said, and no "nothing matches" is shown meanwhile. */
  isLoading?: boolean;
  texts: PlaceComboboxTexts;
  /** A hint shown under the box. */
  hint?: string;
  /** The id of a hint the feature shows elsewhere (instead of `hint`). */
  describedBy?: string;
  placeholder?: string;
  /** An icon at the box's end (a chevron), decorative. */
  icon?: LucideIcon;
  /** Focusing the box selects its text, so typing replaces the choice on screen. */
  selectsOnFocus?: boolean;
  /** Enter with no option highlighted takes the first match of a search. */
  entersFirstMatch?: boolean;
  /** Enter with no option to choose: the feature tries the typed text itself (else Enter opens the list). */
  onEnterText?: () => void;
  /** The text is the user's typing: Escape then applies even with the list closed. */
  isEditing?: boolean;
  /** Escape or leaving the box closed the list: the feature may put back the text of the choice on screen. */
  onDismiss?: () => void;
  /** Whether the list is open, for a feature that searches only while it is (else the box keeps it). */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Options as two lines (label over detail) or one (detail at the end). */
  layout?: 'stacked' | 'inline';
  className?: string;
};

/**
 * The place box of the market screens: a WAI-ARIA combobox with a list box (aria-activedescendant keeps the focus in
 * the box). Up and Down open the list and move through it, wrapping at its ends; Enter chooses the highlighted option;
 * Escape, or leaving the box, closes it. A search says how many matches it found, that it is waiting, that it failed
 * or that nothing matches, through a polite status.
 */
export function PlaceCombobox<TValue>({
  label,
  text,
  onTextChange,
  options,
  onChoose,
  isSearching,
  isLoading = false,
  texts,
  hint,
  describedBy,
  placeholder,
  icon: Icon,
  selectsOnFocus = false,
  entersFirstMatch = false,
  onEnterText,
  isEditing = false,
  onDismiss,
  isOpen: isOpenProp,
  onOpenChange,
  layout = 'stacked',
  className,
}: PlaceComboboxProps<TValue>) {
  const ids = useId();
  const inputId = `${ids}-input`;
  const listId = `${ids}-list`;
  const hintId = `${ids}-hint`;
  const [isOwnOpen, setIsOwnOpen] = useState(false);
  const isOpen = isOpenProp ?? isOwnOpen;
  const [activeIndex, setActiveIndex] = useState(-1);
  // A list closed from outside (a new place on screen) starts again from no highlighted option.
  if (!isOpen && activeIndex !== -1) setActiveIndex(-1);

  const active = activeIndex >= 0 ? options[activeIndex] : undefined;
  // A fixed list with nothing in it stays closed; a search shows its state (waiting, nothing found) in the list.
  const isListShown = isOpen && (options.length > 0 || isSearching);
  const emptyText = texts.error ?? texts.empty;

  function setIsOpen(next: boolean) {
    setIsOwnOpen(next);
    onOpenChange?.(next);
  }

  function close() {
    setIsOpen(false);
    setActiveIndex(-1);
  }

  function dismiss() {
    close();
    onDismiss?.();
  }

  function choose(option: PlaceComboboxOption<TValue>) {
    close();
    onChoose(option.value);
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
        const option = active ?? (entersFirstMatch && isSearching ? options[0] : undefined);
        if (isOpen && option) choose(option);
        else if (onEnterText) onEnterText();
        else setIsOpen(true);
        break;
      }
      case 'Escape':
        if (isOpen || isEditing) {
          event.preventDefault();
          dismiss();
        }
        break;
      default:
        break;
    }
  }

  const input = (
    <Input
      id={inputId}
      role="combobox"
      autoComplete="off"
      spellCheck={false}
      aria-autocomplete="list"
      aria-expanded={isListShown}
      aria-controls={listId}
      aria-activedescendant={isListShown && active ? `${ids}-${active.id}` : undefined}
      aria-describedby={describedBy ?? (hint ? hintId : undefined)}
      className={Icon ? 'pr-9' : undefined}
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        onTextChange(event.target.value);
        setIsOpen(true);
        setActiveIndex(-1);
      }}
      onFocus={selectsOnFocus ? (event) => event.target.select() : undefined}
      onClick={() => setIsOpen(true)}
      onKeyDown={handleKeyDown}
      onBlur={dismiss}
    />
  );

  return (
    <div className={cn('relative flex min-w-0 flex-col gap-2', className)}>
      <Label htmlFor={inputId}>{label}</Label>
      {Icon ? (
        <div className="relative">
          {input}
          <Icon
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
        </div>
      ) : (
        input
      )}
      <div
        className={cn(
          'absolute top-full right-0 left-0 z-30 mt-1 max-h-72 overflow-y-auto rounded-md border bg-popover text-popover-foreground shadow-md',
          !isListShown && 'hidden',
        )}
      >
        {texts.heading ? (
          <p className="px-3 pt-2 pb-1 font-medium text-muted-foreground text-xs" aria-hidden="true">
            {texts.heading}
          </p>
        ) : null}
        <div id={listId} role="listbox" aria-label={texts.list} className="py-1">
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
                'flex cursor-pointer px-3 py-2 text-sm',
                layout === 'stacked' ? 'flex-col gap-0.5' : 'items-baseline justify-between gap-3',
                index === activeIndex && 'bg-accent text-accent-foreground',
                option.isCurrent && 'font-semibold',
              )}
            >
              <span className={layout === 'stacked' ? 'font-medium' : undefined}>{option.label}</span>
              {option.detail ? (
                <span className={cn('text-muted-foreground text-xs', layout === 'inline' && 'shrink-0')}>
                  {option.detail}
                </span>
              ) : null}
            </div>
          ))}
        </div>
        {isSearching && !isLoading && options.length === 0 ? (
          <p className="px-3 py-2 text-muted-foreground text-sm">{emptyText}</p>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {isListShown && isSearching
          ? isLoading
            ? (texts.loading ?? '')
            : (texts.error ?? (options.length === 0 ? texts.empty : texts.results(options.length)))
          : ''}
      </p>
    </div>
  );
}
