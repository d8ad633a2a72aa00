import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type {
  AccountingConnection,
  AccountingSync,
  QboTokensPostBody,
  QboTokensPutBody,
} from '@bm/contracts';
import type { Db } from '../../db/client.ts';
import { accountingConnections, accountingSyncs, journalEntries, users } from '../../db/schema.ts';
import {
  AccountingProviderError,
  LocalAuthorisationError,
  localAuthorisationCode,
  TokenKeyError,
  type AccountingProvider,
  type AccountingTokens,
  type TokenVault,
} from '../../integrations/accounting/index.ts';
import { badRequest, conflict, HttpError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { isOwnOrigin } from '../../plugins/same-origin.ts';
import { writeAudit } from '../audit-log/index.ts';
import { userLabel } from './access.ts';
import { countPendingSources } from './journal-service.ts';
import { readSyncError } from './sync-error.ts';

/** How long an authorisation started with GET /api/QBOOAuthURI can be finished. */
const STATE_TTL_MS = 10 * 60_000;

export const ACCOUNTING_MESSAGES = {
  environment: (ours: string, theirs: string) =>
    `This server's accounting environment is ${ours}, not ${theirs}.`,
  redirectUri: 'redirectUri must be the Finance Ops page this server redirects to.',
  stateMismatch: 'This authorisation was not started here or has expired (10 minutes). Choose Connect again.',
  noCode: 'The consent step did not answer with an authorisation code.',
  notConnected: 'Accounting is not connected. Choose Connect first.',
  refreshExpired: 'The connection has expired. Choose Connect again.',
  refreshTokenMismatch: "That refresh token is not this connection's.",
  connected: (provider: AccountingProvider, realmId: string) =>
    provider.name === 'local'
      ? 'Accounting connected: the local journal.'
      : `QuickBooks Online connected (company ${realmId}).`,
  refreshed: 'Accounting connection refreshed.',
  reconnect: (provider: AccountingProvider) =>
    `The stored ${provider.name === 'local' ? 'accounting' : 'QuickBooks'} tokens cannot be read with this server's key (ACCOUNTING_TOKEN_KEY changed?). Choose Reconnect to connect ${provider.name === 'local' ? 'the local journal' : 'QuickBooks'} again.`,
  unreadableTokens: "the stored tokens cannot be read with this server's key",
  authorisationCancelled: 'The authorisation in progress is cancelled; nothing was connected.',
  disconnected: (provider: AccountingProvider) =>
    provider.name === 'local'
      ? 'Accounting disconnected: the local journal stays as it is.'
      : 'QuickBooks Online disconnected: Intuit revoked the tokens and they are deleted here. The local journal stays as it is.',
  disconnectedNotRevoked: (detail: string) =>
    `QuickBooks Online disconnected: the tokens are deleted here, but Intuit did not confirm their revocation (${detail}). Remove the app in QuickBooks (Settings, Apps) to be sure. The local journal stays as it is.`,
} as const;

/** A provider failure: 502 with its message, nothing stored. */
export function providerFailure(error: unknown): never {
  if (error instanceof AccountingProviderError) throw new HttpError(502, error.message);
  if (error instanceof LocalAuthorisationError) throw badRequest(error.message);
  throw error;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

async function connectionRow(db: Db, provider: AccountingProvider) {
  const [row] = await db
    .select()
    .from(accountingConnections)
    .where(eq(accountingConnections.provider, provider.name))
    .limit(1);
  return row ?? null;
}

export async function lastSync(db: Db, provider: AccountingProvider): Promise<AccountingSync | null> {
  const [row] = await db
    .select({
      sync: accountingSyncs,
      user: { givenName: users.givenName, familyName: users.familyName, email: users.email },
    })
    .from(accountingSyncs)
    .leftJoin(users, eq(users.id, accountingSyncs.userId))
    .where(eq(accountingSyncs.provider, provider.name))
    .orderBy(desc(accountingSyncs.startedAt))
    .limit(1);
  return row ? syncView(row.sync, userLabel(row.user)) : null;
}

export function syncView(row: typeof accountingSyncs.$inferSelect, by: string | null): AccountingSync {
  return {
    id: row.id,
    provider: row.provider as AccountingSync['provider'],
    period: row.period,
    status: row.status,
    entriesPosted: row.entriesPosted,
    amountPosted: row.amountPosted,
    ...readSyncError(row.error),
    startedAt: row.startedAt.toISOString(),
    finishedAt: iso(row.finishedAt),
    by,
  };
}

/** The connection as Finance Ops shows it (never its tokens), with its last sync and the journal's size. */
export async function connectionStatus(
  db: Db,
  provider: AccountingProvider,
  vault: TokenVault,
): Promise<AccountingConnection> {
  const [row] = await db
    .select({
      connection: accountingConnections,
      user: { givenName: users.givenName, familyName: users.familyName, email: users.email },
    })
    .from(accountingConnections)
    .leftJoin(users, eq(users.id, accountingConnections.connectedBy))
    .where(eq(accountingConnections.provider, provider.name))
    .limit(1);
  const [entries] = await db.select({ n: count() }).from(journalEntries);
  const [notPosted] = await db
    .select({ n: count() })
    .from(journalEntries)
    .where(isNull(journalEntries.syncId));
  // Sources the next sync will journal are not posted either: before a sync, the count says so.
  const pending = await countPendingSources(db);
  const c = row?.connection;
  return {
    provider: provider.name,
    environment: provider.environment,
    status: unreadable(vault, provider, c) ? 'reconnect' : (c?.status ?? 'disconnected'),
    realmId: c?.realmId ?? null,
    connectedAt: iso(c?.connectedAt ?? null),
    connectedBy: c?.connectedBy ? userLabel(row?.user ?? null) : null,
    refreshedAt: iso(c?.refreshedAt ?? null),
    accessTokenExpiresAt: iso(c?.accessTokenExpiresAt ?? null),
    refreshTokenExpiresAt: iso(c?.refreshTokenExpiresAt ?? null),
    lastSync: await lastSync(db, provider),
    journal: { entries: entries?.n ?? 0, notPosted: (notPosted?.n ?? 0) + pending },
  };
}

/**
 * GET /api/QBOOAuthURI: starts an authorisation with a fresh state (kept 10 minutes) and answers
 * where the browser goes to consent. A connection already made stays usable meanwhile.
 */
export async function startAuthorisation(db: Db, provider: AccountingProvider, now: Date): Promise<string> {
  const state = randomBytes(18).toString('base64url');
  const pending = {
    pendingState: state,
    pendingStateExpiresAt: new Date(now.getTime() + STATE_TTL_MS),
    pendingCode: null,
    environment: provider.environment,
    updatedAt: now,
  };
  await db
    .insert(accountingConnections)
    .values({ provider: provider.name, status: 'pending', ...pending })
    .onConflictDoUpdate({ target: accountingConnections.provider, set: pending });
  return provider.authorizeUri(state);
}

const statePending = (
  row: typeof accountingConnections.$inferSelect | null,
  state: string | null,
  now: Date,
) =>
  Boolean(
    row?.pendingState &&
    state &&
    row.pendingState === state &&
    row.pendingStateExpiresAt &&
    row.pendingStateExpiresAt > now,
  );

/**
 * The local journal's consent step (the stand-in for Intuit's consent page): for the pending state,
 * issues a one-time code and answers where to redirect, /finance-ops with code, state and realmId.
 */
export async function localConsent(
  db: Db,
  provider: AccountingProvider,
  state: string,
  now: Date,
): Promise<string> {
  const row = await connectionRow(db, provider);
  if (!statePending(row, state, now)) throw badRequest(ACCOUNTING_MESSAGES.stateMismatch);
  const code = localAuthorisationCode();
  await db
    .update(accountingConnections)
    .set({ pendingCode: code, updatedAt: now })
    .where(
      and(eq(accountingConnections.provider, provider.name), eq(accountingConnections.pendingState, state)),
    );
  return `/finance-ops?${new URLSearchParams({ code, state, realmId: 'local' })}`;
}

/** A base no real address has (.invalid never resolves): a redirect parsed on it that keeps it is relative. */
const RELATIVE_BASE = 'http://this-server.invalid';

/** Where the consent step may send the browser back to. */
export interface RedirectCheck {
  /** QuickBooks: the redirect URI registered with Intuit (QBO_REDIRECT_URI or PUBLIC_URL/finance-ops). */
  quickBooksUri: string | null;
  /** Local: the host the request came to and PUBLIC_URL, the origins that are this server's. */
  host: string;
  publicUrl: string | undefined;
}

/**
 * QuickBooks: the registered redirect URI exactly. Local: this server's Finance Ops page, on this
 * server's origin (the one the request came to, or PUBLIC_URL's) or relative to it; another
 * origin is refused as QuickBooks would refuse it.
 */
function checkRedirect(provider: AccountingProvider, check: RedirectCheck, redirectUri: string) {
  if (provider.name === 'quickbooks') {
    if (redirectUri !== check.quickBooksUri) throw badRequest(ACCOUNTING_MESSAGES.redirectUri);
    return;
  }
  let url: URL;
  try {
    url = new URL(redirectUri, RELATIVE_BASE);
  } catch {
    throw badRequest(ACCOUNTING_MESSAGES.redirectUri);
  }
  // Parsed as a browser would ('//host' and '/\\host' name another host): kept on the base, it is relative.
  const relative = url.origin === RELATIVE_BASE;
  const ownOrigin = relative || isOwnOrigin(url.origin, check.host, check.publicUrl);
  if (!ownOrigin || url.pathname !== '/finance-ops') throw badRequest(ACCOUNTING_MESSAGES.redirectUri);
}

function checkEnvironment(provider: AccountingProvider, environment: string) {
  if (environment !== provider.environment)
    throw badRequest(ACCOUNTING_MESSAGES.environment(provider.environment, environment));
}

/** What each stored token is sealed to: its provider's row and its column. */
const tokenContext = (provider: AccountingProvider, column: 'access_token' | 'refresh_token') =>
  `accounting_connections:${provider.name}:${column}`;

/** The token columns, the tokens sealed (AES-256-GCM; never stored in clear). */
const tokenColumns = (vault: TokenVault, provider: AccountingProvider, tokens: AccountingTokens) => ({
  accessToken: vault.seal(tokens.accessToken, tokenContext(provider, 'access_token')),
  refreshToken: vault.seal(tokens.refreshToken, tokenContext(provider, 'refresh_token')),
  realmId: tokens.realmId,
  accessTokenExpiresAt: tokens.accessTokenExpiresAt,
  refreshTokenExpiresAt: tokens.refreshTokenExpiresAt,
});

type ConnectionRow = typeof accountingConnections.$inferSelect;

/**
 * The row's tokens opened; `stale` when one was stored in clear (before decision 0050) or under
 * another key, to be sealed again. Throws TokenKeyError when they do not open.
 */
function openTokens(vault: TokenVault, provider: AccountingProvider, row: ConnectionRow, now: Date) {
  if (!row.accessToken || !row.refreshToken || !row.realmId) return null;
  const access = vault.open(row.accessToken, tokenContext(provider, 'access_token'));
  const refresh = vault.open(row.refreshToken, tokenContext(provider, 'refresh_token'));
  return {
    stale: access.stale || refresh.stale,
    tokens: {
      accessToken: access.value,
      refreshToken: refresh.value,
      realmId: row.realmId,
      accessTokenExpiresAt: row.accessTokenExpiresAt ?? now,
      refreshTokenExpiresAt: row.refreshTokenExpiresAt ?? now,
    } satisfies AccountingTokens,
  };
}

/** True when the row holds tokens this server cannot open (a changed key): reconnect. */
function unreadable(vault: TokenVault, provider: AccountingProvider, row: ConnectionRow | undefined) {
  if (!row) return false;
  try {
    openTokens(vault, provider, row, new Date(0));
    return false;
  } catch (error) {
    if (error instanceof TokenKeyError) return true;
    throw error;
  }
}

/** POST /api/QBOOAuthTokens: exchanges the consent step's code for tokens; the connection is then made. */
export async function exchangeTokens(
  db: Db,
  provider: AccountingProvider,
  vault: TokenVault,
  redirect: RedirectCheck,
  user: AuthUser,
  body: QboTokensPostBody,
  now: Date,
): Promise<{ message: string; connection: AccountingConnection }> {
  checkEnvironment(provider, body.environment);
  checkRedirect(provider, redirect, body.redirectUri);
  let params: URLSearchParams;
  try {
    params = new URL(body.tokenExchangeUrl, 'http://local').searchParams;
  } catch {
    throw badRequest(ACCOUNTING_MESSAGES.noCode);
  }
  const row = await connectionRow(db, provider);
  if (!statePending(row, params.get('state'), now)) throw badRequest(ACCOUNTING_MESSAGES.stateMismatch);
  if (!params.get('code')) throw badRequest(ACCOUNTING_MESSAGES.noCode);
  const tokens = await provider
    .exchangeCode(body.tokenExchangeUrl, { state: row!.pendingState!, code: row!.pendingCode })
    .catch(providerFailure);
  // Only the authorisation still pending is finished (a second exchange of the same code finds none).
  const [updated] = await db
    .update(accountingConnections)
    .set({
      ...tokenColumns(vault, provider, tokens),
      status: 'connected',
      pendingState: null,
      pendingStateExpiresAt: null,
      pendingCode: null,
      connectedBy: user.id,
      connectedAt: now,
      refreshedAt: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(accountingConnections.provider, provider.name),
        eq(accountingConnections.pendingState, row!.pendingState!),
      ),
    )
    .returning({ provider: accountingConnections.provider });
  if (!updated) throw badRequest(ACCOUNTING_MESSAGES.stateMismatch);
  return {
    message: ACCOUNTING_MESSAGES.connected(provider, tokens.realmId),
    connection: await connectionStatus(db, provider, vault),
  };
}

/**
 * The connected row and its tokens opened, for refresh, sync and disconnect; 409 when there is none,
 * it has expired, or its tokens do not open with this server's key (reconnect). Tokens stored in
 * clear or under an older key are sealed again under the key in use.
 */
export async function connectedRow(db: Db, provider: AccountingProvider, vault: TokenVault, now: Date) {
  const row = await connectionRow(db, provider);
  if (!row || !row.refreshToken || !row.accessToken || !row.realmId || !row.connectedAt)
    throw conflict(ACCOUNTING_MESSAGES.notConnected);
  let opened: ReturnType<typeof openTokens>;
  try {
    opened = openTokens(vault, provider, row, now);
  } catch (error) {
    if (error instanceof TokenKeyError) throw conflict(ACCOUNTING_MESSAGES.reconnect(provider));
    throw error;
  }
  if (!row.refreshTokenExpiresAt || row.refreshTokenExpiresAt <= now)
    throw conflict(ACCOUNTING_MESSAGES.refreshExpired);
  const { tokens, stale } = opened!;
  if (stale)
    // Only if no one changed them meanwhile (a refresh in another request).
    await db
      .update(accountingConnections)
      .set({ ...tokenColumns(vault, provider, tokens), updatedAt: now })
      .where(
        and(
          eq(accountingConnections.provider, provider.name),
          eq(accountingConnections.accessToken, row.accessToken),
          eq(accountingConnections.refreshToken, row.refreshToken),
        ),
      );
  return { row, tokens };
}

/** New tokens from the provider, stored (refresh tokens rotate). */
export async function refreshStored(
  db: Db,
  provider: AccountingProvider,
  vault: TokenVault,
  tokens: AccountingTokens,
  now: Date,
): Promise<AccountingTokens> {
  const fresh = await provider.refresh(tokens.refreshToken, tokens.realmId).catch(providerFailure);
  await db
    .update(accountingConnections)
    .set({
      ...tokenColumns(vault, provider, fresh),
      realmId: tokens.realmId,
      refreshedAt: now,
      updatedAt: now,
    })
    .where(eq(accountingConnections.provider, provider.name));
  return { ...fresh, realmId: tokens.realmId };
}

/** PUT /api/QBOOAuthTokens: refreshes the connection's tokens. */
export async function refreshTokens(
  db: Db,
  provider: AccountingProvider,
  vault: TokenVault,
  redirect: RedirectCheck,
  body: QboTokensPutBody,
  now: Date,
): Promise<{ message: string; connection: AccountingConnection }> {
  checkEnvironment(provider, body.environment);
  checkRedirect(provider, redirect, body.redirectUri);
  const { tokens } = await connectedRow(db, provider, vault, now);
  if (body.refreshToken !== undefined && body.refreshToken !== tokens.refreshToken)
    throw badRequest(ACCOUNTING_MESSAGES.refreshTokenMismatch);
  await refreshStored(db, provider, vault, tokens, now);
  return { message: ACCOUNTING_MESSAGES.refreshed, connection: await connectionStatus(db, provider, vault) };
}

/**
 * DELETE /api/QBOOAuthTokens: revokes the tokens at the accounting system (QuickBooks: Intuit's
 * revoke endpoint), deletes them with the connection row and audits who did it. The journal, its
 * entries and the syncs stay: the local journal keeps working and a later connection posts what no
 * sync has posted. When Intuit cannot be reached or refuses, the tokens are deleted all the same
 * (the person asked to disconnect) and the answer and the audit say so.
 */
export async function disconnect(
  db: Db,
  provider: AccountingProvider,
  vault: TokenVault,
  user: AuthUser,
  ip: string | null,
  now: Date,
): Promise<{ message: string; connection: AccountingConnection }> {
  const row = await connectionRow(db, provider);
  if (!row) throw conflict(ACCOUNTING_MESSAGES.notConnected);
  let tokens: AccountingTokens | null = null;
  let revocationError: string | null = null;
  try {
    tokens = openTokens(vault, provider, row, now)?.tokens ?? null;
  } catch (error) {
    if (!(error instanceof TokenKeyError)) throw error;
    // Nothing to revoke with: deleted all the same, and said (QuickBooks: remove the app there).
    if (provider.name !== 'local') revocationError = ACCOUNTING_MESSAGES.unreadableTokens;
  }
  if (tokens) {
    try {
      await provider.revoke(tokens);
    } catch (error) {
      if (!(error instanceof AccountingProviderError)) throw error;
      revocationError = error.message;
    }
  }
  await db.transaction(async (tx) => {
    await tx.delete(accountingConnections).where(eq(accountingConnections.provider, provider.name));
    await writeAudit(tx, {
      action: 'accounting.disconnect',
      actorId: user.id,
      entityType: 'accounting_connection',
      entityId: provider.name,
      ip,
      details: {
        provider: provider.name,
        environment: provider.environment,
        realmId: row.realmId,
        status: row.status,
        revoked: tokens !== null && revocationError === null,
        tokensReadable: tokens !== null || row.accessToken === null,
        ...(revocationError ? { revocationError } : {}),
      },
      at: now,
    });
  });
  return {
    message:
      revocationError !== null
        ? ACCOUNTING_MESSAGES.disconnectedNotRevoked(revocationError)
        : row.accessToken === null
          ? ACCOUNTING_MESSAGES.authorisationCancelled
          : ACCOUNTING_MESSAGES.disconnected(provider),
    connection: await connectionStatus(db, provider, vault),
  };
}
