import {
  RELEASE_NOTES,
  type TUpdateNote,
  UPDATE_LANGUAGES,
  UPDATE_NOTE_TYPES,
  UPDATES_LISTED,
} from '@rentfolio/contracts';
import { describe, expect, it } from 'vitest';
import { localizeUpdateNote } from './update-notes';

function answerOf(id: string): TUpdateNote {
  const note = RELEASE_NOTES.find((candidate) => candidate.id === id);
  if (!note) throw new Error(`no note ${id}`);
  return { id, date: note.date, type: note.type, isNew: true, ...note.text.en };
}

describe('the release notes', () => {
  it('are enough to fill the panel, each with a unique id, a real date, a known type and all five languages', () => {
    expect(RELEASE_NOTES.length).toBeGreaterThanOrEqual(Math.max(10, UPDATES_LISTED));
    expect(new Set(RELEASE_NOTES.map((note) => note.id)).size).toBe(RELEASE_NOTES.length);
    for (const note of RELEASE_NOTES) {
      expect(note.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${note.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(note.date);
      expect(UPDATE_NOTE_TYPES).toContain(note.type);
      for (const language of UPDATE_LANGUAGES) {
        expect(note.text[language].title.trim(), `${note.id} ${language}`).not.toBe('');
        expect(note.text[language].description.trim(), `${note.id} ${language}`).not.toBe('');
      }
    }
  });

  it('are newest first', () => {
    const dates = RELEASE_NOTES.map((note) => note.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('carry the day each shipped, so their dates differ from release to release, newest first', () => {
    // An id starts with the day its note was written for: a date copied from another note shows here.
    for (const note of RELEASE_NOTES) expect(note.id.slice(0, 10), note.id).toBe(note.date);
    // Rentfolio shipped on five days so far (21, 24, 25, 26 and 27 November 2026), and each release has its notes.
    const days = [...new Set(RELEASE_NOTES.map((note) => note.date))];
    expect(days.length).toBeGreaterThanOrEqual(5);
    expect(days).toEqual([...days].sort().reverse());
    // The panel's eight are not all of one day.
    expect(new Set(RELEASE_NOTES.slice(0, UPDATES_LISTED).map((note) => note.date)).size).toBeGreaterThan(1);
  });

  it('are written in each language, not left in English', () => {
    for (const note of RELEASE_NOTES)
      for (const language of UPDATE_LANGUAGES.filter((code) => code !== 'en'))
        expect(note.text[language].description, `${note.id} ${language}`).not.toBe(note.text.en.description);
  });
});

describe('localizeUpdateNote', () => {
  const first = RELEASE_NOTES[0]!;

  it("shows a known note in the interface language, keeping the answer's date, type and new flag", () => {
    const answer = answerOf(first.id);
    expect(localizeUpdateNote(answer, 'de')).toEqual({ ...answer, ...first.text.de, lang: 'de' });
    expect(localizeUpdateNote(answer, 'fr-CA')).toEqual({ ...answer, ...first.text.fr, lang: 'fr' });
  });

  it("keeps the answer's English for a note this build does not know, or a language it does not have", () => {
    const unknown: TUpdateNote = {
      id: 'from-a-newer-server',
      date: '2027-01-01',
      type: 'feature',
      title: 'Something new',
      description: 'Described in English.',
      isNew: false,
    };
    expect(localizeUpdateNote(unknown, 'es')).toEqual({ ...unknown, lang: 'en' });
    expect(localizeUpdateNote(answerOf(first.id), 'pt')).toMatchObject({ ...first.text.en, lang: 'en' });
  });
});
