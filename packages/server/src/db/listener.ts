import pg from 'pg';

/** What a listener reports: listening (again), or lost (notifications may be missed until listening). */
export type ListenState = 'listening' | 'lost';

export interface ListenOptions {
  onMessage: (payload: string) => void;
  onState?: (state: ListenState, error?: Error) => void;
}

/** Stops listening (and reconnecting). */
export type StopListening = () => Promise<void>;

/** The application_name of listening connections. */
export const LISTENER_APPLICATION_NAME = 'bm-listener';
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;
/** A connection that died silently (a dropped route) is noticed by a query this often. */
const HEARTBEAT_MS = 10_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;

/**
 * LISTEN on a dedicated PostgreSQL connection (a pooled one would be handed to other queries). The
 * first connection is awaited, so a process that cannot listen does not start. A lost connection
 * reports `lost`, then reconnects with a growing delay and reports `listening` once LISTEN runs
 * again; notifications sent in between are missed, which the caller must allow for. TCP keep-alive
 * and a heartbeat query notice a connection that died without a word.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  options: ListenOptions,
): Promise<StopListening> {
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let delay = RETRY_MIN_MS;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({
      connectionString: url,
      // Named, so that an operator (or a test) can tell it in pg_stat_activity.
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      query_timeout: HEARTBEAT_TIMEOUT_MS,
    });
    client.on('notification', (message) => {
      if (message.channel === channel) options.onMessage(message.payload ?? '');
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    delay = RETRY_MIN_MS;
    options.onState?.('listening');
  };

  const reconnect = () => {
    retry = setTimeout(() => {
      retry = null;
      if (stopped) return;
      connect().catch((error: Error) => {
        options.onState?.('lost', error);
        delay = Math.min(delay * 2, RETRY_MAX_MS);
        reconnect();
      });
    }, delay);
    retry.unref();
  };

  const lost = (client: pg.Client, error?: Error) => {
    if (client !== current) return;
    current = null;
    client.removeAllListeners();
    client.on('error', () => {});
    void client.end().catch(() => {});
    if (stopped) return;
    options.onState?.('lost', error);
    reconnect();
  };

  await connect();
  const heartbeat = setInterval(() => {
    const client = current;
    if (client) client.query('select 1').catch((error: Error) => lost(client, error));
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return async () => {
    stopped = true;
    clearInterval(heartbeat);
    if (retry) clearTimeout(retry);
    const client = current;
    current = null;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end().catch(() => {});
    }
  };
}
