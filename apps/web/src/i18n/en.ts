import { enApp } from './en-app';
import { enCore } from './en-core';
import { enPanels } from './en-panels';

/**
 * English texts, grouped by area: the first screen's (./en-core.ts), the sign-in panels' (./en-panels.ts) and the
 * signed-in screens' (./en-app.ts), loaded separately. Another language is a pair of files of the same shapes, typed from these.
 */
export const en = { ...enCore, ...enPanels, ...enApp } as const;

/** The shape every language file must have: the same keys as English, any strings. */
type DeepStrings<T> = { readonly [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
export type TTranslation = DeepStrings<typeof en>;
