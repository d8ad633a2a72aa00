import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema.ts';

/** A hit counted: how many in the current window, and milliseconds until the window ends. */
export interface RateLimitHit {
  current: number;
  ttl: number;
}

/**
 * Counts one hit of `key` in a fixed window of `windowMs`, atomically in the database, so that every
 * server process counts together: the upsert locks the key's row, and a window that has ended starts
 * again at 1. The database's clock decides, so the processes' clocks need not agree.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<RateLimitHit> {
  const ended = sql`${rateLimitCounters.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({
      key,
      count: 1,
      windowStartedAt: sql`now()`,
      windowEndsAt: sql`now() + ${windowMs}::double precision * interval '1 millisecond'`,
    })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowStartedAt: sql`case when ${ended} then now() else ${rateLimitCounters.windowStartedAt} end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({
      current: rateLimitCounters.count,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.windowEndsAt} - now())) * 1000))::int`,
    });
  if (!row) throw new Error('rate limit counter returned nothing');
  return { current: row.current, ttl: Number(row.ttl) };
}

/** Forgets counters whose window ended more than `graceMs` ago (the housekeeping job). */
export async function pruneRateLimitCounters(db: Db, now: Date, graceMs = 60 * 60_000): Promise<number> {
  const gone = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowEndsAt, new Date(now.getTime() - graceMs)))
    .returning({ key: rateLimitCounters.key });
  return gone.length;
}

interface RouteInfo {
  method?: string | string[];
  url?: string;
}

/**
 * A @fastify/rate-limit store over the database (docs/decisions/0025): each route's child store
 * prefixes its keys with the route's method and URL, as the plugin's Redis store does. `ban`,
 * `continueExceeding` and `exponentialBackoff` are not supported (no route uses them).
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string;

    constructor(_options: unknown, prefix = 'global') {
      this.#prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countHit(db, `${this.#prefix} ${key}`, timeWindow).then(
        (hit) => callback(null, hit),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's merged limit options, the route itself under routeInfo.
      const merged = routeOptions as unknown as RouteInfo & { routeInfo?: RouteInfo };
      const route = merged.routeInfo ?? merged;
      const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
      return new DatabaseRateLimitStore(undefined, `${method} ${route.url ?? ''}`.trim() || 'global');
    }
  }
  return DatabaseRateLimitStore;
}
