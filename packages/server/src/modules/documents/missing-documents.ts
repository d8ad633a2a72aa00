import { eq } from 'drizzle-orm';
import { isCompleted, type PolicyStatus } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { applications, documentJobs, documents } from '../../db/schema.ts';
import type { FileStorage } from '../../integrations/storage/types.ts';
import type { PolicyDocumentKind } from './document-keys.ts';
import { runPolicyDocumentJobs, type DocumentJobLog } from './jobs.ts';
import { queuePolicyDocuments } from '../policies/index.ts';

const POLICY_DOCUMENT_KINDS: readonly string[] = [
  'declarations',
  'policy-wording',
] satisfies PolicyDocumentKind[];

export interface MissingDocumentsDeps {
  db: Db;
  storage: FileStorage;
  now: () => Date;
  log?: DocumentJobLog;
}

/** An issued policy (bound, cancelled or lapsed, with a bound date) whose documents show no declarations nor wording. */
export function lacksPolicyDocuments(
  application: { status: string; boundDate: Date | null },
  rows: readonly { kind: string }[],
): boolean {
  return (
    isCompleted(application.status as PolicyStatus) &&
    application.boundDate !== null &&
    !rows.some((row) => POLICY_DOCUMENT_KINDS.includes(row.kind))
  );
}

/**
 * Gives an issued policy that has no declarations nor wording, and never had a documents job, the
 * documents a bind renders (docs/decisions/0022: the demo seed binds policies without them, and a
 * newcomer opening one must not find an empty Documents card). Called when its documents are read.
 *
 * Under the application's row lock, so that two readers queue one job, it queues the job a bind
 * queues (decision 0021); then it runs the policy's pending jobs, waiting for one another process
 * is rendering rather than skipping it: the documents are there when this answers, rendered once.
 * A policy that already has a job (done, failed or pending) gets no new one; a pending one is run.
 * A failing render keeps its error on the job, answers 'failed' (the caller lists what there is),
 * and is retried by the next read or the policy-documents job until DOCUMENT_JOB_ATTEMPTS. It never
 * throws: a read is not refused for documents it could not render.
 */
export async function renderMissingPolicyDocuments(
  deps: MissingDocumentsDeps,
  applicationId: string,
): Promise<'done' | 'none' | 'failed'> {
  try {
    await queueMissingDocuments(deps, applicationId);
  } catch (error) {
    deps.log?.error({ err: error, applicationId }, 'missing policy documents could not be queued');
    return 'failed';
  }
  return runPolicyDocumentJobs(deps, applicationId, { wait: true });
}

/** Queues the documents job of an issued policy with no documents and no job, under its row lock. */
async function queueMissingDocuments(deps: MissingDocumentsDeps, applicationId: string): Promise<void> {
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [application] = await tx
      .select({ status: applications.status, boundDate: applications.boundDate })
      .from(applications)
      .where(eq(applications.id, applicationId))
      .for('no key update');
    if (!application?.boundDate) return;
    const [job] = await tx
      .select({ id: documentJobs.id })
      .from(documentJobs)
      .where(eq(documentJobs.applicationId, applicationId))
      .limit(1);
    if (job) return;
    const rows = await tx
      .select({ kind: documents.kind })
      .from(documents)
      .where(eq(documents.applicationId, applicationId));
    if (!lacksPolicyDocuments(application, rows)) return;
    await queuePolicyDocuments(
      tx,
      { applicationId, userId: null, changeId: null, boundAt: application.boundDate },
      deps.now(),
    );
  });
}
