import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documentJobs } from '../../db/schema.ts';
import type { FileStorage } from '../../integrations/storage/types.ts';
import { generatePolicyDocuments } from './generate.ts';

/** Attempts before a job is left as failed (its error stays on the row for support to read). */
export const DOCUMENT_JOB_ATTEMPTS = 5;

export interface DocumentJobLog {
  error: (details: Record<string, unknown>, message: string) => void;
}

/**
 * Generates the documents of one policy's pending jobs, once for all of them (the newest job names
 * the bound date and the user), in one transaction that holds the jobs' row locks with SKIP LOCKED:
 * two processes never render the same policy at once, and a job another process holds is left to it.
 * Answers 'done', 'none' (nothing pending or held elsewhere) or 'failed' (the error is kept on the
 * jobs and they stay pending until DOCUMENT_JOB_ATTEMPTS).
 *
 * With `wait`, jobs another process holds are waited for instead of skipped: once it commits they
 * are no longer pending, so this answers 'none' and the caller reads the documents it rendered (a
 * reader that must show them, docs/decisions/0022). Either way a job is rendered once.
 */
export async function runPolicyDocumentJobs(
  deps: { db: Db; storage: FileStorage; now: () => Date; log?: DocumentJobLog },
  applicationId: string,
  options: { wait?: boolean } = {},
): Promise<'done' | 'none' | 'failed'> {
  let ids: number[] = [];
  try {
    return await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const jobs = await tx
        .select()
        .from(documentJobs)
        .where(and(eq(documentJobs.applicationId, applicationId), eq(documentJobs.status, 'pending')))
        .orderBy(asc(documentJobs.id))
        .for('update', options.wait ? {} : { skipLocked: true });
      const latest = jobs.at(-1);
      if (!latest) return 'none';
      ids = jobs.map((job) => job.id);
      await generatePolicyDocuments(tx, deps.storage, {
        applicationId,
        userId: latest.userId,
        boundAt: latest.boundAt,
      });
      await tx
        .update(documentJobs)
        .set({ status: 'done', doneAt: deps.now(), attempts: sql`${documentJobs.attempts} + 1` })
        .where(inArray(documentJobs.id, ids));
      return 'done';
    });
  } catch (error) {
    deps.log?.error({ err: error, applicationId }, 'policy documents could not be generated');
    if (ids.length > 0) {
      const message = error instanceof Error ? error.message : String(error);
      await deps.db
        .update(documentJobs)
        .set({
          attempts: sql`${documentJobs.attempts} + 1`,
          lastError: message.slice(0, 500),
          status: sql`case when ${documentJobs.attempts} + 1 >= ${DOCUMENT_JOB_ATTEMPTS} then 'failed' else 'pending' end`,
        })
        .where(inArray(documentJobs.id, ids));
    }
    return 'failed';
  }
}

/**
 * The policy-documents job: runs every policy's pending jobs (those a request did not run because
 * its process stopped, or whose rendering failed). Safe in several processes at once.
 */
export async function runPendingDocumentJobs(
  deps: { db: Db; storage: FileStorage; now: () => Date; log?: DocumentJobLog },
  options: { limit?: number } = {},
) {
  const pending = await deps.db
    .selectDistinct({ applicationId: documentJobs.applicationId })
    .from(documentJobs)
    .where(eq(documentJobs.status, 'pending'))
    .limit(options.limit ?? 200);
  const summary = { done: 0, none: 0, failed: 0 };
  for (const { applicationId } of pending) {
    summary[await runPolicyDocumentJobs(deps, applicationId)] += 1;
  }
  return summary;
}
