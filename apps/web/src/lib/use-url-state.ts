import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { z } from 'zod';

/**
 * A screen's state kept in its address, described by a zod object schema: one field per query parameter, each reading
 * the parameter's text (undefined when the address has none) and falling back to its default with `.catch()`, so
 * that a missing, malformed or unknown value reads as the default and an old or hand-edited link still opens.
 * Parameters the schema does not name are ignored, and dropped by the next write.
 */
export type TUrlStateSchema = z.ZodObject;

export type TUrlHistory = 'push' | 'replace';

export type TUrlStateOptions<TState> = {
  /** A field's parameter name where it is not the field's own (the search text is written `q`). */
  paramNames?: Partial<Record<keyof TState & string, string>>;
  /**
   * Fields written together: when one of them differs from its default, all of them are written (a sort is a key and
   * an order, and links have always carried both).
   */
  together?: readonly (readonly (keyof TState & string)[])[];
  /** Each write a new entry of the browser's history, so that Back returns to the state before (the default), or not. */
  history?: TUrlHistory;
  /**
   * The form a state is written in, when two states can name the same thing (a search whose filters the server would
   * refuse is no search at all): a write whose canonical address is the current one's is skipped, and `search` is
   * the canonical address.
   */
  canonical?: (state: TState) => TState;
};

/** The parameter name of each field of the schema, in the schema's order. */
function paramsOf<TState>(schema: TUrlStateSchema, options: TUrlStateOptions<TState>): [string, string][] {
  const names: Partial<Record<string, string>> = options.paramNames ?? {};
  return Object.keys(schema.shape).map((field) => [field, names[field] ?? field]);
}

/** The state every field falls back to: what the schema reads from an address without parameters. */
export function defaultUrlState<S extends TUrlStateSchema>(schema: S): z.output<S> {
  return schema.parse({});
}

/**
 * The state an address's query (with or without its "?") asks for. A field whose value the schema refuses reads as its
 * default; should the object as a whole be refused (a rule across fields), every field reads as its default.
 */
export function parseUrlState<S extends TUrlStateSchema>(
  schema: S,
  search: string,
  options: TUrlStateOptions<z.output<S>> = {},
): z.output<S> {
  const params = new URLSearchParams(search);
  const raw: Record<string, string> = {};
  for (const [field, param] of paramsOf(schema, options)) {
    const value = params.get(param);
    if (value !== null) raw[field] = value;
  }
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : defaultUrlState(schema);
}

/**
 * The query (without "?") that writes a state: only the fields that differ from their defaults (and the rest of their
 * `together` group), in the schema's order, each as its text. '' for the default state.
 */
export function formatUrlState<S extends TUrlStateSchema>(
  schema: S,
  state: z.output<S>,
  options: TUrlStateOptions<z.output<S>> = {},
): string {
  const defaults = defaultUrlState(schema) as Record<string, unknown>;
  const values = state as Record<string, unknown>;
  const differs = (field: string) => String(values[field]) !== String(defaults[field]);
  const written = new Set<string>();
  for (const [field] of paramsOf(schema, options)) if (differs(field)) written.add(field);
  for (const group of options.together ?? []) {
    if (group.some((field) => written.has(field))) for (const field of group) written.add(field);
  }
  const params = new URLSearchParams();
  for (const [field, param] of paramsOf(schema, options)) {
    if (written.has(field)) params.set(param, String(values[field]));
  }
  return params.toString();
}

export type TUrlStateUpdate<TState> = Partial<TState> | ((current: TState) => Partial<TState>);

export type TUrlState<TState> = {
  /** The state the address asks for. */
  state: TState;
  /** The address's query as this state writes it (canonical, without "?"): equal for two addresses of one state. */
  search: string;
  /**
   * Writes the fields given over the current ones (a function gets the current state), at the same path; the other
   * fields keep their values. A write that leaves the address's state as it is adds no history entry.
   */
  setState: (update: TUrlStateUpdate<TState>, options?: { history?: TUrlHistory }) => void;
};

const NO_OPTIONS = {};

/**
 * The screen's state in its address, through wouter's location (the browser's, or the memory one of the tests): it
 * follows the address (Back, Forward, a link), and a write navigates, pushing a history entry unless told to replace.
 * The schema and the options are constants of the screen's module: the address is read again when they change.
 */
export function useUrlState<S extends TUrlStateSchema>(
  schema: S,
  options: TUrlStateOptions<z.output<S>> = NO_OPTIONS,
): TUrlState<z.output<S>> {
  type TState = z.output<S>;
  const search = useSearch();
  const [path, navigate] = useLocation();
  const state = useMemo(() => parseUrlState(schema, search, options), [schema, search, options]);
  const { canonical } = options;
  const canonicalSearch = useMemo(
    () => formatUrlState(schema, canonical ? canonical(state) : state, options),
    [schema, state, canonical, options],
  );

  // A write after an await (a search that has answered) starts from the address as it is then, not as it was.
  const latest = useRef({ state, canonicalSearch, path });
  useEffect(() => {
    latest.current = { state, canonicalSearch, path };
  });

  const setState = useCallback(
    (update: TUrlStateUpdate<TState>, writeOptions: { history?: TUrlHistory } = {}) => {
      const current = latest.current;
      const patch = typeof update === 'function' ? update(current.state) : update;
      const merged = { ...current.state, ...patch } as TState;
      const next = formatUrlState(schema, canonical ? canonical(merged) : merged, options);
      if (next === current.canonicalSearch) return;
      const history = writeOptions.history ?? options.history ?? 'push';
      navigate(next ? `${current.path}?${next}` : current.path, { replace: history === 'replace' });
    },
    [schema, options, canonical, navigate],
  );

  return { state, search: canonicalSearch, setState };
}
