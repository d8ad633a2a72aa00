import path from 'node:path';
import { z } from 'zod';
import { EXTERNAL_LINKS, RENEWAL_OFFER_DAYS } from '@bm/domain';

/** An address the app sends people to: http or https only (never javascript: or data:). */
const externalUrl = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//i.test(value), 'must be an http or https address');

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
  /**
   * What the first start seeds: true, the demo's story restored from its snapshot
   * (packages/server/demo/, docs/decisions/0066); false, only the demo users, brokerages and products.
   */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * The demo snapshot the first start restores, when not the committed one
   * (packages/server/demo/story.snapshot.gz): the browser journeys tell a recent story of their own
   * when the committed one is weeks old (docs/decisions/0071).
   */
  DEMO_SNAPSHOT_FILE: z.string().min(1).optional(),
  /** smtp://user:pass@host:port; when unset emails are printed to the server log. */
  SMTP_URL: z.string().optional(),
  EMAIL_FROM: z.string().default('Apollo Broker Marketplace <no-reply@apollocover.example>'),
  /** Set true behind HTTPS so the session cookie is marked Secure. */
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * The address users open the app at (https://broker.example.com), when it differs from the Host
   * the server sees (a proxy that rewrites Host). State-changing requests whose Origin is neither this
   * nor the server's own host are refused with 403.
   */
  PUBLIC_URL: z
    .string()
    .url()
    .refine((value) => /^https?:\/\//.test(value), 'PUBLIC_URL must be an http(s) address')
    .optional(),
  /** Number of proxy hops to trust for the client address (rate limiting). */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Stripe keys of the two card accounts (spec section 9): all four for Stripe, none for the
   * simulated processor. The publishable keys go to the browser, where Stripe.js tokenises cards.
   */
  STRIPE_MAIN_SECRET_KEY: z.string().optional(),
  STRIPE_FINANCE_SECRET_KEY: z.string().optional(),
  STRIPE_MAIN_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_FINANCE_PUBLISHABLE_KEY: z.string().optional(),
  /** Folder holding the built web app (packages/web/dist). */
  WEB_DIST: z.string().optional(),
  /** Stored files (policy documents, uploads) on local disk; default `${DATA_DIR}/files`. */
  STORAGE_DIR: z.string().optional(),
  /**
   * Seconds after which a half-written file on local disk (in STORAGE_DIR's `.writing` folder) is
   * taken to be left by a stopped process and removed, at start-up and by the housekeeping job.
   * Writing a file takes far less; lower only in tests.
   */
  STORAGE_ABANDONED_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /** Store files in this S3 bucket instead of on local disk (AWS credentials from the standard env). */
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('ca-central-1'),
  /** How long a document download link works, in seconds. */
  DOCUMENT_LINK_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  /** HMAC key of local download links; when unset each process draws a random one at start-up. */
  DOCUMENT_LINK_SECRET: z.string().min(32).optional(),
  /** HubSpot private-app token (tickets scope); when unset support tickets live in the local tickets table. */
  HUBSPOT_ACCESS_TOKEN: z.string().min(1).optional(),
  /** HubSpot API base URL (a proxy or a test server may stand in). */
  HUBSPOT_API_URL: z.string().url().default('https://api.hubapi.com'),
  /** Pipeline and stage of tickets created in HubSpot (the default help-desk pipeline's "New"). */
  HUBSPOT_TICKET_PIPELINE: z.string().min(1).default('0'),
  HUBSPOT_TICKET_STAGE: z.string().min(1).default('1'),
  /**
   * QuickBooks Online (issue 15; docs/decisions/0044): the app's OAuth 2.0 client id and secret from
   * Intuit's developer portal. Both or neither: without them the accounting target is the local
   * journal in the database.
   */
  QBO_CLIENT_ID: z.string().min(1).optional(),
  QBO_CLIENT_SECRET: z.string().min(1).optional(),
  /** Intuit's sandbox companies or real (production) ones. */
  QBO_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  /**
   * The redirect URI registered with Intuit: the /finance-ops page (default `${PUBLIC_URL}/finance-ops`),
   * which finishes the connection.
   */
  QBO_REDIRECT_URI: z.string().url().optional(),
  /** The QuickBooks API base URL, when a proxy or a test server stands in for Intuit's. */
  QBO_API_URL: z.string().url().optional(),
  /**
   * AES-256-GCM key of the accounting connection's OAuth tokens at rest (docs/decisions/0050): 32
   * bytes in base64 (`openssl rand -base64 32`). Unset: a key derived from DOCUMENT_LINK_SECRET, or
   * without it a random key kept in DATA_DIR/accounting-token.key.
   */
  ACCOUNTING_TOKEN_KEY: z
    .string()
    .refine(
      (value) =>
        /^[A-Za-z0-9+/_-]+={0,2}$/.test(value.trim()) && Buffer.from(value.trim(), 'base64').length === 32,
      'must be 32 bytes in base64 (openssl rand -base64 32)',
    )
    .optional(),
  /** Background jobs (lapsing expired policies, ...): at start-up and then on an interval. */
  JOBS_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * Seconds a card payment may stay `processing` before reconciliation (at start-up and with the
   * background jobs) asks the processor what became of it. Keep it above the processor's longest
   * call (Stripe: 30 s timeout, 2 retries).
   */
  PAYMENTS_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
  /**
   * TEST ONLY (the crash test): milliseconds to pause after the processor answers a charge, before
   * the answer is stored, so that a killed server leaves a charged payment `processing`. Always 0
   * outside that test.
   */
  PAYMENTS_TEST_PAUSE_AFTER_CHARGE_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /**
   * Minutes between two runs of the background jobs: each job runs once per such slot (counted from
   * the Unix epoch, on the database's clock) across every process that shares the database.
   */
  JOBS_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  /** Seconds between two runs of the background jobs, instead of JOBS_INTERVAL_MINUTES (tests, demos). */
  JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
  /**
   * Seconds a process holds a scheduled job run without renewing it (it renews every third of it):
   * a run whose process stopped is taken over by another, or by the restarted one, once this has
   * passed (docs/decisions/0089). Lower only in tests.
   */
  JOBS_LEASE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  /**
   * Days before expiry the renewal offer job offers a renewal (1 to 60). Underwriters can still
   * offer one by hand from 60 days before expiry.
   */
  /**
   * Webhook endpoints on private, loopback or link-local addresses (and plain http) are refused
   * unless this is true: for local testing only (issue 28).
   */
  WEBHOOKS_ALLOW_PRIVATE_URLS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Seconds a webhook delivery's POST may take, from connecting to its answer's last byte read. */
  WEBHOOKS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  /**
   * Seconds a worker holds a webhook delivery it claimed (decision 0093): another process takes it
   * over once they have passed, so a killed process's deliveries are not lost. Longer than the POST
   * may take (WEBHOOKS_TIMEOUT_SECONDS), or a slow receiver could be sent the event twice at once.
   */
  WEBHOOKS_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * TEST ONLY (the crash test): milliseconds to pause between claiming a webhook delivery and posting
   * it, so that a killed server leaves a claimed, unsent delivery. Always 0 outside that test.
   */
  WEBHOOKS_TEST_PAUSE_BEFORE_POST_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  RENEWAL_OFFER_JOB_DAYS: z.coerce.number().int().min(1).max(RENEWAL_OFFER_DAYS).default(RENEWAL_OFFER_DAYS),
  /**
   * Requests one API key may make per minute, counted in the database across every process
   * (issue 28; docs/decisions/0095); past it, 429 with Retry-After.
   */
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /** Card tokens a signed-in user may make per minute: plenty for people, a brake on card testing. */
  CARD_TOKENS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /**
   * The NSF flag of the header's NSF Invoices item (spec 6): set, only users who are both SuperAdmin
   * and Apollo see the item; unset (the default), every signed-in user does. Sent to the web with
   * the session (GET /api/auth/me, `settings.nsfNavFlag`).
   */
  NSF_NAV_FLAG: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * The external pages the header and /free-ce-webinars open (spec 2.1, 2.2), sent to the web with
   * the session (`settings.links`). Each an http(s) address; the defaults are the marketing site's.
   */
  HELP_CENTRE_URL: externalUrl.default(EXTERNAL_LINKS.helpCentre),
  BROKER_RESOURCE_URL: externalUrl.default(EXTERNAL_LINKS.brokerResource),
  REPORT_CLAIM_URL: externalUrl.default(EXTERNAL_LINKS.reportClaim),
  FREE_CE_WEBINARS_URL: externalUrl.default(EXTERNAL_LINKS.freeCeWebinars),
});

export type Config = z.output<typeof schema> & { dataDir: string };

type StripeKeyName =
  | 'STRIPE_MAIN_SECRET_KEY'
  | 'STRIPE_FINANCE_SECRET_KEY'
  | 'STRIPE_MAIN_PUBLISHABLE_KEY'
  | 'STRIPE_FINANCE_PUBLISHABLE_KEY';

export type StripeKeys = Pick<Config, StripeKeyName>;

const STRIPE_KEY_NAMES: readonly StripeKeyName[] = [
  'STRIPE_MAIN_SECRET_KEY',
  'STRIPE_FINANCE_SECRET_KEY',
  'STRIPE_MAIN_PUBLISHABLE_KEY',
  'STRIPE_FINANCE_PUBLISHABLE_KEY',
];

/** The Stripe keys of both accounts when Stripe is configured, null for the simulated processor. */
export function stripeSettings(config: StripeKeys): {
  secretKeys: { main: string; finance: string };
  publishableKeys: { main: string; finance: string };
} | null {
  const {
    STRIPE_MAIN_SECRET_KEY: mainSecret,
    STRIPE_FINANCE_SECRET_KEY: financeSecret,
    STRIPE_MAIN_PUBLISHABLE_KEY: mainPublishable,
    STRIPE_FINANCE_PUBLISHABLE_KEY: financePublishable,
  } = config;
  if (!mainSecret || !financeSecret || !mainPublishable || !financePublishable) return null;
  return {
    secretKeys: { main: mainSecret, finance: financeSecret },
    publishableKeys: { main: mainPublishable, finance: financePublishable },
  };
}

/** test or live, from a key's prefix (sk_test_…, pk_live_…, rk_test_…); null when it says neither. */
function keyMode(key: string): 'test' | 'live' | null {
  const mode = /^(?:sk|pk|rk)_(test|live)_/.exec(key)?.[1];
  return mode === 'test' || mode === 'live' ? mode : null;
}

/**
 * What is wrong with the Stripe keys: all four or none (a half-configured Stripe would take cards
 * the browser cannot tokenise), publishable keys that are publishable (pk_…), and each account's
 * two keys in the same mode (test or live).
 */
export function stripeKeyProblems(config: StripeKeys): string[] {
  const set = STRIPE_KEY_NAMES.filter((name) => Boolean(config[name]));
  if (set.length === 0) return [];
  const missing = STRIPE_KEY_NAMES.filter((name) => !config[name]);
  if (missing.length > 0) {
    return [
      `Stripe card payments need all four keys: set both secret keys (STRIPE_MAIN_SECRET_KEY, STRIPE_FINANCE_SECRET_KEY) and both publishable keys (STRIPE_MAIN_PUBLISHABLE_KEY, STRIPE_FINANCE_PUBLISHABLE_KEY), or none of them for the simulated processor. Missing: ${missing.join(', ')}.`,
    ];
  }
  const problems: string[] = [];
  for (const account of ['MAIN', 'FINANCE'] as const) {
    const secret = config[`STRIPE_${account}_SECRET_KEY`] ?? '';
    const publishable = config[`STRIPE_${account}_PUBLISHABLE_KEY`] ?? '';
    if (!publishable.startsWith('pk_')) {
      problems.push(
        `STRIPE_${account}_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_… or pk_live_…).`,
      );
    }
    if (secret.startsWith('pk_')) {
      problems.push(
        `STRIPE_${account}_SECRET_KEY is a publishable key (pk_…); it must be the secret key (sk_… or rk_…).`,
      );
    }
    const modes = [keyMode(secret), keyMode(publishable)];
    if (modes[0] && modes[1] && modes[0] !== modes[1]) {
      problems.push(
        `STRIPE_${account}_SECRET_KEY is a ${modes[0]} key but STRIPE_${account}_PUBLISHABLE_KEY is a ${modes[1]} key: use the two keys of the same mode.`,
      );
    }
  }
  return problems;
}

type QuickBooksKeys = Pick<Config, 'QBO_CLIENT_ID' | 'QBO_CLIENT_SECRET' | 'QBO_REDIRECT_URI' | 'PUBLIC_URL'>;

/** QuickBooks needs its id and secret together, and a redirect URI (its own or PUBLIC_URL's /finance-ops). */
export function quickBooksProblems(config: QuickBooksKeys): string[] {
  if (!config.QBO_CLIENT_ID && !config.QBO_CLIENT_SECRET) return [];
  if (!config.QBO_CLIENT_ID || !config.QBO_CLIENT_SECRET)
    return [
      'QuickBooks Online needs both QBO_CLIENT_ID and QBO_CLIENT_SECRET, or neither for the local journal.',
    ];
  if (!quickBooksRedirectUri(config))
    return [
      'QuickBooks Online needs QBO_REDIRECT_URI (or PUBLIC_URL, for PUBLIC_URL/finance-ops): the redirect URI registered with Intuit.',
    ];
  return [];
}

/** The redirect URI registered with Intuit: QBO_REDIRECT_URI, else PUBLIC_URL's /finance-ops. */
export function quickBooksRedirectUri(
  config: Pick<Config, 'QBO_REDIRECT_URI' | 'PUBLIC_URL'>,
): string | null {
  if (config.QBO_REDIRECT_URI) return config.QBO_REDIRECT_URI;
  return config.PUBLIC_URL ? new URL('/finance-ops', config.PUBLIC_URL).toString() : null;
}

/** Milliseconds between two runs of the background jobs (the length of a job slot). */
export function jobsIntervalMs(
  config: Pick<Config, 'JOBS_INTERVAL_MINUTES' | 'JOBS_INTERVAL_SECONDS'>,
): number {
  return config.JOBS_INTERVAL_SECONDS !== undefined
    ? config.JOBS_INTERVAL_SECONDS * 1000
    : config.JOBS_INTERVAL_MINUTES * 60_000;
}

/** Said at start-up when DATABASE_URL is set and DOCUMENT_LINK_SECRET is not. */
export const LINK_SECRET_WARNING =
  'DOCUMENT_LINK_SECRET is not set while DATABASE_URL is: each server process signs payment, portal and document links with its own random key, so a link issued by one process is refused by another (and by this one after a restart). Set DOCUMENT_LINK_SECRET (32 characters or more, the same for every process).';

/**
 * What is allowed but will hurt (logged as warnings at start-up): on PostgreSQL, several processes
 * (or one restarted) share the records, so they must share the links' signing key too.
 */
export function configWarnings(config: Pick<Config, 'DATABASE_URL' | 'DOCUMENT_LINK_SECRET'>): string[] {
  return config.DATABASE_URL && !config.DOCUMENT_LINK_SECRET ? [LINK_SECRET_WARNING] : [];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const merged = { ...parsed.data, ...overrides };
  const stripeProblems = [
    ...stripeKeyProblems(merged),
    ...quickBooksProblems(merged),
    ...(merged.WEBHOOKS_LEASE_SECONDS > merged.WEBHOOKS_TIMEOUT_SECONDS
      ? []
      : ['WEBHOOKS_LEASE_SECONDS must be longer than WEBHOOKS_TIMEOUT_SECONDS.']),
  ];
  if (stripeProblems.length > 0) throw new Error(`Invalid configuration: ${stripeProblems.join(' ')}`);
  return { ...merged, dataDir: path.resolve(merged.DATA_DIR) };
}
