import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ExtensionReferral } from '@bm/contracts';
import type { ExtensionDetails } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { policyTransactions } from '../../db/schema.ts';

/** The history row types of an extension (docs/decisions/0036). */
export const EXTENSION_TYPE = 'Extension';
export const REVIEW_TYPE = 'Extension Review';
export const PRICED_TYPE = 'Extension Review Priced';
export const DECLINED_TYPE = 'Extension Review Declined';

type Row = typeof policyTransactions.$inferSelect;

export interface ExtensionHistory {
  /** Months of the extensions bought so far. */
  monthsUsed: number;
  /** The latest request sent to an underwriter, whatever became of it; null when none. */
  latest: ExtensionReferral | null;
  rows: Row[];
}

interface Details {
  months?: number;
  details?: ExtensionDetails;
  reasons?: string[];
  referralId?: string;
  premium?: number;
  note?: string | null;
  idempotencyKey?: string;
}

const detailsOf = (row: Row) => (row.details ?? {}) as Details;

/**
 * An extension's state, read from the policy's history (db may be a transaction): a request sent
 * to an underwriter is an 'Extension Review' row; an underwriter's price or decline a row naming
 * it; the purchase an 'Extension' row (naming it when it was referred).
 */
export async function extensionHistory(db: Db, applicationId: string): Promise<ExtensionHistory> {
  const rows = await db
    .select()
    .from(policyTransactions)
    .where(
      and(
        eq(policyTransactions.applicationId, applicationId),
        inArray(policyTransactions.type, [EXTENSION_TYPE, REVIEW_TYPE, PRICED_TYPE, DECLINED_TYPE]),
      ),
    )
    .orderBy(asc(policyTransactions.createdAt), asc(policyTransactions.id));
  const monthsUsed = rows
    .filter((row) => row.type === EXTENSION_TYPE)
    .reduce((sum, row) => sum + (detailsOf(row).months ?? 0), 0);
  const review = rows.filter((row) => row.type === REVIEW_TYPE).at(-1);
  if (!review) return { monthsUsed, latest: null, rows };
  const about = rows.filter((row) => row.type !== REVIEW_TYPE && detailsOf(row).referralId === review.id);
  const last = about.at(-1);
  // The underwriter's price, which the purchase then charges.
  const priced = about.findLast((row) => row.type === PRICED_TYPE);
  const status: ExtensionReferral['status'] = !last
    ? 'underReview'
    : last.type === EXTENSION_TYPE
      ? 'bound'
      : last.type === PRICED_TYPE
        ? 'priced'
        : 'declined';
  const d = detailsOf(review);
  return {
    monthsUsed,
    rows,
    latest: {
      id: review.id,
      status,
      months: d.months ?? 0,
      details: d.details ?? ({} as ExtensionDetails),
      reasons: d.reasons ?? [],
      requestedAt: review.createdAt.toISOString(),
      premium: priced && status !== 'declined' ? (detailsOf(priced).premium ?? null) : null,
      note: last ? (detailsOf(last).note ?? null) : null,
    },
  };
}

/** The answers as the form sends them, trimmed, in the fields' order: two requests compare equal when their answers do. */
export function sameDetails(a: Partial<ExtensionDetails>, b: Partial<ExtensionDetails>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof ExtensionDetails>;
  return [...keys].every((key) => String(a[key] ?? '').trim() === String(b[key] ?? '').trim());
}

/** The answer of an extension bought under this key (a retried request), or null. */
export function boughtWithKey(history: ExtensionHistory, key: string): Row | null {
  return (
    history.rows.find((row) => row.type === EXTENSION_TYPE && detailsOf(row).idempotencyKey === key) ?? null
  );
}
