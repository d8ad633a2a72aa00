import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

/**
 * The signal of the work running now (an HTTP request's: aborted when its client has gone,
 * plugins/stop-when-client-gone.ts), carried through its async calls so that the pool can stop its
 * queries without every service taking a signal (docs/decisions/0100).
 */
const current = new AsyncLocalStorage<AbortSignal>();

/** Runs `work` with `signal` as the signal its queries on a pool of cancellingQueries heed. */
export function withQuerySignal<T>(signal: AbortSignal, work: () => T): T {
  return current.run(signal, work);
}

/** PostgreSQL's code of a cancelled statement; also the code of a query refused because its request is gone. */
export const QUERY_CANCELED = '57014';

function abortedError(): Error & { code: string } {
  return Object.assign(new Error('the request was aborted: its query was not run'), { code: QUERY_CANCELED });
}

/**
 * Makes the pool's one-statement queries (pool.query: every read and write outside a transaction)
 * heed the current signal: a query whose signal is already aborted is not run, not even after
 * waiting for a connection, and one running when it aborts is cancelled (pg_cancel_backend from a
 * connection of its own, so a full pool cannot hold the cancel up). The connection goes back to the
 * pool only once the cancel is through, so that it cannot land on the next borrower's statement.
 * Transactions (pool.connect) run to their end.
 */
export function cancellingQueries(pool: pg.Pool, url: string): { close: () => Promise<void> } {
  const cancels = new pg.Pool({ connectionString: url, max: 1, idleTimeoutMillis: 10_000 });
  cancels.on('error', () => {});
  const plainQuery = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const heedful = async (signal: AbortSignal, args: unknown[]) => {
    if (signal.aborted) throw abortedError();
    const client = await pool.connect();
    let cancelled: Promise<unknown> | null = null;
    const cancel = () => {
      const pid = (client as unknown as { processID: number | null }).processID;
      cancelled = cancels.query('select pg_cancel_backend($1)', [pid]).catch(() => undefined);
    };
    try {
      if (signal.aborted) throw abortedError();
      signal.addEventListener('abort', cancel, { once: true });
      try {
        return await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
      } finally {
        signal.removeEventListener('abort', cancel);
      }
    } finally {
      if (cancelled) await cancelled;
      client.release();
    }
  };
  pool.query = ((...args: unknown[]) => {
    const signal = current.getStore();
    // Callback-style calls (none in the app) and work outside a request go through as they were.
    if (!signal || typeof args.at(-1) === 'function') return plainQuery(...args);
    return heedful(signal, args);
  }) as unknown as pg.Pool['query'];
  return { close: () => cancels.end() };
}
