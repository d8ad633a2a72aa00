/**
 * A short-lived, in-process memory of resolved sessions, so that the requests a page makes in a burst
 * do not each look their session up in the database (docs/decisions/0016-session-cache.md).
 *
 * Revocation is immediate in this process: logout and "sign out everywhere" forget the session (or
 * every session of the user) and leave a tombstone, so a lookup that raced with the revocation cannot
 * put it back. Other server processes are told through the database (session-revocations.ts,
 * docs/decisions/0025) and forget it the same way; while that channel is down the cache is suspended.
 * A disabled user or changed groups are seen within SESSION_CACHE_TTL_MS at most.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Bounded: the oldest entries go first when it is full. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

export interface CachedSession<User> {
  user: User;
  userId: string;
  lastSeenAt: Date;
  expiresAt: Date;
}

interface Entry<User> extends CachedSession<User> {
  cachedAt: number;
}

export class SessionCache<User> {
  readonly #entries = new Map<string, Entry<User>>();
  /** Session ids and user ids revoked lately, with when: a lookup older than that is not cached. */
  readonly #revoked = new Map<string, number>();
  /** While suspended nothing is remembered (revocations from other processes could be missed). */
  #suspended = false;
  /** When the cache was last resumed: a lookup that started before may have missed a revocation. */
  #resumedAt = -Infinity;

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly maxEntries = SESSION_CACHE_MAX_ENTRIES,
  ) {}

  /** The session, when it was resolved less than the TTL ago (by the clock `nowMs`). */
  get(sessionId: string, nowMs: number): CachedSession<User> | null {
    if (this.#suspended) return null;
    const entry = this.#entries.get(sessionId);
    if (!entry) return null;
    const age = nowMs - entry.cachedAt;
    if (age < 0 || age >= this.ttlMs) {
      this.#entries.delete(sessionId);
      return null;
    }
    return entry;
  }

  /**
   * Remembers a session resolved from the database by a lookup that started at `lookupStartedMs`;
   * ignored when the session or its user was revoked since (the lookup may have read it before).
   */
  put(sessionId: string, session: CachedSession<User>, lookupStartedMs: number): void {
    if (this.#suspended || lookupStartedMs < this.#resumedAt) return;
    this.#dropOldTombstones(lookupStartedMs);
    const revokedAt = Math.max(
      this.#revoked.get(sessionId) ?? -Infinity,
      this.#revoked.get(session.userId) ?? -Infinity,
    );
    if (revokedAt >= lookupStartedMs - this.ttlMs) return;
    if (this.#entries.size >= this.maxEntries && !this.#entries.has(sessionId)) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.delete(sessionId);
    this.#entries.set(sessionId, { ...session, cachedAt: lookupStartedMs });
  }

  /** After last_seen_at was written. */
  touch(sessionId: string, lastSeenAt: Date): void {
    const entry = this.#entries.get(sessionId);
    if (entry) entry.lastSeenAt = lastSeenAt;
  }

  forgetSession(sessionId: string, nowMs = Date.now()): void {
    this.#entries.delete(sessionId);
    this.#revoked.set(sessionId, nowMs);
  }

  forgetUser(userId: string, nowMs = Date.now()): void {
    for (const [id, entry] of this.#entries) if (entry.userId === userId) this.#entries.delete(id);
    this.#revoked.set(userId, nowMs);
  }

  /**
   * Forgets everything and remembers nothing until resume(): for when revocations made elsewhere can
   * no longer be heard (the notification channel is down), so every request reads the database.
   */
  suspend(): void {
    this.#suspended = true;
    this.#entries.clear();
  }

  /**
   * Remembers sessions again, from lookups that start at `nowMs` or later (the channel is back: a
   * lookup that started earlier may have read a session revoked while nobody listened).
   */
  resume(nowMs = Date.now()): void {
    this.#suspended = false;
    this.#resumedAt = nowMs;
  }

  get suspended(): boolean {
    return this.#suspended;
  }

  #dropOldTombstones(nowMs: number): void {
    if (this.#revoked.size < 1_000) return;
    for (const [id, at] of this.#revoked) if (nowMs - at > 2 * this.ttlMs) this.#revoked.delete(id);
  }
}
