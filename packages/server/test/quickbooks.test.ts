import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import OAuthClient from 'intuit-oauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, payoutPeriodOf } from '@bm/domain';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../src/config.ts';
import { accountingConnections } from '../src/db/schema.ts';
import { createAccountingProvider, createTokenVault } from '../src/integrations/accounting/index.ts';
import { bindPolicy } from './helpers/bind.ts';
import { tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * QuickBooks Online through intuit-oauth against a stand-in of Intuit's token endpoint and
 * Accounting API on this machine (there is no internet here): the same requests the adapter makes
 * to Intuit, answered as Intuit documents them.
 */
interface Posted {
  requestid: string | null;
  body: {
    DocNumber: string;
    TxnDate: string;
    Line: {
      Amount: number;
      JournalEntryLineDetail: { PostingType: 'Debit' | 'Credit'; AccountRef: { value: string } };
    }[];
  };
}

const intuit = {
  tokenRequests: [] as URLSearchParams[],
  accounts: new Map<string, string>(),
  posted: [] as Posted[],
  failJournal: false,
  revoked: [] as { authorization: string | undefined; body: string }[],
  failRevoke: false,
};
let server: Server;
let base = '';
let t: TestApp;
const cookies = { broker: '', finance: '' };
const period = payoutPeriodOf(formatDate(new Date()));
const REDIRECT = 'https://broker.example.com/finance-ops';

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
  });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://intuit');
    const body = await read(request);
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (url.pathname === '/oauth2/v1/tokens/bearer') {
      intuit.tokenRequests.push(new URLSearchParams(body));
      const n = intuit.tokenRequests.length;
      return json(200, {
        token_type: 'bearer',
        access_token: `access-${n}`,
        refresh_token: `refresh-${n}`,
        expires_in: 3600,
        x_refresh_token_expires_in: 8_726_400,
      });
    }
    if (url.pathname === '/oauth2/v1/tokens/revoke' && request.method === 'POST') {
      if (intuit.failRevoke) return json(400, { error: 'invalid_request' });
      intuit.revoked.push({ authorization: request.headers.authorization, body });
      return json(200, {});
    }
    if (url.pathname === '/v3/company/9130/query') {
      const name = /Name = '(.*)'/.exec(url.searchParams.get('query') ?? '')?.[1] ?? '';
      const id = intuit.accounts.get(name);
      return json(200, { QueryResponse: id ? { Account: [{ Id: id, Name: name }] } : {} });
    }
    if (url.pathname === '/v3/company/9130/account' && request.method === 'POST') {
      const { Name } = JSON.parse(body) as { Name: string };
      const id = String(100 + intuit.accounts.size);
      intuit.accounts.set(Name, id);
      return json(200, { Account: { Id: id, Name } });
    }
    if (url.pathname === '/v3/company/9130/journalentry' && request.method === 'POST') {
      if (intuit.failJournal)
        return json(400, {
          Fault: {
            Error: [{ Message: 'Business Validation Error', Detail: 'Closed period', code: '6000' }],
            type: 'ValidationFault',
          },
        });
      intuit.posted.push({ requestid: url.searchParams.get('requestid'), body: JSON.parse(body) });
      return json(200, { JournalEntry: { Id: String(intuit.posted.length) } });
    }
    return json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Intuit's token endpoint is a static of the official client: point it at the stand-in.
  (OAuthClient as unknown as { tokenEndpoint: string }).tokenEndpoint = `${base}/oauth2/v1/tokens/bearer`;
  OAuthClient.revokeEndpoint = `${base}/oauth2/v1/tokens/revoke`;
  t = await createTestApp({
    env: {
      QBO_CLIENT_ID: 'client-id',
      QBO_CLIENT_SECRET: 'client-secret',
      QBO_ENVIRONMENT: 'sandbox',
      QBO_REDIRECT_URI: REDIRECT,
      QBO_API_URL: base,
    },
  });
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
  await bindPolicy(t, cookies.broker, 'tenants', tenantsForm({ 'insured-name': 'Books Two' }), 'annual');
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: cookies.finance }, ...(payload ? { payload } : {}) });

describe('QuickBooks Online', () => {
  it("authorises at Intuit's consent page and exchanges the code for the company's tokens", async () => {
    const { uri } = (await call('GET', '/api/QBOOAuthURI')).json() as { uri: string };
    const consent = new URL(uri);
    expect(consent.origin + consent.pathname).toBe('https://appcenter.intuit.com/connect/oauth2');
    expect(consent.searchParams.get('client_id')).toBe('client-id');
    expect(consent.searchParams.get('redirect_uri')).toBe(REDIRECT);
    expect(consent.searchParams.get('scope')).toBe('com.intuit.quickbooks.accounting');
    const state = consent.searchParams.get('state')!;
    expect((await call('POST', '/api/accounting/local/consents', { state })).statusCode).toBe(404);

    const body = {
      environment: 'sandbox',
      redirectUri: REDIRECT,
      tokenExchangeUrl: `${REDIRECT}?code=intuit-code&state=${state}&realmId=9130`,
    };
    expect((await call('POST', '/api/QBOOAuthTokens', { ...body, environment: 'local' })).statusCode).toBe(
      400,
    );
    expect(
      (
        await call('POST', '/api/QBOOAuthTokens', {
          ...body,
          redirectUri: 'https://elsewhere.example/finance-ops',
        })
      ).statusCode,
    ).toBe(400);
    const done = await call('POST', '/api/QBOOAuthTokens', body);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('QuickBooks Online connected (company 9130).');
    expect(done.json().connection).toMatchObject({
      provider: 'quickbooks',
      environment: 'sandbox',
      status: 'connected',
      realmId: '9130',
    });
    expect(Object.fromEntries(intuit.tokenRequests[0]!)).toMatchObject({
      grant_type: 'authorization_code',
      code: 'intuit-code',
      redirect_uri: REDIRECT,
    });

    const refreshed = await call('PUT', '/api/QBOOAuthTokens', {
      environment: 'sandbox',
      redirectUri: REDIRECT,
      refreshToken: 'refresh-1',
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(Object.fromEntries(intuit.tokenRequests[1]!)).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
    });
    // The refresh token rotated: the old one is no longer this connection's.
    expect(
      (
        await call('PUT', '/api/QBOOAuthTokens', {
          environment: 'sandbox',
          redirectUri: REDIRECT,
          refreshToken: 'refresh-1',
        })
      ).statusCode,
    ).toBe(400);
  });

  it("a failure at QuickBooks is a 502 and a failed sync on record; the next sync posts the month's balanced entries once each", async () => {
    intuit.failJournal = true;
    const failed = await call('POST', '/api/accounting/syncs', { period });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toMatch(/^QuickBooks journal entry failed: Business Validation Error/);
    // Stored as a code, its values and QuickBooks's own words, for Finance Ops to say in its reader's
    // language; its English as the API always answered it (decision 0086).
    const lastSync = (await call('GET', '/api/accounting')).json().lastSync;
    expect(lastSync).toMatchObject({
      status: 'failed',
      entriesPosted: 0,
      error: failed.json().message,
      errorReason: { code: 'providerFailed', params: { action: 'journal' } },
    });
    expect(lastSync.errorReason.detail).toMatch(/^Business Validation Error/);

    intuit.failJournal = false;
    const sync = await call('POST', '/api/accounting/syncs', { period });
    expect(sync.statusCode, sync.body).toBe(200);
    const count = sync.json().sync.entriesPosted as number;
    expect(count).toBeGreaterThanOrEqual(2);
    expect(intuit.posted).toHaveLength(count);
    for (const { requestid, body } of intuit.posted) {
      expect(requestid).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.DocNumber).toMatch(/^JE-\d+$/);
      expect(body.TxnDate.slice(0, 7)).toBe(period);
      const side = (type: string) =>
        Math.round(
          body.Line.filter((l) => l.JournalEntryLineDetail.PostingType === type).reduce(
            (s, l) => s + l.Amount * 100,
            0,
          ),
        );
      expect(side('Debit')).toBeGreaterThan(0);
      expect(side('Debit')).toBe(side('Credit'));
    }
    expect(new Set(intuit.posted.map((p) => p.requestid)).size).toBe(count);
    expect([...intuit.accounts.keys()]).toContain('1100 Premium receivable from insureds');

    const again = await call('POST', '/api/accounting/syncs', { period });
    expect(again.json().sync.entriesPosted).toBe(0);
    expect(intuit.posted).toHaveLength(count);
  });
});

describe('disconnecting QuickBooks Online', () => {
  it('revokes the refresh token at Intuit, deletes the tokens, and keeps the journal', async () => {
    const entries = (await call('GET', '/api/accounting')).json().journal.entries as number;
    const done = await call('DELETE', '/api/QBOOAuthTokens');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(
      'QuickBooks Online disconnected: Intuit revoked the tokens and they are deleted here. The local journal stays as it is.',
    );
    expect(done.json().connection).toMatchObject({ status: 'disconnected', realmId: null });
    expect(done.json().connection.journal.entries).toBe(entries);
    expect(intuit.revoked).toHaveLength(1);
    // The rotated refresh token (the second one Intuit issued), with the app's own credentials.
    expect(JSON.parse(intuit.revoked[0]!.body)).toEqual({ token: 'refresh-2' });
    expect(intuit.revoked[0]!.authorization).toBe(
      `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`,
    );
  });

  it('deletes the tokens even when Intuit does not confirm, and says so', async () => {
    const { uri } = (await call('GET', '/api/QBOOAuthURI')).json() as { uri: string };
    const state = new URL(uri).searchParams.get('state')!;
    const connected = await call('POST', '/api/QBOOAuthTokens', {
      environment: 'sandbox',
      redirectUri: REDIRECT,
      tokenExchangeUrl: `${REDIRECT}?code=intuit-code-2&state=${state}&realmId=9130`,
    });
    expect(connected.statusCode, connected.body).toBe(200);
    intuit.failRevoke = true;
    const done = await call('DELETE', '/api/QBOOAuthTokens');
    intuit.failRevoke = false;
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toMatch(
      /^QuickBooks Online disconnected: the tokens are deleted here, but Intuit did not confirm their revocation \(QuickBooks revocation failed/,
    );
    expect(done.json().connection.status).toBe('disconnected');
  });
});

/** Connects QuickBooks again (company 9130); answers the n of the tokens Intuit issued (access-n). */
async function connectQuickBooks(): Promise<number> {
  const { uri } = (await call('GET', '/api/QBOOAuthURI')).json() as { uri: string };
  const state = new URL(uri).searchParams.get('state')!;
  const connected = await call('POST', '/api/QBOOAuthTokens', {
    environment: 'sandbox',
    redirectUri: REDIRECT,
    tokenExchangeUrl: `${REDIRECT}?code=intuit-code-${state}&state=${state}&realmId=9130`,
  });
  expect(connected.statusCode, connected.body).toBe(200);
  return intuit.tokenRequests.length;
}

const storedRow = async () => (await t.db.select().from(accountingConnections))[0]!;

describe('tokens at rest', () => {
  it('stores the tokens encrypted, never their text, and still uses them', async () => {
    const n = await connectQuickBooks();
    const row = await storedRow();
    for (const stored of [row.accessToken!, row.refreshToken!]) {
      expect(stored).toMatch(/^enc:v1:[\w-]+\.[\w-]+\.[\w-]+$/);
      // The tokens' text (access-n, refresh-n), not a bare "-n": base64url ciphertext may hold "-4" by chance.
      expect(stored).not.toMatch(new RegExp(`(access|refresh)-${n}(?!\\d)`));
    }
    expect(JSON.stringify(row)).not.toMatch(new RegExp(`(access|refresh)-${n}`));
    // The same token sealed twice differs (a fresh IV each time).
    const sealed = t.app.accountingVault.seal(
      `refresh-${n}`,
      'accounting_connections:quickbooks:refresh_token',
    );
    expect(sealed).not.toBe(row.refreshToken);
    // The refresh sends Intuit the token itself, opened from the database.
    const refreshed = await call('PUT', '/api/QBOOAuthTokens', {
      environment: 'sandbox',
      redirectUri: REDIRECT,
      refreshToken: `refresh-${n}`,
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(intuit.tokenRequests.at(-1)!.get('refresh_token')).toBe(`refresh-${n}`);
    expect((await storedRow()).refreshToken).not.toContain(`refresh-${n + 1}`);
  });

  it('reads tokens stored in clear before encryption and encrypts them on first use', async () => {
    await t.db
      .update(accountingConnections)
      .set({ accessToken: 'plain-access', refreshToken: 'plain-refresh' });
    const sync = await call('POST', '/api/accounting/syncs', { period });
    expect(sync.statusCode, sync.body).toBe(200);
    const row = await storedRow();
    expect(row.accessToken).toMatch(/^enc:v1:/);
    expect(row.refreshToken).toMatch(/^enc:v1:/);
    expect(
      t.app.accountingVault.open(row.refreshToken!, 'accounting_connections:quickbooks:refresh_token'),
    ).toEqual({ value: 'plain-refresh', stale: false });
    // A sealed value moved to the other column does not open there.
    await t.db.update(accountingConnections).set({ accessToken: row.refreshToken });
    expect((await call('GET', '/api/accounting')).json().status).toBe('reconnect');
    await t.db.update(accountingConnections).set({ accessToken: row.accessToken });
    expect((await call('GET', '/api/accounting')).json().status).toBe('connected');
  });

  it('tokens sealed under another key: a "reconnect" state and 409s, not a 500; disconnect and connect again work', async () => {
    const other = createTokenVault({
      ACCOUNTING_TOKEN_KEY: randomBytes(32).toString('base64'),
      DOCUMENT_LINK_SECRET: undefined,
      dataDir: '/nonexistent',
    });
    await t.db.update(accountingConnections).set({
      accessToken: other.seal('x', 'accounting_connections:quickbooks:access_token'),
      refreshToken: other.seal('y', 'accounting_connections:quickbooks:refresh_token'),
    });
    const status = await call('GET', '/api/accounting');
    expect(status.statusCode).toBe(200);
    expect(status.json().status).toBe('reconnect');
    const message =
      "The stored QuickBooks tokens cannot be read with this server's key (ACCOUNTING_TOKEN_KEY changed?). Choose Reconnect to connect QuickBooks again.";
    const sync = await call('POST', '/api/accounting/syncs', { period });
    expect([sync.statusCode, sync.json()]).toEqual([409, { message }]);
    const refresh = await call('PUT', '/api/QBOOAuthTokens', {
      environment: 'sandbox',
      redirectUri: REDIRECT,
    });
    expect([refresh.statusCode, refresh.json()]).toEqual([409, { message }]);

    // Reconnecting replaces them.
    await connectQuickBooks();
    expect((await call('GET', '/api/accounting')).json().status).toBe('connected');

    // Disconnecting with unreadable tokens deletes them and says Intuit could not be asked.
    await t.db.update(accountingConnections).set({
      refreshToken: other.seal('y', 'accounting_connections:quickbooks:refresh_token'),
    });
    const revokedBefore = intuit.revoked.length;
    const done = await call('DELETE', '/api/QBOOAuthTokens');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(
      "QuickBooks Online disconnected: the tokens are deleted here, but Intuit did not confirm their revocation (the stored tokens cannot be read with this server's key). Remove the app in QuickBooks (Settings, Apps) to be sure. The local journal stays as it is.",
    );
    expect(intuit.revoked).toHaveLength(revokedBefore);
    expect(done.json().connection.status).toBe('disconnected');
  });
});

describe('configuration', () => {
  const env = (values: Record<string, string>) => values as NodeJS.ProcessEnv;
  it('selects the local journal without QuickBooks credentials, QuickBooks with both', () => {
    expect(createAccountingProvider(loadConfig(env({})), () => new Date()).name).toBe('local');
    const qbo = loadConfig(
      env({ QBO_CLIENT_ID: 'a', QBO_CLIENT_SECRET: 'b', PUBLIC_URL: 'https://broker.example.com' }),
    );
    const provider = createAccountingProvider(qbo, () => new Date());
    expect([provider.name, provider.environment]).toEqual(['quickbooks', 'sandbox']);
    expect(new URL(provider.authorizeUri('s')).searchParams.get('redirect_uri')).toBe(
      'https://broker.example.com/finance-ops',
    );
  });

  it('refuses an ACCOUNTING_TOKEN_KEY that is not 32 bytes in base64', () => {
    expect(() => loadConfig(env({ ACCOUNTING_TOKEN_KEY: randomBytes(16).toString('base64') }))).toThrow(
      /ACCOUNTING_TOKEN_KEY: must be 32 bytes in base64/,
    );
    expect(() =>
      loadConfig(env({ ACCOUNTING_TOKEN_KEY: 'not a key at all, far too long to be one' })),
    ).toThrow(/ACCOUNTING_TOKEN_KEY/);
    expect(
      loadConfig(env({ ACCOUNTING_TOKEN_KEY: randomBytes(32).toString('base64') })).ACCOUNTING_TOKEN_KEY,
    ).toBeTruthy();
  });

  it('refuses half a QuickBooks configuration, or one without a redirect URI', () => {
    expect(() => loadConfig(env({ QBO_CLIENT_ID: 'a' }))).toThrow(
      /needs both QBO_CLIENT_ID and QBO_CLIENT_SECRET/,
    );
    expect(() => loadConfig(env({ QBO_CLIENT_ID: 'a', QBO_CLIENT_SECRET: 'b' }))).toThrow(
      /needs QBO_REDIRECT_URI/,
    );
  });
});
