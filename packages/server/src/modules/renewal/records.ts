import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema.ts';
import { type ApplicationRow, recordPolicyChange } from '../policies/index.ts';

export type { ApplicationRow };

/** History row types of the renewal controls, shown as-is in the record's timeline. */
export const RENEWAL_HISTORY = {
  offered: 'Renewal Offered',
  stopped: 'Renewal Stopped',
  bindStopped: 'Bind Stopped',
  declined: 'Renewal Declined',
} as const;

/** The renewal application of a policy (one at most: a unique index), or null. */
export async function findRenewalOf(db: Db, policyId: string): Promise<ApplicationRow | null> {
  const [row] = await db.select().from(applications).where(eq(applications.renewalOfId, policyId)).limit(1);
  return row ?? null;
}

export async function findRow(db: Db, id: string): Promise<ApplicationRow | null> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
  return row ?? null;
}

export interface HistoryEntry {
  applicationId: string;
  type: string;
  /** Null for the scheduled job (shown as System). */
  userId: string | null;
  at: Date;
  effectiveDate?: Date | null;
  reason?: string | null;
  description?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  details?: Record<string, unknown> | null;
}

/**
 * One immutable history row and its audit entry, in the caller's transaction, through the one
 * change path (recordPolicyChange); these changes move no money. The policy row is read here so
 * callers keep passing just its id.
 */
export async function recordChange(tx: Db, entry: HistoryEntry, auditAction: string) {
  const application = await findRow(tx, entry.applicationId);
  if (!application) throw new Error(`recordChange: application ${entry.applicationId} not found`);
  await recordPolicyChange(tx, {
    application,
    type: entry.type,
    userId: entry.userId,
    at: entry.at,
    history: {
      effectiveDate: entry.effectiveDate ?? null,
      reason: entry.reason ?? null,
      description: entry.description ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      details: entry.details ?? null,
    },
    audit: {
      action: auditAction,
      details: { type: entry.type, reason: entry.reason ?? null, ...(entry.details ?? {}) },
    },
  });
}
