import { z } from 'zod';
import { HISTORY_TEXTS, type HistoryTextKey } from '@bm/domain';
import { cents, isoDateTime, taxNameSchema } from './common.ts';

const amountAndStatus = z.object({ amount: cents, status: z.string() });

const historyValue = z.union([
  z.string(),
  z.number(),
  z.object({ cents }),
  z.object({ label: z.string() }),
  z.object({ labels: z.array(z.string()) }),
]);

/** One part of a description the server composed (domain `HISTORY_TEXTS`, decision 0085). */
const historyPartSchema = z.object({
  key: z.enum(Object.keys(HISTORY_TEXTS) as [HistoryTextKey, ...HistoryTextKey[]]),
  values: z.record(z.string(), historyValue).optional(),
});

/** One row of a policy's transaction history (policy_transactions: immutable, oldest first). */
export const policyTransactionSchema = z.object({
  id: z.string(),
  /** New Business, Endorsement, Cancellation, Reinstatement … */
  type: z.string(),
  createdAt: isoDateTime,
  effectiveDate: isoDateTime.nullable(),
  reason: z.string().nullable(),
  description: z.string().nullable(),
  /**
   * The parts the server composed the description from (an amount in cents, a code, labels), for the
   * reader to say it in its language (domain `sayHistoryText`); absent on a row written before them,
   * whose description is shown as stored.
   */
  descriptionText: z.array(historyPartSchema).optional(),
  /** Who made the change; null for system changes. */
  user: z.object({ id: z.string(), name: z.string().nullable(), email: z.string() }).nullable(),
  /** The fields the change touched, before and after (JSON as stored). */
  before: z.unknown(),
  after: z.unknown(),
  /** Integer cents; negative for a return. */
  premiumDelta: cents,
  taxDelta: cents,
  /**
   * The premium taxes of taxDelta, named with their authority (docs/decisions/0062): a charge's at
   * the rates of its charge day (a new business its plan's), a return's at the rates its money was
   * charged at. Absent where nothing names them.
   */
  taxNames: z.array(taxNameSchema).optional(),
  feeDelta: cents,
  totalDelta: cents,
  paymentId: z.string().nullable(),
  refundId: z.string().nullable(),
  payment: amountAndStatus.nullable(),
  /**
   * What the change refunded: every part added up (a refund spread over several card charges is
   * one refund per charge), with the least settled part's status; null when it refunded nothing.
   */
  refund: amountAndStatus.nullable(),
  /** Each refund of the change (one per card charge it went back to, or the manual refund), in order. */
  refundParts: z.array(amountAndStatus.extend({ id: z.string() })),
});
export type PolicyTransaction = z.infer<typeof policyTransactionSchema>;

/** GET /api/applications/{applicationId}/transactions (and .csv for a spreadsheet). */
export const policyTransactionListResponse = z.array(policyTransactionSchema);
export type PolicyTransactionList = z.infer<typeof policyTransactionListResponse>;
