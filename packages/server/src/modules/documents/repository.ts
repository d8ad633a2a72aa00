import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, documents } from '../../db/schema.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocument = Omit<typeof documents.$inferInsert, 'id' | 'createdAt'>;

/** Inserts a document row, or replaces the row with the same key (a regenerated document). */
export async function upsertDocument(db: Db, values: NewDocument): Promise<DocumentRow> {
  const { key: _key, ...changes } = values;
  const [row] = await db
    .insert(documents)
    .values(values)
    .onConflictDoUpdate({ target: documents.key, set: { ...changes, createdAt: sql`now()` } })
    .returning();
  if (!row) throw new Error(`document ${values.key} was not written`);
  return row;
}

/** The documents of an application, by key. */
export function listApplicationDocuments(db: Db, applicationId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(eq(documents.applicationId, applicationId))
    .orderBy(asc(documents.key));
}

/** A document by key with the brokerage of its application (null for a document of no application). */
export async function findDocument(db: Db, key: string) {
  const [row] = await db
    .select({ document: documents, brokerageId: applications.brokerageId })
    .from(documents)
    .leftJoin(applications, eq(applications.id, documents.applicationId))
    .where(eq(documents.key, key))
    .limit(1);
  return row ?? null;
}
