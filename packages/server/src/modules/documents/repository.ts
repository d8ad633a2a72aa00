import { and, asc, eq, sql } from 'drizzle-orm';
import { cleanFileName } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { applications, documents, notes } from '../../db/schema.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocument = Omit<typeof documents.$inferInsert, 'id' | 'createdAt'>;

/**
 * Inserts a document row, or replaces the row with the same key (a regenerated document). The name
 * is stored clean, whoever gives it (docs/decisions/0022).
 */
export async function upsertDocument(db: Db, document: NewDocument): Promise<DocumentRow> {
  const values = { ...document, name: cleanFileName(document.name) };
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

/**
 * Keys of the files attached to an application's internal notes: only super admins read internal
 * notes (spec 6), so only they see those files among the record's documents.
 */
export async function internalNoteFileKeys(db: Db, applicationId: string): Promise<Set<string>> {
  const rows = await db
    .select({ path: sql<string>`jsonb_array_elements(${notes.uploadedFiles}) ->> 'path'` })
    .from(notes)
    .where(and(eq(notes.applicationId, applicationId), eq(notes.isInternal, true)));
  return new Set(rows.map((row) => row.path).filter(Boolean));
}

/** The application's documents this user may see (internal notes' files only for super admins). */
export async function documentsVisibleTo(
  db: Db,
  user: { flags: { superadmin: boolean } },
  applicationId: string,
): Promise<DocumentRow[]> {
  const rows = await listApplicationDocuments(db, applicationId);
  if (user.flags.superadmin) return rows;
  const hidden = await internalNoteFileKeys(db, applicationId);
  return rows.filter((row) => !hidden.has(row.key));
}
