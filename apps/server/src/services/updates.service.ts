import { RELEASE_NOTES, type TUpdateList, UPDATES_LISTED } from '@rentfolio/contracts';
import { getUpdatesReadAt, setUpdatesReadAt, type UserRow } from '@rentfolio/db';
import type { AppContext } from '../context';

// The Updates & Changes panel (docs/product.md "Updates"): the newest release notes, new until the user marks them
// read (stored per user, so it holds on every device).

function listFor(readAt: number): TUpdateList {
  const items = RELEASE_NOTES.slice(0, UPDATES_LISTED).map((note) => ({
    id: note.id,
    title: note.text.en.title,
    description: note.text.en.description,
    type: note.type,
    date: note.date,
    // A note is new when it shipped (the start of its day, UTC) after the user last marked the notes read.
    isNew: Date.parse(`${note.date}T00:00:00Z`) > readAt,
  }));
  return { items, unreadCount: items.filter((item) => item.isNew).length };
}

export async function listUpdates(ctx: AppContext, user: UserRow): Promise<TUpdateList> {
  return listFor(await getUpdatesReadAt(ctx.db, user.id));
}

export async function markUpdatesRead(ctx: AppContext, user: UserRow): Promise<TUpdateList> {
  const now = ctx.now();
  await setUpdatesReadAt(ctx.db, user.id, now);
  return listFor(now);
}
