import type { AddNoteRequest, AddNoteResponse, Note, NoteList } from '@bm/contracts';
import {
  canMarkNoteInternal,
  cleanFileName,
  changesSalesStatus,
  lossReasonLabel,
  MESSAGES,
  NOTE_MESSAGES,
  seesInternalNotes,
  validateAccountNote,
  type LossReasonDetails,
  type PolicyStatus,
  type SalesStatus,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { notes } from '../../db/schema.ts';
import type { FileStorage } from '../../integrations/storage/types.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/errors.ts';
import { actingUserId, type AuthUser } from '../../plugins/auth-context.ts';
import {
  findApplication,
  lockPolicyForChange,
  recordPolicyChange,
  requireAction,
  toApplication,
  visibleApplication,
} from '../policies/index.ts';
import { isPdf } from '../uploads/index.ts';
import { findNote, findRecordUploads, listNotes, type NoteRow } from './repository.ts';

export interface NoteDeps {
  db: Db;
  now: () => Date;
  storage: FileStorage;
  log: { error: (details: Record<string, unknown>, message: string) => void };
}

type StoredFile = { path: string; name: string; size: number };

export function toNote({ note, authorId, authorName, authorEmail, apiKeyName }: NoteRow): Note {
  return {
    id: note.id,
    status: (note.status as SalesStatus | null) ?? null,
    comment: note.comment,
    isInternal: note.isInternal,
    lossReasonDetails: (note.lossReasonDetails as LossReasonDetails | null) ?? null,
    // Names as stored may predate their cleaning (docs/decisions/0022).
    uploadedFiles: ((note.uploadedFiles as StoredFile[] | null) ?? []).map((file) => ({
      ...file,
      name: cleanFileName(file.name),
    })),
    author: authorId && authorEmail ? { id: authorId, name: authorName, email: authorEmail } : null,
    apiKey: note.apiKeyId && apiKeyName !== null ? { id: note.apiKeyId, name: apiKeyName } : null,
    createdAt: note.createdAt.toISOString(),
  };
}

/** GET /api/applications/{id}/notes: newest first; nobody but super admins receives internal notes. */
export async function notesFor(db: Db, user: AuthUser, applicationId: string): Promise<NoteList> {
  await visibleApplication(db, user, applicationId);
  const rows = await listNotes(db, applicationId, { includeInternal: seesInternalNotes(user.flags) });
  return rows.map(toNote);
}

/**
 * The attachments as stored: each must be an upload of this record (a documents row of kind
 * 'upload') whose bytes are a real PDF. Names and sizes come from the row, never from the client.
 */
async function storedAttachments(
  deps: NoteDeps,
  applicationId: string,
  files: { path: string }[],
): Promise<StoredFile[]> {
  if (files.length === 0) return [];
  const keys = files.map((file) => file.path);
  if (new Set(keys).size !== keys.length) throw badRequest(NOTE_MESSAGES.fileNotOfRecord);
  const rows = await findRecordUploads(deps.db, applicationId, keys);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const stored: StoredFile[] = [];
  for (const key of keys) {
    const row = byKey.get(key);
    if (!row || row.contentType !== 'application/pdf') throw badRequest(NOTE_MESSAGES.fileNotOfRecord);
    const bytes = await deps.storage.get(key);
    if (!bytes || !(await isPdf(bytes))) throw badRequest(NOTE_MESSAGES.fileNotOfRecord);
    stored.push({ path: row.key, name: cleanFileName(row.name), size: row.size });
  }
  return stored;
}

function checkNote(
  user: AuthUser,
  body: AddNoteRequest,
  policyStatus: PolicyStatus,
  salesStatus: SalesStatus,
) {
  const issues = validateAccountNote(body, { flags: user.flags, policyStatus, salesStatus });
  const issue = issues[0];
  if (!issue) return;
  throw issue.kind === 'forbidden' ? forbidden(issue.message) : badRequest(issue.message, { issues });
}

/**
 * POST /api/applications/{id}/notes (spec 7): in one transaction, the note, the sales status it sets
 * (with the row locked, so a concurrent note cannot move it underneath), an immutable history row
 * and an audit row. An internal note's comment stays out of the history, which brokers read.
 */
export async function addNote(
  deps: NoteDeps,
  user: AuthUser,
  applicationId: string,
  body: AddNoteRequest,
): Promise<AddNoteResponse> {
  const { application } = await visibleApplication(deps.db, user, applicationId);
  requireAction(user, application, 'AddAccountNote');
  checkNote(user, body, application.status as PolicyStatus, application.salesStatus as SalesStatus);
  const files = await storedAttachments(deps, applicationId, body.uploadedFiles);
  // Spec 6: a super admin's note is internal unless made public.
  const isInternal = body.isInternal ?? canMarkNoteInternal(user.flags);
  const comment = body.comment.trim();
  const now = deps.now();
  const byKey = user.apiKey ? { apiKey: { id: user.apiKey.id, name: user.apiKey.name } } : {};

  let noteId: string;
  try {
    noteId = await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const locked = await lockPolicyForChange(tx, user, applicationId, 'AddAccountNote');
      const before = locked.salesStatus as SalesStatus;
      checkNote(user, body, locked.status as PolicyStatus, before);
      const changed = changesSalesStatus(body, before);
      const after = changed && body.status ? body.status : before;
      const loss = changed && after === 'Closed-Loss' ? (body.lossReasonDetails ?? null) : null;
      const lossDetails = loss
        ? {
            reason: loss.reason,
            ...(loss.targetPremium !== undefined ? { targetPremium: loss.targetPremium } : {}),
            ...(loss.detail?.trim() ? { detail: loss.detail.trim() } : {}),
          }
        : null;

      const [note] = await tx
        .insert(notes)
        .values({
          applicationId,
          // A key's note names the key (no user wrote it; docs/decisions/0095).
          authorId: actingUserId(user),
          apiKeyId: user.apiKey?.id ?? null,
          status: changed ? after : null,
          comment,
          isInternal,
          lossReason: lossDetails?.reason ?? null,
          lossReasonDetails: lossDetails,
          uploadedFiles: files,
          createdAt: now,
        })
        .returning({ id: notes.id });
      if (!note) throw new Error('the note was not written');
      await recordPolicyChange(tx, {
        application: locked,
        type: changed ? 'Sales Status' : 'Account Note',
        userId: actingUserId(user),
        at: now,
        ...(changed ? { update: { salesStatus: after } } : {}),
        history: {
          reason: lossDetails ? lossReasonLabel(lossDetails.reason) : isInternal ? 'Internal note' : null,
          description: isInternal ? null : comment || null,
          before: { salesStatus: before },
          after: { salesStatus: after },
          details: { noteId: note.id, isInternal, files: files.length, ...byKey },
        },
        audit: {
          action: changed ? 'application.sales_status' : 'application.note',
          details: {
            noteId: note.id,
            before,
            after,
            isInternal,
            files: files.map((file) => file.path),
            ...byKey,
          },
        },
      });
      return note.id;
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    deps.log.error({ err: error, applicationId }, 'saving a note failed');
    throw new HttpError(500, NOTE_MESSAGES.saveError);
  }

  const [saved, record] = await Promise.all([
    findNote(deps.db, noteId),
    findApplication(deps.db, applicationId),
  ]);
  if (!saved || !record) throw notFound(MESSAGES.applicationNotFound);
  return { note: toNote(saved), application: toApplication(record) };
}
