// What a release note is (release-notes.ts lists them; release-notes-data.ts holds them).

export const UPDATE_NOTE_TYPES = ['feature', 'bug-fix', 'improvement', 'security'] as const;
export type TUpdateNoteType = (typeof UPDATE_NOTE_TYPES)[number];

export const UPDATE_LANGUAGES = ['en', 'es', 'fr', 'de', 'it'] as const;
export type TUpdateLanguage = (typeof UPDATE_LANGUAGES)[number];

export type TReleaseNote = {
  /** Stable: the client keys its list on it. */
  id: string;
  /** YYYY-MM-DD, the day it shipped. */
  date: string;
  type: TUpdateNoteType;
  text: Record<TUpdateLanguage, { title: string; description: string }>;
};
