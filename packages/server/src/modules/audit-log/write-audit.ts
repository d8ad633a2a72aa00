import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

/** One row of the audit log: who did what, to what, from where, when. */
export interface AuditEntry {
  action: string;
  actorId: string | null;
  /** What the entry is about; a user unless said. */
  entityType?: string;
  /** The entity's id; the actor's own id unless said. */
  entityId?: string | null;
  /** The client's address, when a request carries one. */
  ip?: string | null;
  details?: Record<string, unknown>;
  at: Date;
}

/** Writes one audit row, in `db` or the caller's transaction: the one writer of `audit_log`. */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorId: entry.actorId,
    entityType: entry.entityType ?? 'user',
    entityId: entry.entityId ?? entry.actorId,
    ip: entry.ip ?? null,
    details: entry.details ?? null,
    createdAt: entry.at,
  });
}
