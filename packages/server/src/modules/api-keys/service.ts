import type { ApiKey, CreateApiKeyBody, CreatedApiKey } from '@bm/contracts';
import { API_KEY_SCOPES, canManageIntegrations, seesIntegrations } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { writeAudit } from '../audit-log/index.ts';
import { findBrokerage } from '../brokerages/index.ts';
import { isApiKeyScope, newApiKey } from './keys.ts';
import { API_KEY_MESSAGES } from './messages.ts';
import { findApiKey, insertApiKey, listApiKeys, revokeApiKey, type ListedApiKey } from './repository.ts';

export interface ApiKeyDeps {
  db: Db;
  now: () => Date;
}

/** Who asks, and from where (for the audit log). */
export interface ApiKeyCaller {
  user: AuthUser;
  ip: string | null;
}

function toApiKey({ key, brokerageName, createdBy }: ListedApiKey): ApiKey {
  return {
    id: key.id,
    brokerageId: key.brokerageId,
    brokerageName,
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes.filter(isApiKeyScope),
    createdAt: key.createdAt.toISOString(),
    createdBy,
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
  };
}

/** 403 for anyone who manages no brokerage's integrations (canManageIntegrations: nobody but admins). */
function requireIntegrationsManager(user: AuthUser): void {
  if (user.apiKey || !seesIntegrations(user.flags, user.brokerageId)) {
    throw forbidden(API_KEY_MESSAGES.notAllowed);
  }
}

/** GET /api/api-keys: an agency admin's brokerage's keys; a super admin's, every brokerage's or one's. */
export async function listApiKeysFor(db: Db, user: AuthUser, brokerageId?: string): Promise<ApiKey[]> {
  requireIntegrationsManager(user);
  const wanted = brokerageId ?? (user.flags.superadmin ? null : user.brokerageId);
  if (!canManageIntegrations(user.flags, wanted, user.brokerageId))
    throw forbidden(API_KEY_MESSAGES.notAllowed);
  return (await listApiKeys(db, wanted)).map(toApiKey);
}

/**
 * POST /api/api-keys: a key of the brokerage (the agency admin's own; the one a super admin names),
 * its hash stored and the key answered this once, with an audit row in the same transaction.
 */
export async function createApiKey(
  deps: ApiKeyDeps,
  { user, ip }: ApiKeyCaller,
  body: CreateApiKeyBody,
): Promise<CreatedApiKey> {
  requireIntegrationsManager(user);
  const brokerageId = user.flags.superadmin ? (body.brokerageId ?? null) : user.brokerageId;
  if (!brokerageId) throw badRequest(API_KEY_MESSAGES.brokerageRequired);
  if (!canManageIntegrations(user.flags, brokerageId, user.brokerageId)) {
    throw forbidden(API_KEY_MESSAGES.notAllowed);
  }
  if (!(await findBrokerage(deps.db, brokerageId))) throw badRequest(API_KEY_MESSAGES.brokerageNotFound);
  const made = newApiKey();
  const scopes = API_KEY_SCOPES.filter((scope) => body.scopes.includes(scope));
  const name = body.name.trim();
  const at = deps.now();
  const id = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = await insertApiKey(tx, {
      brokerageId,
      name,
      prefix: made.prefix,
      hash: made.hash,
      scopes,
      createdBy: user.id,
      createdAt: at,
    });
    await writeAudit(tx, {
      action: 'api_key.created',
      actorId: user.id,
      entityType: 'api_key',
      entityId: row.id,
      ip,
      details: { brokerageId, name, prefix: made.prefix, scopes },
      at,
    });
    return row.id;
  });
  const saved = await findApiKey(deps.db, id);
  if (!saved) throw notFound(API_KEY_MESSAGES.notFound);
  return { apiKey: toApiKey(saved), key: made.key };
}

/**
 * DELETE /api/api-keys/{id}: the key answers 401 from the next request on, in every process (keys are
 * looked up on each request, never remembered). Revoking a revoked key changes nothing.
 */
export async function revokeApiKeyFor(deps: ApiKeyDeps, { user, ip }: ApiKeyCaller, id: string) {
  requireIntegrationsManager(user);
  const found = await findApiKey(deps.db, id);
  // Another brokerage's key is not found, as if it did not exist.
  if (!found || !canManageIntegrations(user.flags, found.key.brokerageId, user.brokerageId)) {
    throw notFound(API_KEY_MESSAGES.notFound);
  }
  const at = deps.now();
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (!(await revokeApiKey(tx, id, user.id, at))) return;
    await writeAudit(tx, {
      action: 'api_key.revoked',
      actorId: user.id,
      entityType: 'api_key',
      entityId: id,
      ip,
      details: { brokerageId: found.key.brokerageId, name: found.key.name, prefix: found.key.prefix },
      at,
    });
  });
  return { ok: true as const };
}
