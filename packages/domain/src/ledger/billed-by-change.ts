import { formatDate } from '../dates.ts';
import { sumCents, type Cents } from '../money.ts';

/** A history row as the record reads it: its type, when it was written and its net total. */
export interface ChangeTotal {
  type: string;
  /** ISO instant the change was written. */
  createdAt: string;
  /** The net change of what the policy bills (charges less voids), cents (decision 0060). */
  totalDelta: Cents;
}

/** One line of the explanation: a change, its Vancouver day and what it added to the bill. */
export interface BilledLine {
  label: string;
  day: string;
  amount: Cents;
}

export interface BilledByChange {
  lines: BilledLine[];
  /**
   * What the record's invoices bill that no change explains: a write-off (it lowers what is billed
   * without a change of premium), or, were it ever other than that, a figure to investigate.
   */
  unexplained: Cents;
  /** The record's billed total: the lines plus `unexplained`. */
  billed: Cents;
}

/**
 * How a record's billed total is made, change by change (issue 24 item 7): every history row
 * carries the net change of what the policy bills, so the bind's plan total plus each later
 * change's total is what the invoices bill (less anything written off). The full-term quote on the
 * record's Quote card is today's price of the current answers; this is what was actually billed.
 * Rows that moved nothing are left out; lines keep the history's order (oldest first).
 */
export function billedByChange(changes: readonly ChangeTotal[], billed: Cents): BilledByChange {
  const lines = [...changes]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .filter((change) => change.totalDelta !== 0)
    .map((change) => ({
      label: change.type,
      day: formatDate(change.createdAt),
      amount: change.totalDelta,
    }));
  return { lines, unexplained: billed - sumCents(lines.map((line) => line.amount)), billed };
}
