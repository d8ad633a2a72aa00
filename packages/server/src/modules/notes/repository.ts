import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys, documents, notes, users } from '../../db/schema.ts';
import { brokerNameSql } from '../policies/index.ts';

/** A note with its author: a user, or the API key that wrote it. */
const noteColumns = {
  note: notes,
  authorId: users.id,
  authorName: brokerNameSql,
  authorEmail: users.email,
  apiKeyName: apiKeys.name,
};

/** A record's notes with their authors, newest first; internal ones only when asked for. */
export function listNotes(db: Db, applicationId: string, options: { includeInternal: boolean }) {
  const visible = options.includeInternal
    ? eq(notes.applicationId, applicationId)
    : and(eq(notes.applicationId, applicationId), eq(notes.isInternal, false));
  return db
    .select(noteColumns)
    .from(notes)
    .leftJoin(users, eq(users.id, notes.authorId))
    .leftJoin(apiKeys, eq(apiKeys.id, notes.apiKeyId))
    .where(visible)
    .orderBy(desc(notes.createdAt), desc(notes.id));
}

export type NoteRow = Awaited<ReturnType<typeof listNotes>>[number];

/** One note with its author. */
export async function findNote(db: Db, id: string): Promise<NoteRow | null> {
  const [row] = await db
    .select(noteColumns)
    .from(notes)
    .leftJoin(users, eq(users.id, notes.authorId))
    .leftJoin(apiKeys, eq(apiKeys.id, notes.apiKeyId))
    .where(eq(notes.id, id))
    .limit(1);
  return row ?? null;
}

/** The uploads (documents of kind 'upload') of one application among `keys`. */
export function findRecordUploads(db: Db, applicationId: string, keys: string[]) {
  return db
    .select({
      key: documents.key,
      name: documents.name,
      size: documents.sizeBytes,
      contentType: documents.contentType,
    })
    .from(documents)
    .where(
      and(
        eq(documents.applicationId, applicationId),
        eq(documents.kind, 'upload'),
        inArray(documents.key, keys),
      ),
    );
}
