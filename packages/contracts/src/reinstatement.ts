import { z } from 'zod';
import { REINSTATEMENT_TEXT_MAX } from '@bm/domain';
import { applicationSchema } from './applications.ts';
import { cents } from './common.ts';
import { sentFileName } from './uploads.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD');

/** An invoice a reinstatement raises again in place of one the cancellation voided. */
const reinstatedInvoiceSchema = z.object({
  sourceNumber: z.string(),
  instalmentNumber: z.number().int().nullable(),
  isMpf: z.boolean(),
  originalDueDay: day,
  dueDay: day,
  amountDue: cents,
});

/** POST /api/applications/{id}/reinstate/preview: what a reinstatement would invoice (nothing saved). */
export const reinstatementPreviewResponse = z.object({
  /** The cancellation being undone. */
  cancellationTransactionId: z.string().uuid(),
  cancEffectiveDate: day,
  cancellationReason: z.string(),
  policyExpiryDate: day,
  paymentPeriod: z.string(),
  /** The policy total of the plan (quote.total[paymentPeriod]). */
  policyTotal: cents,
  returnedAmount: cents,
  reinstatementInvoice: cents,
  invoices: z.array(reinstatedInvoiceSchema),
  invoicesTotal: cents,
  voidBalanceInvoice: z.boolean(),
  balanceVoided: cents,
  balanceCredit: cents,
  unappliedCredit: cents,
  totalToInvoice: cents,
});
export type ReinstatementPreview = z.infer<typeof reinstatementPreviewResponse>;

/** POST /api/applications/{id}/reinstate (spec 7): reinstatementReason, details, and the total seen. */
export const reinstateBody = z.object({
  reinstatementReason: z.string().trim().max(200),
  details: z.string().trim().max(REINSTATEMENT_TEXT_MAX),
  /** The preview's totalToInvoice; the server refuses (409) if its own figures moved. */
  expectedTotal: cents,
});
export type ReinstateBody = z.infer<typeof reinstateBody>;

export const reinstateResponse = z.object({
  application: applicationSchema,
  transactionId: z.string().uuid(),
  figures: reinstatementPreviewResponse,
});
export type ReinstateResponse = z.infer<typeof reinstateResponse>;

/** POST /api/applications/{id}/openLapsedPolicy (spec 7): a comment and the record's PDF uploads. */
export const openLapsedPolicyBody = z.object({
  comment: z.string().trim().max(REINSTATEMENT_TEXT_MAX),
  /** Uploads of this record (POST …/uploads?pdfOnly=true), as a note's uploadedFiles items. */
  uploadedFiles: z
    .array(z.object({ path: z.string().min(1).max(500), name: sentFileName(300) }))
    .max(10)
    .default([]),
});
export type OpenLapsedPolicyBody = z.infer<typeof openLapsedPolicyBody>;
export type OpenLapsedPolicyRequest = z.input<typeof openLapsedPolicyBody>;

export const openLapsedPolicyResponse = z.object({
  application: applicationSchema,
  transactionId: z.string().uuid(),
});
export type OpenLapsedPolicyResponse = z.infer<typeof openLapsedPolicyResponse>;
