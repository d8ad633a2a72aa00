import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys, brokerages, users } from '../../db/schema.ts';

/** The key's maker as people read them: their name, else their email. */
const creatorSql = sql<
  string | null
>`coalesce(nullif(concat_ws(' ', ${users.givenName}, ${users.familyName}), ''), ${users.email})`;

const listed = {
  key: apiKeys,
  brokerageName: brokerages.name,
  createdBy: creatorSql,
};

function selectListed(db: Db) {
  return db
    .select(listed)
    .from(apiKeys)
    .innerJoin(brokerages, eq(brokerages.id, apiKeys.brokerageId))
    .leftJoin(users, eq(users.id, apiKeys.createdBy));
}

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type ListedApiKey = { key: ApiKeyRow; brokerageName: string; createdBy: string | null };

/** A brokerage's keys, or every brokerage's (null), newest first; revoked ones too. */
export function listApiKeys(db: Db, brokerageId: string | null): Promise<ListedApiKey[]> {
  const query = selectListed(db);
  const narrowed = brokerageId === null ? query : query.where(eq(apiKeys.brokerageId, brokerageId));
  return narrowed.orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function findApiKey(db: Db, id: string): Promise<ListedApiKey | null> {
  const [row] = await selectListed(db).where(eq(apiKeys.id, id)).limit(1);
  return row ?? null;
}

export async function insertApiKey(db: Db, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  if (!row) throw new Error('the API key was not written');
  return row;
}

/** Revokes the key unless it was already: whether this call did. */
export async function revokeApiKey(db: Db, id: string, userId: string, at: Date): Promise<boolean> {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: at, revokedBy: userId })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return revoked.length > 0;
}

/** The key presented with a request, by its hash (the unique index), prepared once per app. */
export function prepareFindByHash(db: Db) {
  return db
    .select({
      id: apiKeys.id,
      brokerageId: apiKeys.brokerageId,
      name: apiKeys.name,
      scopes: apiKeys.scopes,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.hash, sql.placeholder('hash')))
    .limit(1)
    .prepare('find_api_key');
}

/**
 * Sets last_used_at to `now` unless another request did within `everyMs` (any process): at most one
 * write a minute per key however many requests it makes.
 */
export async function touchApiKey(db: Db, id: string, now: Date, everyMs: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.id, id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - everyMs))),
      ),
    );
}
