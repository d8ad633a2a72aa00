import { sayAccountingSyncError, type AccountingSyncError, type JournalLine } from '@bm/domain';

/**
 * The accounting system the journal is posted to (issue 15 item 4; docs/decisions/0044): QuickBooks
 * Online when QBO_CLIENT_ID and QBO_CLIENT_SECRET are set, otherwise the local journal in the
 * database. Both go through the same OAuth 2.0 steps (GET /api/QBOOAuthURI, POST and PUT
 * /api/QBOOAuthTokens) and the same sync.
 */
export type AccountingProviderName = 'local' | 'quickbooks';
export type AccountingEnvironment = 'local' | 'sandbox' | 'production';

export interface AccountingTokens {
  accessToken: string;
  refreshToken: string;
  /** The QuickBooks company (realm); 'local' for the local journal. */
  realmId: string;
  accessTokenExpiresAt: Date;
  refreshTokenExpiresAt: Date;
}

/** The connection as stored, for the provider to check an exchange against. */
export interface PendingAuthorisation {
  state: string;
  /** Local consent step only: the code it issued. */
  code: string | null;
}

/** One journal entry as it is posted. */
export interface PostableEntry {
  id: string;
  number: number;
  date: string;
  memo: string;
  lines: JournalLine[];
}

export interface AccountingProvider {
  readonly name: AccountingProviderName;
  readonly environment: AccountingEnvironment;
  /** Where the browser goes to authorise: Intuit's consent page, or the local consent step. */
  authorizeUri(state: string): string;
  /**
   * Exchanges the authorisation code of the URL the consent step redirected to (its code, state
   * and realmId) for tokens. The service has already checked the state.
   */
  exchangeCode(tokenExchangeUrl: string, pending: PendingAuthorisation): Promise<AccountingTokens>;
  /** New tokens for a refresh token. */
  refresh(refreshToken: string, realmId: string): Promise<AccountingTokens>;
  /**
   * Posts one entry; answers the accounting system's id of it (null for the local journal, which is
   * itself the book). Must be safe to repeat for the same entry (QuickBooks: requestid = entry id).
   */
  postEntry(tokens: AccountingTokens, entry: PostableEntry): Promise<string | null>;
  /**
   * Revokes the connection's tokens at the accounting system (QuickBooks: Intuit's revoke endpoint
   * through intuit-oauth, which revokes the refresh token and its access tokens; local: nothing to do).
   */
  revoke(tokens: AccountingTokens): Promise<void>;
}

/**
 * The provider refused or could not be reached: answered 502 with its message. `reason` is the same
 * as a code, values and the provider's own words (domain AccountingSyncError), which a failed sync
 * stores for Finance Ops to say in its reader's language; its English is the message.
 */
export class AccountingProviderError extends Error {
  override readonly name = 'AccountingProviderError';
  readonly reason: AccountingSyncError;

  constructor(reason: AccountingSyncError) {
    super(sayAccountingSyncError(reason, 'en-CA'));
    this.reason = reason;
  }
}
