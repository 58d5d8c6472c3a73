import type { SessionWithUser } from '@rentfolio/db';
import { CACHE_SIZES, Cache } from '../lib/cache';

/**
 * Recently read sessions with their users, kept for a few seconds so that the requests a page makes together do not
 * each read the same rows (the session read was most of a signed-in request's cost). Every entry is still checked
 * against the idle and absolute timeouts on use. This instance forgets an entry at once when the session ends or the
 * user changes (session.service.ts, user.service.ts), and announces it (`onForget`): on PostgreSQL the other instances
 * forget it too at once (LISTEN/NOTIFY, app.ts); the time-to-live bounds what a missed announcement can cost. A
 * time-to-live of 0 turns the cache off.
 */
export class SessionCache {
  readonly #entries: Cache<string, { value: SessionWithUser; cachedAt: number }>;

  /** Told of each forget made here ('s:<session id>' or 'u:<user id>'), to announce it to the other instances. */
  onForget: ((message: string) => void) | null = null;

  constructor(
    private readonly ttlMs: number,
    capacity: number = CACHE_SIZES.sessions,
  ) {
    this.#entries = new Cache(ttlMs > 0 ? capacity : 0);
  }

  get(sessionId: string, now: number): SessionWithUser | undefined {
    const entry = this.#entries.get(sessionId);
    if (!entry) return undefined;
    if (now - entry.cachedAt >= this.ttlMs || now < entry.cachedAt) {
      this.#entries.delete(sessionId);
      return undefined;
    }
    return entry.value;
  }

  /**
   * Raised by every forget. A reader takes it before reading the database and hands it to `set`: a row read before a
   * change that was forgotten meanwhile is not kept (it would have stood for the TTL, as the user's time zone once did
   * while the streaks were read again).
   */
  #generation = 0;

  get generation(): number {
    return this.#generation;
  }

  set(sessionId: string, value: SessionWithUser, now: number, readAtGeneration = this.#generation): void {
    if (readAtGeneration !== this.#generation) return;
    this.#entries.set(sessionId, { value, cachedAt: now });
  }

  forgetSession(sessionId: string): void {
    this.#generation += 1;
    this.#entries.delete(sessionId);
    this.onForget?.(`s:${sessionId}`);
  }

  /** Forgets every session of `userId`: call it whenever the user's row changes. */
  forgetUser(userId: number): void {
    this.#forgetUserHere(userId);
    this.onForget?.(`u:${userId}`);
  }

  /** A forget announced by another instance: applied here, not announced again. Unknown messages are ignored. */
  applyAnnounced(message: string): void {
    if (message.startsWith('s:')) {
      this.#generation += 1;
      this.#entries.delete(message.slice(2));
    } else if (/^u:\d+$/.test(message)) this.#forgetUserHere(Number(message.slice(2)));
  }

  #forgetUserHere(userId: number): void {
    this.#generation += 1;
    const ids = [...this.#entries.entries()].filter(([, entry]) => entry.value.user.id === userId);
    for (const [id] of ids) this.#entries.delete(id);
  }
}
