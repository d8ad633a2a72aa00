import { randomUUID } from 'node:crypto';
import type { UploadedFile } from '@bm/contracts';
import { cleanFileName, MESSAGES } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { writeAudit } from '../audit-log/index.ts';
import type { FileStorage } from '../../integrations/storage/index.ts';
import { badRequest } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { visibleApplication } from '../policies/index.ts';
import { safeFileName, upsertDocument } from '../documents/index.ts';
import { isPdf, keyFileName, sniffContentType } from './content.ts';

export interface UploadDeps {
  db: Db;
  storage: FileStorage;
  /** The app's clock: the audit row is dated by it, as every other audit row is. */
  now: () => Date;
}

export interface IncomingFile {
  /** As the browser sent it. */
  fileName: string;
  bytes: Uint8Array;
}

export const UPLOAD_MESSAGES = {
  empty: 'The file is empty.',
} as const;

/**
 * Stores one uploaded file of a record the user may see (404 / 403 before the file is read) under
 * {policyNumber or applicationId}/uploads/{uuid}-{name}, with a documents row of kind 'upload'.
 * With pdfOnly, anything but a real PDF is refused with 'Not a valid file type' and nothing is stored.
 */
export async function storeUpload(
  deps: UploadDeps,
  user: AuthUser,
  applicationId: string,
  options: { pdfOnly: boolean; ip?: string },
  readFile: () => Promise<IncomingFile>,
): Promise<UploadedFile> {
  const { application } = await visibleApplication(deps.db, user, applicationId);
  const file = await readFile();
  if (file.bytes.byteLength === 0) throw badRequest(UPLOAD_MESSAGES.empty);
  if (options.pdfOnly && !(await isPdf(file.bytes))) throw badRequest(MESSAGES.invalidFileType);

  // No path, no control or format characters (docs/decisions/0022).
  const name = cleanFileName(file.fileName);
  const reference = safeFileName(application.policyNumber ?? application.id);
  const key = `${reference}/uploads/${randomUUID()}-${keyFileName(name)}`;
  const contentType = sniffContentType(file.bytes);
  const stored = await deps.storage.put(key, file.bytes, contentType);
  try {
    await upsertDocument(deps.db, {
      applicationId: application.id,
      key,
      name,
      kind: 'upload',
      contentType,
      sizeBytes: stored.size,
      sha256: stored.sha256,
      storage: deps.storage.kind,
      createdBy: user.id,
    });
    await writeAudit(deps.db, {
      actorId: user.id,
      action: 'application.upload',
      entityType: 'application',
      entityId: application.id,
      ip: options.ip ?? null,
      details: { key, size: stored.size, contentType },
      at: deps.now(),
    });
  } catch (error) {
    await deps.storage.delete(key);
    throw error;
  }
  return { path: key, name, size: stored.size };
}
