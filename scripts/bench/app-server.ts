import { buildApp } from '../../packages/server/src/app.ts';
import { loadConfig } from '../../packages/server/src/config.ts';
import { openPostgres } from '../../packages/server/src/db/client.ts';

/**
 * The real app, as main.ts builds it for PostgreSQL, with the logger off (its webhook delivery worker
 * included); WEBHOOKS_ALLOW_PRIVATE_URLS passes through, for the webhooks scenario's local receiver,
 * and CARD_TOKENS_PER_MINUTE, for the write scenarios.
 */
export async function startAppServer(databaseUrl: string) {
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv, {
    DATABASE_URL: databaseUrl,
    SEED_ON_START: false,
    WEBHOOKS_ALLOW_PRIVATE_URLS: process.env.WEBHOOKS_ALLOW_PRIVATE_URLS === 'true',
    // The write scenarios' flows are all one broker's (scripts/bench/writes.ts).
    ...(process.env.CARD_TOKENS_PER_MINUTE
      ? { CARD_TOKENS_PER_MINUTE: Number(process.env.CARD_TOKENS_PER_MINUTE) }
      : {}),
  });
  const database = openPostgres({ url: databaseUrl });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
