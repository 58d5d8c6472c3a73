import {
  RELEASE_NOTES,
  type TReleaseNote,
  type TUpdateLanguage,
  type TUpdateNote,
  UPDATE_LANGUAGES,
} from '@rentfolio/contracts';

export type LocalizedUpdateNote = TUpdateNote & { lang: TUpdateLanguage };

const NOTES_BY_ID: ReadonlyMap<string, TReleaseNote> = new Map(RELEASE_NOTES.map((note) => [note.id, note]));

function isUpdateLanguage(value: string): value is TUpdateLanguage {
  return (UPDATE_LANGUAGES as readonly string[]).includes(value);
}

/**
 * A note of GET /api/updates in the interface language: its title and description come from the release notes of
 * @rentfolio/contracts by id; a note this build does not know (a newer server's) keeps the answer's English words,
 * and says so through `lang`, so that the page can mark its language.
 */
export function localizeUpdateNote(note: TUpdateNote, language: string): LocalizedUpdateNote {
  const known = NOTES_BY_ID.get(note.id);
  const base = language.split('-')[0] ?? language;
  const lang: TUpdateLanguage = isUpdateLanguage(base) ? base : 'en';
  const text = known?.text[lang];
  if (!text) return { ...note, lang: 'en' };
  return { ...note, title: text.title, description: text.description, lang };
}
