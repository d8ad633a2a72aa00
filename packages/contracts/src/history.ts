import { z } from 'zod';
import { cents, isoDateTime, taxNameSchema } from './common.ts';

const amountAndStatus = z.object({ amount: cents, status: z.string() });

/** One row of a policy's transaction history (policy_transactions: immutable, oldest first). */
export const policyTransactionSchema = z.object({
  id: z.string(),
  /** New Business, Endorsement, Cancellation, Reinstatement … */
  type: z.string(),
  createdAt: isoDateTime,
  effectiveDate: isoDateTime.nullable(),
  reason: z.string().nullable(),
  description: z.string().nullable(),
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
