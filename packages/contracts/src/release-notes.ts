import { z } from 'zod';
import { type TReleaseNote, UPDATE_NOTE_TYPES } from './release-note-types';
import { RELEASE_NOTES_DATA } from './release-notes-data';

// The Updates & Changes panel (docs/product.md "Updates"): the product's own release notes, kept in one data file
// (release-notes-data.ts) in the five languages, newest first.

/** How many notes the panel lists (spec: the 8 most recent). */
export const UPDATES_LISTED = 8;

/** Every note, newest first. */
export const RELEASE_NOTES: readonly TReleaseNote[] = [...RELEASE_NOTES_DATA].sort((a, b) =>
  a.date === b.date ? 0 : a.date < b.date ? 1 : -1,
);

export const ZUpdateNote = z
  .object({
    id: z.string(),
    title: z.string().describe('English; clients show the note in their language from the same data file.'),
    description: z.string(),
    type: z.enum(UPDATE_NOTE_TYPES),
    date: z.string().describe('YYYY-MM-DD.'),
    isNew: z.boolean().describe('Shipped after the user last marked the updates read.'),
  })
  .meta({ id: 'UpdateNote' });
export type TUpdateNote = z.infer<typeof ZUpdateNote>;

// GET /api/updates – the 8 most recent notes; POST /api/updates/read-all – none is new any more for this user
export const ZUpdateList = z
  .object({ items: z.array(ZUpdateNote), unreadCount: z.number().int() })
  .meta({ id: 'UpdateList' });
export type TUpdateList = z.infer<typeof ZUpdateList>;
