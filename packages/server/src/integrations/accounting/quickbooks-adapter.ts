import OAuthClient from 'intuit-oauth';
import type { JournalLine, QuickbooksAction } from '@bm/domain';
import {
  AccountingProviderError,
  type AccountingProvider,
  type AccountingTokens,
  type PostableEntry,
} from './types.ts';

export interface QuickBooksOptions {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'production';
  redirectUri: string;
  /** API base URL instead of Intuit's for the environment (a proxy, a test server). */
  apiUrl?: string;
  now: () => Date;
}

/** QuickBooks' minor version of the Accounting API this adapter was written against. */
const MINOR_VERSION = '75';

/** QuickBooks account type of one of our account codes (1xxx assets, 2xxx liabilities, 4xxx revenue, 6xxx expenses). */
function accountType(code: string): string {
  if (code === '1000') return 'Bank';
  switch (code[0]) {
    case '1':
      return 'Other Current Asset';
    case '2':
      return 'Other Current Liability';
    case '4':
      return 'Income';
    default:
      return 'Expense';
  }
}

/** The account's name in QuickBooks: our code and name ("1100 Premium receivable from insureds"). */
const qboAccountName = (line: Pick<JournalLine, 'accountCode' | 'accountName'>) =>
  `${line.accountCode} ${line.accountName}`.replace(/[:"]/g, ' ').slice(0, 100);

function tokensOf(client: OAuthClient, now: Date, realmId: string): AccountingTokens {
  const token = client.getToken();
  if (!token.access_token || !token.refresh_token) throw new AccountingProviderError({ code: 'noTokens' });
  return {
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
    realmId: token.realmId || realmId,
    accessTokenExpiresAt: new Date(now.getTime() + (token.expires_in ?? 3600) * 1000),
    refreshTokenExpiresAt: new Date(now.getTime() + (token.x_refresh_token_expires_in ?? 8_726_400) * 1000),
  };
}

function failure(action: QuickbooksAction, error: unknown): AccountingProviderError {
  const detail =
    error && typeof error === 'object'
      ? ((error as { error_description?: string }).error_description ??
        (error as { message?: string }).message ??
        '')
      : String(error);
  return new AccountingProviderError({
    code: 'providerFailed',
    params: { action },
    ...(detail ? { detail } : {}),
  });
}

/**
 * QuickBooks Online through Intuit's official OAuth 2.0 client (npm intuit-oauth): authorisation,
 * token exchange and refresh, and the Accounting API's journalentry endpoint through the same
 * client's makeApiCall (docs/decisions/0044: node-quickbooks pins old dependencies and would hold a
 * second copy of the tokens). Our accounts are found by name in the company, and created when
 * missing; each entry is posted with requestid = our entry's id, so a retried post is not doubled.
 */
export function createQuickBooksAdapter(options: QuickBooksOptions): AccountingProvider {
  const client = (token?: AccountingTokens) =>
    new OAuthClient({
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      environment: options.environment,
      redirectUri: options.redirectUri,
      ...(token
        ? {
            token: {
              access_token: token.accessToken,
              refresh_token: token.refreshToken,
              realmId: token.realmId,
              token_type: 'bearer',
            },
          }
        : {}),
    });

  const api = (c: OAuthClient, realmId: string, path: string) =>
    `${(options.apiUrl ?? c.getEnvironmentURI()).replace(/\/$/, '')}/v3/company/${encodeURIComponent(realmId)}/${path}`;

  async function accountId(
    c: OAuthClient,
    realmId: string,
    line: JournalLine,
    cache: Map<string, string>,
  ): Promise<string> {
    const name = qboAccountName(line);
    const cached = cache.get(name);
    if (cached) return cached;
    const query = `select Id from Account where Name = '${name.replace(/'/g, "\\'")}'`;
    const found = await c.makeApiCall({
      url: api(c, realmId, `query?${new URLSearchParams({ query, minorversion: MINOR_VERSION })}`),
      method: 'GET',
    });
    let id: string | undefined = found.json?.QueryResponse?.Account?.[0]?.Id;
    if (!id) {
      const created = await c.makeApiCall({
        url: api(c, realmId, `account?minorversion=${MINOR_VERSION}`),
        method: 'POST',
        body: { Name: name, AccountType: accountType(line.accountCode) },
      });
      id = created.json?.Account?.Id;
    }
    if (!id) throw new AccountingProviderError({ code: 'noAccount', params: { name } });
    cache.set(name, id);
    return id;
  }

  return {
    name: 'quickbooks',
    environment: options.environment,
    authorizeUri: (state) => client().authorizeUri({ scope: [OAuthClient.scopes.Accounting], state }),
    async exchangeCode(tokenExchangeUrl) {
      const c = client();
      try {
        await c.createToken(tokenExchangeUrl);
      } catch (error) {
        throw failure('authorisation', error);
      }
      const realmId = new URL(tokenExchangeUrl).searchParams.get('realmId') ?? '';
      return tokensOf(c, options.now(), realmId);
    },
    async refresh(refreshToken, realmId) {
      const c = client();
      try {
        await c.refreshUsingToken(refreshToken);
      } catch (error) {
        throw failure('refresh', error);
      }
      return tokensOf(c, options.now(), realmId);
    },
    async revoke(tokens) {
      try {
        await client(tokens).revoke({ refresh_token: tokens.refreshToken });
      } catch (error) {
        throw failure('revocation', error);
      }
    },
    async postEntry(tokens, entry: PostableEntry) {
      const c = client(tokens);
      const cache = new Map<string, string>();
      try {
        const lines = [];
        for (const line of entry.lines) {
          lines.push({
            Amount: (line.debit || line.credit) / 100,
            DetailType: 'JournalEntryLineDetail',
            Description: entry.memo.slice(0, 4000),
            JournalEntryLineDetail: {
              PostingType: line.debit ? 'Debit' : 'Credit',
              AccountRef: { value: await accountId(c, tokens.realmId, line, cache) },
            },
          });
        }
        const posted = await c.makeApiCall({
          url: api(
            c,
            tokens.realmId,
            `journalentry?${new URLSearchParams({ requestid: entry.id, minorversion: MINOR_VERSION })}`,
          ),
          method: 'POST',
          body: {
            DocNumber: `JE-${entry.number}`.slice(0, 21),
            TxnDate: entry.date,
            PrivateNote: entry.memo.slice(0, 4000),
            Line: lines,
          },
        });
        const id = posted.json?.JournalEntry?.Id;
        if (!id) throw new AccountingProviderError({ code: 'noEntryAnswered' });
        return String(id);
      } catch (error) {
        if (error instanceof AccountingProviderError) throw error;
        throw failure('journal', error);
      }
    },
  };
}
