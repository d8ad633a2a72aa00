import type { Db } from '../../db/client.ts';
import { documentJobs } from '../../db/schema.ts';

/** A request for a policy's documents, written with the change that calls for them. */
export interface DocumentJob {
  applicationId: string;
  changeId?: string | null;
  userId: string | null;
  /** The bound date the document keys are named by. */
  boundAt: Date;
}

/**
 * Queues the policy's documents for (re)generation in the caller's transaction (docs/decisions/0021):
 * the job commits or rolls back with the change, so no file is ever written for a change that did
 * not happen. recordPolicyChange calls this; the request runs the job once it has committed.
 */
export async function queuePolicyDocuments(tx: Db, job: DocumentJob, at: Date): Promise<void> {
  await tx.insert(documentJobs).values({
    applicationId: job.applicationId,
    changeId: job.changeId ?? null,
    userId: job.userId,
    boundAt: job.boundAt,
    createdAt: at,
  });
}
