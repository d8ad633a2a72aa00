import type { Db } from '../db/client.ts';
import type { FileStorage } from '../integrations/storage/types.ts';
import { type DocumentJobLog, runPendingDocumentJobs } from '../modules/documents/index.ts';

/**
 * Work a stopped process (killed, crashed) left unfinished, taken up as this one starts
 * (docs/decisions/0089): the half-written files it left are removed, and the documents of committed
 * changes whose rendering it cut off (their jobs still pending) are rendered now rather than at the
 * next run of the policy-documents job. Safe in several processes at once: each policy's pending
 * jobs are rendered under their row locks (SKIP LOCKED), once. Job runs it left are taken over by
 * the scheduler (job-runs.ts); card payments are reconciled before the server listens (main.ts).
 */
export async function resumeAtStart(deps: {
  db: Db;
  storage: FileStorage;
  now: () => Date;
  log?: DocumentJobLog;
  abandonedAfterMs: number;
}) {
  const abandonedFiles = await deps.storage.removeAbandonedWrites(deps.abandonedAfterMs);
  const documents = await runPendingDocumentJobs(deps);
  return { abandonedFiles, documents };
}
