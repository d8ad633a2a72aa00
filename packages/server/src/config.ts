import path from 'node:path';
import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL server; when unset the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Seed demo data on first start (an empty database). */
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SEED_APPLICATIONS: z.coerce.number().int().min(0).default(300),
  /** smtp://user:pass@host:port; when unset emails are printed to the server log. */
  SMTP_URL: z.string().optional(),
  EMAIL_FROM: z.string().default('Apollo Broker Marketplace <no-reply@apollocover.example>'),
  /** Set true behind HTTPS so the session cookie is marked Secure. */
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Number of proxy hops to trust for the client address (rate limiting). */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Stripe secret keys of the two card accounts (spec section 9); without both, the simulated processor. */
  STRIPE_MAIN_SECRET_KEY: z.string().optional(),
  STRIPE_FINANCE_SECRET_KEY: z.string().optional(),
  /** Folder holding the built web app (packages/web/dist). */
  WEB_DIST: z.string().optional(),
  /** Stored files (policy documents, uploads) on local disk; default `${DATA_DIR}/files`. */
  STORAGE_DIR: z.string().optional(),
  /** Store files in this S3 bucket instead of on local disk (AWS credentials from the standard env). */
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('ca-central-1'),
  /** How long a document download link works, in seconds. */
  DOCUMENT_LINK_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  /** HMAC key of local download links; when unset each process draws a random one at start-up. */
  DOCUMENT_LINK_SECRET: z.string().min(32).optional(),
});

export type Config = z.output<typeof schema> & { dataDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const merged = { ...parsed.data, ...overrides };
  return { ...merged, dataDir: path.resolve(merged.DATA_DIR) };
}
