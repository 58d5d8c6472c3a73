import { fireEvent, render, screen, within } from '@testing-library/react';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PlaceCombobox, type PlaceComboboxOption, type PlaceComboboxProps } from './place-combobox';

const CITIES: PlaceComboboxOption<string>[] = [
  { id: 'denver', value: 'Denver, CO', label: 'Denver', detail: 'Colorado' },
  { id: 'austin', value: 'Austin, TX', label: 'Austin', isCurrent: true },
  { id: 'phoenix', value: 'Phoenix, AZ', label: 'Phoenix' },
];

const TEXTS = {
  list: 'Popular cities',
  heading: 'Popular',
  empty: 'Nothing matches.',
  loading: 'Looking…',
  results: (count: number) => `${count} found`,
};

type HarnessProps = Partial<PlaceComboboxProps<string>> & { initialText?: string };

/** The box with its text kept as a feature keeps it. */
function Harness({ initialText = '', ...props }: HarnessProps) {
  const [text, setText] = useState(initialText);
  return (
    <PlaceCombobox<string>
      label="City"
      text={text}
      onTextChange={setText}
      options={CITIES}
      onChoose={() => {}}
      isSearching={false}
      texts={TEXTS}
      hint="Type a city."
      {...props}
    />
  );
}

const box = () => screen.getByRole('combobox', { name: 'City' });
const options = () =>
  within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option', { hidden: true });
const status = () => screen.getByRole('status');
const press = (key: string) => fireEvent.keyDown(box(), { key });

/** The option the box points at (aria-activedescendant), by its text; null for none. */
function highlighted(): string | null {
  const id = box().getAttribute('aria-activedescendant');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('PlaceCombobox', () => {
  it('is a combobox named by its label and described by its hint, its list closed at first', () => {
    render(<Harness />);
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().getAttribute('aria-autocomplete')).toBe('list');
    const listbox = screen.getByRole('listbox', { hidden: true });
    expect(box().getAttribute('aria-controls')).toBe(listbox.id);
    expect(listbox.getAttribute('aria-label')).toBe('Popular cities');
    const hintId = box().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(hintId)?.textContent).toBe('Type a city.');
    // The list's box is hidden by its class (jsdom applies no style sheet).
    expect(listbox.parentElement?.className).toContain('hidden');
  });

  it('opens with Down on the first option, moves with Down and Up, and wraps at both ends', () => {
    render(<Harness />);
    press('ArrowDown');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox', { name: 'Popular cities' }).parentElement?.className).not.toContain(
      'hidden',
    );
    expect(highlighted()).toBe('DenverColorado');
    expect(options().map((option) => option.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    press('ArrowDown');
    expect(highlighted()).toBe('Austin');
    press('ArrowDown');
    press('ArrowDown');
    expect(highlighted()).toBe('DenverColorado');
    press('ArrowUp');
    expect(highlighted()).toBe('Phoenix');
  });

  it('opens with Up on the last option', () => {
    render(<Harness />);
    press('ArrowUp');
    expect(highlighted()).toBe('Phoenix');
  });

  it('chooses the highlighted option with Enter, and closes', () => {
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} />);
    press('ArrowDown');
    press('ArrowDown');
    press('Enter');
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('Austin, TX');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().getAttribute('aria-activedescendant')).toBeNull();
  });

  it('closes with Escape, keeping the text and choosing nothing', () => {
    const onChoose = vi.fn();
    const onDismiss = vi.fn();
    render(<Harness onChoose={onChoose} onDismiss={onDismiss} />);
    fireEvent.change(box(), { target: { value: 'Au' } });
    press('ArrowDown');
    const isUnhandled = fireEvent.keyDown(box(), { key: 'Escape' });
    expect(isUnhandled).toBe(false); // handled: a dialog around the box stays open
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect((box() as HTMLInputElement).value).toBe('Au');
    expect(onChoose).not.toHaveBeenCalled();
    expect(onDismiss).toHaveBeenCalledOnce();
    // Closed and not editing: Escape is left to the page.
    expect(fireEvent.keyDown(box(), { key: 'Escape' })).toBe(true);
  });

  it('takes Escape while the user edits, even with the list closed', () => {
    const onDismiss = vi.fn();
    render(<Harness isEditing onDismiss={onDismiss} />);
    expect(fireEvent.keyDown(box(), { key: 'Escape' })).toBe(false);
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('hands Enter without a highlighted option to the feature, or opens the list', () => {
    const onEnterText = vi.fn();
    const { unmount } = render(<Harness onEnterText={onEnterText} />);
    press('Enter');
    expect(onEnterText).toHaveBeenCalledOnce();
    unmount();

    render(<Harness />);
    press('Enter');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(highlighted()).toBeNull();
  });

  it('takes the first match with Enter when told to, but only of a search', () => {
    const onChoose = vi.fn();
    const { rerender } = render(<Harness onChoose={onChoose} entersFirstMatch isSearching />);
    fireEvent.change(box(), { target: { value: 'x' } });
    press('Enter');
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('Denver, CO');

    rerender(<Harness onChoose={onChoose} entersFirstMatch isSearching={false} />);
    fireEvent.click(box());
    press('Enter');
    expect(onChoose).toHaveBeenCalledOnce();
  });

  it('opens on typing and on a click, and chooses an option by a click without losing the focus', () => {
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} />);
    fireEvent.click(box());
    expect(box().getAttribute('aria-expanded')).toBe('true');
    const phoenix = screen.getByRole('option', { name: 'Phoenix' });
    // The press is cancelled, so the box keeps the focus and its list until the click.
    expect(fireEvent.mouseDown(phoenix)).toBe(false);
    fireEvent.mouseMove(phoenix);
    expect(highlighted()).toBe('Phoenix');
    fireEvent.click(phoenix);
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('Phoenix, AZ');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the box loses the focus, and tells the feature', () => {
    const onDismiss = vi.fn();
    render(<Harness onDismiss={onDismiss} />);
    press('ArrowDown');
    fireEvent.blur(box());
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('shows the heading to the eye only, and the current choice in bold', () => {
    render(<Harness />);
    fireEvent.click(box());
    expect(screen.getByText('Popular').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('option', { name: 'Austin' }).className).toContain('font-semibold');
    expect(screen.getByRole('option', { name: /^Denver/ }).className).not.toContain('font-semibold');
  });

  it('says how many a search found', () => {
    render(<Harness isSearching />);
    expect(status().textContent).toBe('');
    fireEvent.change(box(), { target: { value: 'a' } });
    expect(status().textContent).toBe('3 found');
    expect(screen.queryByText('Nothing matches.')).toBeNull();
  });

  it('says and shows that a search found nothing, and not while it waits', () => {
    const { rerender } = render(<Harness isSearching isLoading options={[]} />);
    fireEvent.change(box(), { target: { value: 'zz' } });
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(status().textContent).toBe('Looking…');
    expect(screen.queryByText('Nothing matches.')).toBeNull();

    rerender(<Harness isSearching options={[]} />);
    expect(status().textContent).toBe('Nothing matches.');
    expect(screen.getByRole('listbox').nextElementSibling?.textContent).toBe('Nothing matches.');
  });

  it('says that a search failed, and shows it when nothing is listed', () => {
    const failed = { ...TEXTS, error: 'The search failed.' };
    const { rerender } = render(<Harness isSearching texts={failed} />);
    fireEvent.change(box(), { target: { value: 'a' } });
    expect(status().textContent).toBe('The search failed.');
    expect(screen.queryByText('The search failed.', { selector: 'p:not([role])' })).toBeNull();

    rerender(<Harness isSearching texts={failed} options={[]} />);
    expect(screen.getByText('The search failed.', { selector: 'p:not([role])' })).toBeTruthy();
  });

  it('keeps a fixed list with no options closed', () => {
    render(<Harness options={[]} />);
    press('ArrowDown');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().getAttribute('aria-activedescendant')).toBeNull();
  });

  it('follows the open state the feature keeps, and starts again from no option when the feature closes it', () => {
    function Controlled() {
      const [isOpen, setIsOpen] = useState(false);
      return (
        <>
          <Harness isOpen={isOpen} onOpenChange={setIsOpen} />
          <button type="button" onClick={() => setIsOpen(false)}>
            Close
          </button>
        </>
      );
    }
    render(<Controlled />);
    press('ArrowDown');
    press('ArrowDown');
    expect(highlighted()).toBe('Austin');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(box().getAttribute('aria-expanded')).toBe('false');
    press('ArrowDown');
    expect(highlighted()).toBe('DenverColorado');
  });

  it('uses the describing element it is given, and an icon with room for it', () => {
    render(<Harness hint={undefined} describedBy="elsewhere" icon={ChevronDown} placeholder="e.g. Austin" />);
    expect(box().getAttribute('aria-describedby')).toBe('elsewhere');
    expect(box().getAttribute('placeholder')).toBe('e.g. Austin');
    expect(box().className).toContain('pr-9');
    expect(box().parentElement?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('selects the text on focus when told to', () => {
    render(<Harness initialText="Denver" selectsOnFocus />);
    const input = box() as HTMLInputElement;
    fireEvent.focus(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 6]);
  });
});
