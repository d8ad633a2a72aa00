import { randomBytes } from 'node:crypto';
import type { AccountingProvider, AccountingTokens } from './types.ts';

/** Access tokens last an hour and refresh tokens 100 days, as Intuit's do. */
const ACCESS_TTL_MS = 3_600_000;
const REFRESH_TTL_MS = 100 * 86_400_000;

/** The local consent step (web: /finance-ops?consent={state}): Allow calls POST /api/accounting/local/consents. */
export const LOCAL_AUTHORIZE_PATH = '/finance-ops';

const token = () => randomBytes(24).toString('base64url');

function issue(now: Date): AccountingTokens {
  return {
    accessToken: token(),
    refreshToken: token(),
    realmId: 'local',
    accessTokenExpiresAt: new Date(now.getTime() + ACCESS_TTL_MS),
    refreshTokenExpiresAt: new Date(now.getTime() + REFRESH_TTL_MS),
  };
}

/**
 * The offline default: the journal in our database is the book. Authorisation goes through a local
 * consent step (the page LOCAL_AUTHORIZE_PATH; allowing there issues a one-time code for the pending
 * state) that sends the browser to /finance-ops, which exchanges it as it would Intuit's; posting an entry is recording
 * which sync posted it (the service does that), so nothing is sent anywhere.
 */
export function createLocalJournal(now: () => Date): AccountingProvider {
  return {
    name: 'local',
    environment: 'local',
    authorizeUri: (state) => `${LOCAL_AUTHORIZE_PATH}?${new URLSearchParams({ consent: state })}`,
    async exchangeCode(tokenExchangeUrl, pending) {
      const code = new URL(tokenExchangeUrl, 'http://local').searchParams.get('code');
      if (!pending.code || code !== pending.code) {
        throw new LocalAuthorisationError('That authorisation code is not the one the consent step issued.');
      }
      return issue(now());
    },
    async refresh() {
      return issue(now());
    },
    async postEntry() {
      return null;
    },
    // The local journal's tokens are only ours: deleting them (the service does) revokes them.
    async revoke() {},
  };
}

/** The local consent step's code does not match: a 400, not a provider failure. */
export class LocalAuthorisationError extends Error {
  override readonly name = 'LocalAuthorisationError';
}

/** A fresh one-time code for the local consent step. */
export const localAuthorisationCode = token;
