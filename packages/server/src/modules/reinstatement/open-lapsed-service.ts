import { and, eq, inArray } from 'drizzle-orm';
import type { OpenLapsedPolicyBody, OpenLapsedPolicyResponse } from '@bm/contracts';
import { cleanFileName, MESSAGES, validateOpenLapsedForm } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { documents } from '../../db/schema.ts';
import type { FileStorage } from '../../integrations/storage/types.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import {
  findApplication,
  lockPolicyForChange,
  recordPolicyChange,
  requireAction,
  toApplication,
  visibleApplication,
} from '../policies/index.ts';
import { isPdf } from '../uploads/index.ts';

export const OPEN_LAPSED_MESSAGES = {
  commentRequired: 'Enter a comment on why the lapsed policy is opened.',
  unknownUpload: 'Upload the files to this policy first.',
  notLapsed: 'Only a lapsed policy can be opened.',
} as const;

/**
 * The listed files must be this record's uploads, and each a real PDF (spec 5: PDF only). Answers
 * each file's stored name by path (clean, docs/decisions/0022): what the client calls it is not kept.
 */
async function checkUploads(
  db: Db,
  storage: FileStorage,
  applicationId: string,
  paths: string[],
): Promise<Map<string, string>> {
  if (paths.length === 0) return new Map();
  const stored = await db
    .select({ key: documents.key, name: documents.name })
    .from(documents)
    .where(
      and(
        eq(documents.applicationId, applicationId),
        eq(documents.kind, 'upload'),
        inArray(documents.key, paths),
      ),
    );
  if (stored.length !== new Set(paths).size) throw badRequest(OPEN_LAPSED_MESSAGES.unknownUpload);
  for (const path of paths) {
    const bytes = await storage.get(path);
    if (!bytes || !(await isPdf(bytes))) throw badRequest(MESSAGES.invalidFileType);
  }
  return new Map(stored.map((row) => [row.key, cleanFileName(row.name)]));
}

/**
 * POST /api/applications/{id}/openLapsedPolicy (spec 7): a lapsed policy is bound again with its
 * expiry unchanged, so that its renewal can be bound (docs/decisions: reinstatement and lapse);
 * the lapse job gives it a fresh grace period from the reopening. History row 'Lapse Reopened'
 * and an audit row in the same transaction as the status.
 */
export async function openLapsedPolicy(
  deps: { db: Db; now: () => Date; storage: FileStorage },
  user: AuthUser,
  id: string,
  body: OpenLapsedPolicyBody,
): Promise<OpenLapsedPolicyResponse> {
  const { application } = await visibleApplication(deps.db, user, id);
  requireAction(user, application, 'OpenLapsedPolicyModal');
  const errors = validateOpenLapsedForm(body);
  if (errors.comment) throw badRequest(OPEN_LAPSED_MESSAGES.commentRequired, { errors });
  const names = await checkUploads(
    deps.db,
    deps.storage,
    id,
    body.uploadedFiles.map((file) => file.path),
  );
  const files = body.uploadedFiles.map((file) => ({
    path: file.path,
    name: names.get(file.path) ?? file.name,
  }));
  const now = deps.now();
  const transactionId = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locked = await lockPolicyForChange(tx, user, id, 'OpenLapsedPolicyModal', (row) =>
      row.status !== 'lapsed' ? conflict(OPEN_LAPSED_MESSAGES.notLapsed) : null,
    );
    const recorded = await recordPolicyChange(tx, {
      application: locked,
      type: 'Lapse Reopened',
      userId: user.id,
      at: now,
      update: { status: 'bound' },
      history: {
        effectiveDate: now,
        reason: 'Lapsed policy opened',
        description: body.comment,
        before: { status: 'lapsed' },
        after: { status: 'bound' },
        details: { comment: body.comment, uploadedFiles: files },
      },
      audit: { action: 'policy.open_lapsed', details: { uploadedFiles: files.map((file) => file.path) } },
    });
    return recorded.transactionId;
  });
  const saved = await findApplication(deps.db, id);
  if (!saved) throw notFound(MESSAGES.applicationNotFound);
  return { application: toApplication(saved), transactionId };
}
