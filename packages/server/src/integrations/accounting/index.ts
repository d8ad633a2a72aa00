import { quickBooksRedirectUri, type Config } from '../../config.ts';
import { createLocalJournal } from './local-journal.ts';
import { createQuickBooksAdapter } from './quickbooks-adapter.ts';
import type { AccountingProvider } from './types.ts';

export * from './types.ts';
export {
  createLocalJournal,
  LOCAL_AUTHORIZE_PATH,
  LocalAuthorisationError,
  localAuthorisationCode,
} from './local-journal.ts';
export { createQuickBooksAdapter } from './quickbooks-adapter.ts';
export { createTokenVault, TokenKeyError, type TokenVault } from './token-vault.ts';

type AccountingConfig = Pick<
  Config,
  | 'QBO_CLIENT_ID'
  | 'QBO_CLIENT_SECRET'
  | 'QBO_ENVIRONMENT'
  | 'QBO_REDIRECT_URI'
  | 'QBO_API_URL'
  | 'PUBLIC_URL'
>;

/** QuickBooks Online when QBO_CLIENT_ID and QBO_CLIENT_SECRET are set, otherwise the local journal. */
export function createAccountingProvider(config: AccountingConfig, now: () => Date): AccountingProvider {
  if (!config.QBO_CLIENT_ID || !config.QBO_CLIENT_SECRET) return createLocalJournal(now);
  const redirectUri = quickBooksRedirectUri(config);
  if (!redirectUri) throw new Error('QuickBooks Online needs QBO_REDIRECT_URI or PUBLIC_URL.');
  return createQuickBooksAdapter({
    clientId: config.QBO_CLIENT_ID,
    clientSecret: config.QBO_CLIENT_SECRET,
    environment: config.QBO_ENVIRONMENT,
    redirectUri,
    apiUrl: config.QBO_API_URL,
    now,
  });
}
