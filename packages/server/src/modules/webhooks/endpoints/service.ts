import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { CreateWebhookEndpointBody, UpdateWebhookEndpointBody, WebhookEndpoint } from '@bm/contracts';
import { canManageIntegrations, seesIntegrations } from '@bm/domain';
import type { Db } from '../../../db/client.ts';
import { brokerages, webhookDeliveries, webhookEndpoints } from '../../../db/schema.ts';
import { forbidden, notFound } from '../../../lib/errors.ts';
import type { AuthUser } from '../../../plugins/auth-context.ts';
import { writeAudit } from '../../audit-log/index.ts';
import { WEBHOOK_ENDPOINT_MESSAGES } from './messages.ts';
import { newWebhookSecret, PREVIOUS_SECRET_VALID_MS } from './secret.ts';
import { assertWebhookUrl } from './url-check.ts';

export interface EndpointDeps {
  db: Db;
  now: () => Date;
  allowPrivate: boolean;
}

/** Who the request is from and where, for the checks and the audit. */
export interface Actor {
  user: AuthUser;
  ip: string;
}

type EndpointRow = typeof webhookEndpoints.$inferSelect;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Agency admins and super admins only: everyone else gets 403 from every integrations route. */
export function assertSeesIntegrations(user: AuthUser): void {
  if (!seesIntegrations(user.flags, user.brokerageId)) throw forbidden(WEBHOOK_ENDPOINT_MESSAGES.notAllowed);
}

/** An endpoint the user manages; another brokerage's or a deleted one is not found. */
export async function managedEndpoint(db: Db, user: AuthUser, endpointId: string): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), isNull(webhookEndpoints.deletedAt)));
  if (!row || !canManageIntegrations(user.flags, row.brokerageId, user.brokerageId)) {
    throw notFound(WEBHOOK_ENDPOINT_MESSAGES.notFound);
  }
  return row;
}

/** The endpoints the user manages (super admins: every one), platform-wide first, then newest first. */
export async function listEndpoints(db: Db, user: AuthUser, now: Date): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        isNull(webhookEndpoints.deletedAt),
        user.flags.superadmin ? undefined : eq(webhookEndpoints.brokerageId, user.brokerageId ?? ''),
      ),
    )
    .orderBy(
      sql`${webhookEndpoints.brokerageId} is not null`,
      desc(webhookEndpoints.createdAt),
      webhookEndpoints.id,
    );
  return present(db, rows, now);
}

async function present(db: Db, rows: EndpointRow[], now: Date): Promise<WebhookEndpoint[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const brokerageIds = [...new Set(rows.flatMap((row) => (row.brokerageId ? [row.brokerageId] : [])))];
  const [names, counts] = await Promise.all([
    brokerageIds.length === 0
      ? []
      : db
          .select({ id: brokerages.id, name: brokerages.name })
          .from(brokerages)
          .where(inArray(brokerages.id, brokerageIds)),
    db
      .select({
        endpointId: webhookDeliveries.endpointId,
        status: webhookDeliveries.status,
        n: sql<number>`count(*)::int`,
      })
      .from(webhookDeliveries)
      .where(
        and(
          inArray(webhookDeliveries.endpointId, ids),
          gt(webhookDeliveries.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      )
      .groupBy(webhookDeliveries.endpointId, webhookDeliveries.status),
  ]);
  const countOf = (id: string, status: string) =>
    Number(counts.find((c) => c.endpointId === id && c.status === status)?.n ?? 0);
  return rows.map((row) => ({
    id: row.id,
    brokerageId: row.brokerageId,
    brokerageName: names.find((b) => b.id === row.brokerageId)?.name ?? null,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes as WebhookEndpoint['eventTypes'],
    enabled: row.enabled,
    disabledReason: row.disabledReason ?? null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    failingSince: row.failingSince?.toISOString() ?? null,
    previousSecretExpiresAt:
      row.previousSecretExpiresAt && row.previousSecretExpiresAt > now
        ? row.previousSecretExpiresAt.toISOString()
        : null,
    createdAt: row.createdAt.toISOString(),
    recent: {
      succeeded: countOf(row.id, 'succeeded'),
      failed: countOf(row.id, 'failed'),
      pending: countOf(row.id, 'pending'),
    },
  }));
}

export async function presentOne(db: Db, row: EndpointRow, now: Date): Promise<WebhookEndpoint> {
  return (await present(db, [row], now))[0]!;
}

/** Which brokerage a new endpoint is for: a super admin's choice (none: the platform); others' own. */
async function brokerageFor(
  db: Db,
  user: AuthUser,
  asked: string | null | undefined,
): Promise<string | null> {
  const brokerageId = user.flags.superadmin ? (asked ?? null) : user.brokerageId;
  if (!canManageIntegrations(user.flags, brokerageId, user.brokerageId)) {
    throw forbidden(WEBHOOK_ENDPOINT_MESSAGES.notAllowed);
  }
  if (brokerageId !== null) {
    const [found] = await db
      .select({ id: brokerages.id })
      .from(brokerages)
      .where(eq(brokerages.id, brokerageId));
    if (!found) throw notFound(WEBHOOK_ENDPOINT_MESSAGES.noBrokerage);
  }
  return brokerageId;
}

export async function createEndpoint(
  deps: EndpointDeps,
  actor: Actor,
  body: CreateWebhookEndpointBody,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const brokerageId = await brokerageFor(deps.db, actor.user, body.brokerageId);
  const url = await assertWebhookUrl(body.url, deps.allowPrivate);
  const now = deps.now();
  const secret = newWebhookSecret();
  const eventTypes = [...new Set(body.eventTypes ?? [])];
  const row = await deps.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(webhookEndpoints)
      .values({
        brokerageId,
        url,
        description: body.description ?? '',
        eventTypes,
        secret,
        createdBy: actor.user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await writeAudit(tx, {
      action: 'webhook_endpoint.created',
      actorId: actor.user.id,
      entityType: 'webhook_endpoint',
      entityId: made!.id,
      ip: actor.ip,
      details: { brokerageId, url, eventTypes },
      at: now,
    });
    return made!;
  });
  return { endpoint: await presentOne(deps.db, row, now), secret };
}

export async function updateEndpoint(
  deps: EndpointDeps,
  actor: Actor,
  endpointId: string,
  body: UpdateWebhookEndpointBody,
): Promise<WebhookEndpoint> {
  const current = await managedEndpoint(deps.db, actor.user, endpointId);
  const now = deps.now();
  const changes: Partial<typeof webhookEndpoints.$inferInsert> = { updatedAt: now };
  if (body.url !== undefined && body.url.trim() !== current.url) {
    changes.url = await assertWebhookUrl(body.url, deps.allowPrivate);
  }
  if (body.description !== undefined) changes.description = body.description;
  if (body.eventTypes !== undefined) changes.eventTypes = [...new Set(body.eventTypes)];
  if (body.enabled === true && !current.enabled) {
    Object.assign(changes, { enabled: true, disabledReason: null, disabledAt: null, failingSince: null });
  }
  if (body.enabled === false && current.enabled) {
    Object.assign(changes, { enabled: false, disabledReason: 'owner', disabledAt: now });
  }
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(webhookEndpoints)
      .set(changes)
      .where(eq(webhookEndpoints.id, endpointId))
      .returning();
    const { updatedAt: _at, ...changed } = changes;
    await writeAudit(tx, {
      action: 'webhook_endpoint.updated',
      actorId: actor.user.id,
      entityType: 'webhook_endpoint',
      entityId: endpointId,
      ip: actor.ip,
      details: { changed },
      at: now,
    });
    return updated!;
  });
  return presentOne(deps.db, row, now);
}

/** A new secret; the previous one keeps signing for a day (receivers move to the new one meanwhile). */
export async function rotateSecret(
  deps: EndpointDeps,
  actor: Actor,
  endpointId: string,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const current = await managedEndpoint(deps.db, actor.user, endpointId);
  const now = deps.now();
  const secret = newWebhookSecret();
  const previousSecretExpiresAt = new Date(now.getTime() + PREVIOUS_SECRET_VALID_MS);
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(webhookEndpoints)
      .set({ secret, previousSecret: current.secret, previousSecretExpiresAt, updatedAt: now })
      .where(eq(webhookEndpoints.id, endpointId))
      .returning();
    await writeAudit(tx, {
      action: 'webhook_endpoint.secret_rotated',
      actorId: actor.user.id,
      entityType: 'webhook_endpoint',
      entityId: endpointId,
      ip: actor.ip,
      details: { previousSecretExpiresAt: previousSecretExpiresAt.toISOString() },
      at: now,
    });
    return updated!;
  });
  return { endpoint: await presentOne(deps.db, row, now), secret };
}

/** Deleted endpoints are kept for their log; their pending deliveries are cancelled. */
export async function deleteEndpoint(deps: EndpointDeps, actor: Actor, endpointId: string): Promise<void> {
  await managedEndpoint(deps.db, actor.user, endpointId);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(webhookEndpoints)
      .set({ deletedAt: now, enabled: false, disabledReason: 'owner', disabledAt: now, updatedAt: now })
      .where(eq(webhookEndpoints.id, endpointId));
    await tx
      .update(webhookDeliveries)
      .set({ status: 'cancelled', completedAt: now, lockedBy: null, lockedUntil: null })
      .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')));
    await writeAudit(tx, {
      action: 'webhook_endpoint.deleted',
      actorId: actor.user.id,
      entityType: 'webhook_endpoint',
      entityId: endpointId,
      ip: actor.ip,
      at: now,
    });
  });
}
