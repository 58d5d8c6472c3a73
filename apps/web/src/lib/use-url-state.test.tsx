import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { z } from 'zod';
import {
  defaultUrlState,
  formatUrlState,
  parseUrlState,
  type TUrlStateOptions,
  useUrlState,
} from './use-url-state';

// A screen of these tests' own: a text, a size, a page number and a sort of two parameters.
const ZScreen = z.object({
  text: z.string().trim().catch(''),
  size: z.enum(['small', 'large']).catch('small'),
  page: z.coerce.number().int().min(1).catch(1),
  sortBy: z.enum(['name', 'price']).catch('name'),
  sortOrder: z.enum(['asc', 'desc']).catch('asc'),
});
type TScreen = z.output<typeof ZScreen>;
const OPTIONS: TUrlStateOptions<TScreen> = { paramNames: { text: 'q' }, together: [['sortBy', 'sortOrder']] };
const DEFAULTS: TScreen = { text: '', size: 'small', page: 1, sortBy: 'name', sortOrder: 'asc' };

describe('parseUrlState', () => {
  it('reads every field as its default from an address without parameters', () => {
    expect(parseUrlState(ZScreen, '', OPTIONS)).toEqual(DEFAULTS);
    expect(parseUrlState(ZScreen, '?', OPTIONS)).toEqual(DEFAULTS);
    expect(defaultUrlState(ZScreen)).toEqual(DEFAULTS);
  });

  it('reads each field from its parameter, with or without the "?", by its own name or the one it is given', () => {
    expect(parseUrlState(ZScreen, '?q=%20maple+street%20&size=large&page=3', OPTIONS)).toEqual({
      ...DEFAULTS,
      text: 'maple street',
      size: 'large',
      page: 3,
    });
    expect(parseUrlState(ZScreen, 'sortBy=price&sortOrder=desc', OPTIONS)).toEqual({
      ...DEFAULTS,
      sortBy: 'price',
      sortOrder: 'desc',
    });
    // Without the options the field is read by its own name, and `q` is an unknown parameter.
    expect(parseUrlState(ZScreen, '?q=maple&text=oak')).toEqual({ ...DEFAULTS, text: 'oak' });
  });

  it('reads an invalid value as that field’s default only, and ignores unknown parameters', () => {
    expect(parseUrlState(ZScreen, '?size=huge&page=0&q=oak&colour=red', OPTIONS)).toEqual({
      ...DEFAULTS,
      text: 'oak',
    });
    expect(parseUrlState(ZScreen, '?page=2.5&sortBy=price&sortOrder=sideways', OPTIONS)).toEqual({
      ...DEFAULTS,
      sortBy: 'price',
    });
  });

  it('takes the first of a repeated parameter', () => {
    expect(parseUrlState(ZScreen, '?size=large&size=small', OPTIONS).size).toBe('large');
  });

  it('reads every field as its default when the schema refuses the address as a whole', () => {
    const ZRange = z
      .object({ from: z.coerce.number().catch(0), to: z.coerce.number().catch(0) })
      .refine((range) => range.from <= range.to);
    expect(parseUrlState(ZRange, '?from=2&to=5')).toEqual({ from: 2, to: 5 });
    expect(parseUrlState(ZRange, '?from=5&to=2')).toEqual({ from: 0, to: 0 });
  });
});

describe('formatUrlState', () => {
  it('writes nothing for the default state', () => {
    expect(formatUrlState(ZScreen, DEFAULTS, OPTIONS)).toBe('');
  });

  it('writes only the fields that differ from their defaults, in the schema’s order, by their parameter names', () => {
    expect(formatUrlState(ZScreen, { ...DEFAULTS, page: 4, text: 'maple street' }, OPTIONS)).toBe(
      'q=maple+street&page=4',
    );
    expect(formatUrlState(ZScreen, { ...DEFAULTS, size: 'large' })).toBe('size=large');
  });

  it('writes the whole of a group when one of its fields differs, and none of it otherwise', () => {
    expect(formatUrlState(ZScreen, { ...DEFAULTS, sortBy: 'price' }, OPTIONS)).toBe(
      'sortBy=price&sortOrder=asc',
    );
    expect(formatUrlState(ZScreen, { ...DEFAULTS, sortOrder: 'desc' }, OPTIONS)).toBe(
      'sortBy=name&sortOrder=desc',
    );
    // Without the group, each field alone.
    expect(formatUrlState(ZScreen, { ...DEFAULTS, sortOrder: 'desc' })).toBe('sortOrder=desc');
  });

  it('reads back what it writes', () => {
    const states: TScreen[] = [
      DEFAULTS,
      { text: 'a & b = c?', size: 'large', page: 12, sortBy: 'price', sortOrder: 'desc' },
      { ...DEFAULTS, text: '50% off #1' },
    ];
    for (const state of states) {
      expect(parseUrlState(ZScreen, formatUrlState(ZScreen, state, OPTIONS), OPTIONS)).toEqual(state);
    }
    expect(formatUrlState(ZScreen, { ...DEFAULTS, text: 'a & b = c?' }, OPTIONS)).toBe('q=a+%26+b+%3D+c%3F');
  });
});

/** The hook inside a memory router at `path`, with the history it records. */
function renderAt(path: string, options: TUrlStateOptions<TScreen> = OPTIONS) {
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => <Router hook={location.hook}>{children}</Router>;
  const view = renderHook(() => useUrlState(ZScreen, options), { wrapper });
  return { ...view, location, history: location.history as string[] };
}

describe('useUrlState', () => {
  it('returns the state of the address, and its query as the schema writes it', () => {
    const { result } = renderAt('/screen?page=2&size=large&colour=red');
    expect(result.current.state).toEqual({ ...DEFAULTS, size: 'large', page: 2 });
    expect(result.current.search).toBe('size=large&page=2');
  });

  it('writes the fields given over the others, pushing an entry at the same path', () => {
    const { result, history } = renderAt('/screen?size=large&colour=red');
    act(() => result.current.setState({ text: 'oak', page: 2 }));
    expect(history).toEqual(['/screen?size=large&colour=red', '/screen?q=oak&size=large&page=2']);
    expect(result.current.state).toEqual({ ...DEFAULTS, text: 'oak', size: 'large', page: 2 });
  });

  it('leaves out what returns to its default, down to the bare path', () => {
    const { result, history } = renderAt('/screen?q=oak&page=3');
    act(() => result.current.setState({ page: 1 }));
    act(() => result.current.setState((current) => ({ text: current.text === 'oak' ? '' : 'elm' })));
    expect(history).toEqual(['/screen?q=oak&page=3', '/screen?q=oak', '/screen']);
    expect(result.current.state).toEqual(DEFAULTS);
  });

  it('replaces the entry when the screen or the write asks for it', () => {
    const replacing = renderAt('/screen', { ...OPTIONS, history: 'replace' });
    act(() => replacing.result.current.setState({ size: 'large' }));
    expect(replacing.history).toEqual(['/screen?size=large']);

    const once = renderAt('/screen');
    act(() => once.result.current.setState({ size: 'large' }, { history: 'replace' }));
    act(() => once.result.current.setState({ page: 2 }));
    expect(once.history).toEqual(['/screen?size=large', '/screen?size=large&page=2']);
  });

  it('adds no entry for a write that leaves the state as it is', () => {
    const { result, history } = renderAt('/screen?size=large&colour=red');
    act(() => result.current.setState({ size: 'large' }));
    act(() => result.current.setState((current) => ({ page: current.page })));
    expect(history).toEqual(['/screen?size=large&colour=red']);
  });

  it('follows the address when it changes elsewhere (Back, a link)', () => {
    const { result, location } = renderAt('/screen?page=2');
    act(() => location.navigate('/screen?sortBy=price&sortOrder=desc'));
    expect(result.current.state).toEqual({ ...DEFAULTS, sortBy: 'price', sortOrder: 'desc' });
    act(() => result.current.setState({ page: 5 }));
    // The write starts from the address as it is now, not as it was at first.
    expect(result.current.search).toBe('page=5&sortBy=price&sortOrder=desc');
  });

  it('compares and writes states in their canonical form when the screen gives one', () => {
    // Here a text of one letter names no search: it is written as none.
    const canonical = (state: TScreen): TScreen => (state.text.length < 2 ? { ...state, text: '' } : state);
    const { result, history } = renderAt('/screen?q=a', { ...OPTIONS, canonical });
    expect(result.current.state.text).toBe('a');
    expect(result.current.search).toBe('');
    act(() => result.current.setState({ text: 'b' }));
    expect(history).toEqual(['/screen?q=a']);
    act(() => result.current.setState({ text: 'c', size: 'large' }));
    expect(history).toEqual(['/screen?q=a', '/screen?size=large']);
  });
});
