import type { Cents } from '../money.ts';

/**
 * Reconciliation of card payments and refunds against the card processor's own records (issue 15
 * item 5): each record is matched by the processor's id. A mismatch is a record the processor has
 * and we do not, one we have and the processor does not, or one whose amounts differ.
 */
export type ReconciliationKind = 'payment' | 'refund';
export type ReconciliationProblem = 'missingHere' | 'missingAtProcessor' | 'amountDiffers';

export const RECONCILIATION_PROBLEM_LABELS: Record<ReconciliationProblem, string> = {
  missingHere: 'Missing on our side',
  missingAtProcessor: 'Missing at the processor',
  amountDiffers: 'Amount differs',
};

export interface OurRecord {
  /** The processor's id of the charge or refund. */
  processorId: string;
  amount: Cents;
  applicationId: string | null;
}

export interface ProcessorRecord {
  processorId: string;
  amount: Cents;
  /** The application the charge was made for, from its metadata (when the processor has it). */
  applicationId: string | null;
}

export interface Mismatch {
  kind: ReconciliationKind;
  problem: ReconciliationProblem;
  processorId: string;
  applicationId: string | null;
  ourAmount: Cents | null;
  processorAmount: Cents | null;
}

/**
 * Compares our records of a period with the processor's. `ours` and `theirs` are the records of
 * the period; `oursAnyDate` and `theirsAnyDate` say whether the other side has a record of that id
 * on any date (a charge made at 23:59:59 may be stored on the next day), so that the edge of the
 * period is not a mismatch.
 */
export function reconcile(
  kind: ReconciliationKind,
  ours: readonly OurRecord[],
  theirs: readonly ProcessorRecord[],
  elsewhere: { ours: ReadonlyMap<string, OurRecord>; theirs: ReadonlyMap<string, ProcessorRecord> } = {
    ours: new Map(),
    theirs: new Map(),
  },
): Mismatch[] {
  const theirById = new Map(theirs.map((record) => [record.processorId, record]));
  const ourById = new Map(ours.map((record) => [record.processorId, record]));
  const mismatches: Mismatch[] = [];
  for (const our of ours) {
    const their = theirById.get(our.processorId) ?? elsewhere.theirs.get(our.processorId);
    if (!their) {
      mismatches.push({
        kind,
        problem: 'missingAtProcessor',
        processorId: our.processorId,
        applicationId: our.applicationId,
        ourAmount: our.amount,
        processorAmount: null,
      });
    } else if (their.amount !== our.amount) {
      mismatches.push({
        kind,
        problem: 'amountDiffers',
        processorId: our.processorId,
        applicationId: our.applicationId ?? their.applicationId,
        ourAmount: our.amount,
        processorAmount: their.amount,
      });
    }
  }
  for (const their of theirs) {
    if (ourById.has(their.processorId)) continue;
    const our = elsewhere.ours.get(their.processorId);
    if (!our) {
      mismatches.push({
        kind,
        problem: 'missingHere',
        processorId: their.processorId,
        applicationId: their.applicationId,
        ourAmount: null,
        processorAmount: their.amount,
      });
    } else if (our.amount !== their.amount) {
      mismatches.push({
        kind,
        problem: 'amountDiffers',
        processorId: their.processorId,
        applicationId: our.applicationId ?? their.applicationId,
        ourAmount: our.amount,
        processorAmount: their.amount,
      });
    }
  }
  return mismatches;
}
