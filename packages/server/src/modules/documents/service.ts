import type { DocumentLink, DocumentList } from '@bm/contracts';
import { cleanFileName, MESSAGES } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../integrations/storage/index.ts';
import { forbidden, GoneError, notFound, unauthorized } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { accessScope, canSee, findApplication } from '../policies/index.ts';
import type { DocumentJobLog } from './jobs.ts';
import { signLinkToken, verifyLinkToken } from './link-token.ts';
import { lacksPolicyDocuments, renderMissingPolicyDocuments } from './missing-documents.ts';
import { documentsVisibleTo, findDocument, internalNoteFileKeys, type DocumentRow } from './repository.ts';

export interface DocumentDeps {
  db: Db;
  storage: FileStorage;
  now: () => Date;
  /** DOCUMENT_LINK_TTL_SECONDS */
  ttlSeconds: number;
  /** HMAC key of local download links. */
  secret: string;
}

export const DOCUMENT_MESSAGES = {
  notFound: 'Document not found',
  linkInvalid: 'This download link is not valid.',
  linkExpired: 'This download link has expired. Please request a new one.',
  linkOtherUser: 'This download link was issued to another user.',
} as const;

/**
 * The documents of an application, for users who may see it (404 / 403 as for the record itself).
 * An issued policy without its declarations and wording (a seeded one) gets them rendered first,
 * once, as a bind renders them (docs/decisions/0022).
 */
export async function listDocumentsFor(
  deps: Pick<DocumentDeps, 'db' | 'storage' | 'now'> & { log?: DocumentJobLog },
  user: AuthUser,
  applicationId: string,
): Promise<DocumentList> {
  const { db } = deps;
  const record = await findApplication(db, applicationId);
  if (!record) throw notFound(MESSAGES.applicationNotFound);
  if (!canSee(accessScope(user), record.application.brokerageId)) throw forbidden(MESSAGES.forbidden);
  let rows = await documentsVisibleTo(db, user, applicationId);
  if (lacksPolicyDocuments(record.application, rows)) {
    await renderMissingPolicyDocuments(deps, applicationId);
    rows = await documentsVisibleTo(db, user, applicationId);
  }
  return rows.map((row) => ({
    Key: row.key,
    Name: cleanFileName(row.name),
    LastModified: row.createdAt.toISOString(),
    Size: row.sizeBytes,
  }));
}

/**
 * A stored document the user may see: one of an application whose brokerage they see, or (for a
 * document of no application) one they stored themselves or any, for staff who see every brokerage.
 */
async function visibleDocument(db: Db, user: AuthUser, key: string): Promise<DocumentRow> {
  const found = await findDocument(db, key);
  if (!found) throw notFound(DOCUMENT_MESSAGES.notFound);
  const scope = accessScope(user);
  const visible = found.document.applicationId
    ? found.brokerageId !== null && canSee(scope, found.brokerageId)
    : scope.kind === 'all' || found.document.createdBy === user.id;
  if (!visible) throw forbidden(MESSAGES.forbidden);
  // A file of an internal note is, for anyone but a super admin, not there at all.
  const { applicationId } = found.document;
  if (applicationId && !user.flags.superadmin && (await internalNoteFileKeys(db, applicationId)).has(key)) {
    throw notFound(DOCUMENT_MESSAGES.notFound);
  }
  return found.document;
}

/**
 * A short-lived download link: the storage's own signed URL (S3), or an app link naming the key and
 * the user, HMAC-signed, that only this user's session can use until it expires (local disk).
 */
export async function documentLinkFor(
  deps: DocumentDeps,
  user: AuthUser,
  key: string,
): Promise<DocumentLink> {
  const document = await visibleDocument(deps.db, user, key);
  // Whole seconds, as the token carries them, so that expiresAt is exactly when the link stops working.
  const expiresAt = new Date(Math.floor(deps.now().getTime() / 1000 + deps.ttlSeconds) * 1000);
  const signed = await deps.storage.signedUrl(document.key, deps.ttlSeconds, cleanFileName(document.name));
  const url =
    signed ?? `/api/files/${signLinkToken(deps.secret, { key: document.key, userId: user.id, expiresAt })}`;
  return { url, expiresAt: expiresAt.toISOString() };
}

export interface FileDownload {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
}

/** The file a download token names: 403 for a forged token or another user, 410 once expired. */
export async function openDownload(
  deps: DocumentDeps,
  user: AuthUser | null,
  token: string,
): Promise<FileDownload> {
  const check = verifyLinkToken(deps.secret, token, deps.now());
  if (check.status === 'invalid') throw forbidden(DOCUMENT_MESSAGES.linkInvalid);
  if (check.status === 'expired') throw new GoneError(DOCUMENT_MESSAGES.linkExpired);
  if (!user) throw unauthorized();
  if (user.id !== check.userId) throw forbidden(DOCUMENT_MESSAGES.linkOtherUser);
  // Access is checked again: it may have changed since the link was made (an account transfer).
  const document = await visibleDocument(deps.db, user, check.key);
  const bytes = await deps.storage.get(document.key);
  if (!bytes) throw notFound(DOCUMENT_MESSAGES.notFound);
  // A row stored before names were cleaned downloads under its clean name too.
  return { bytes, contentType: document.contentType, fileName: cleanFileName(document.name) };
}
