import { z } from 'zod';
import { isCalendarDay } from '@bm/domain';
import { applicationSchema } from './applications.ts';
import { cancellationSubmitSchema } from './cancellation.ts';
import { cents, taxNameSchema } from './common.ts';
import { cardChoiceSchema, quoteSchema } from './quote.ts';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD')
  .refine(isCalendarDay, 'Not a calendar date');

const change = z.object({ field: z.string().min(1).max(200), newValue: z.unknown() });

/** The endorsement part of POST /api/applications/{id}/endorsement (spec 3, Endorsement). */
export const endorsementSchema = z.object({
  reason: z.string().trim().max(200),
  reasonText: z.string().trim().max(2000).optional(),
  comments: z.string().trim().max(5000).optional(),
  effectiveDate: day,
  changes: z.array(change).max(100),
  /** The total the user saw (charge positive, refund negative); the server refuses if its own differs. */
  expectedTotal: cents.optional(),
});

/** The save: an endorsement or a cancellation (cancellation.ts), which share this one route. */
export const endorsementBody = z
  .object({
    endorsement: endorsementSchema.optional(),
    cancellation: cancellationSubmitSchema.optional(),
    /** A new card's token; without it the card on file is used when money is charged. */
    token: z.string().min(1).max(200).optional(),
    ticketNumber: z.string().trim().max(50).optional(),
    idempotencyKey: z.string().uuid(),
  })
  .refine((body) => Boolean(body.endorsement) !== Boolean(body.cancellation), {
    message: 'Send either an endorsement or a cancellation',
  });
/** What the server reads (defaults applied). */
export type EndorsementBody = z.infer<typeof endorsementBody>;
/** What a client sends. */
export type EndorsementRequest = z.input<typeof endorsementBody>;

/** POST /api/applications/{id}/endorsement/quote: the priced endorsement, nothing saved. */
export const endorsementQuoteBody = endorsementSchema;
export const endorsementQuoteResponse = z.object({
  newQuote: quoteSchema,
  newQuoteWithEndorsement: quoteSchema,
  annualPolicyDifference: cents,
  additionalPremium: cents,
  tax: cents,
  /** The premium taxes of `tax`, named with their authority (a return: the rates it was charged at). */
  taxNames: z.array(taxNameSchema),
  termDays: z.number().int(),
  daysRemaining: z.number().int(),
  endorsementFeesAndTotals: z.object({
    premium: cents,
    tax: cents,
    cardFee: cents,
    cardFeePST: cents,
    fees: cents,
    total: z.object({ annual: cents }),
  }),
  noPremiumChange: z.boolean(),
  issuable: z.boolean(),
  refusedReasons: z.array(z.string()),
  errors: z.record(z.string(), z.string()),
  payment: z.object({
    action: z.enum(['charge', 'invoice', 'autoRefund', 'manualRefund', 'none']),
    amount: cents,
    requiresNewCard: z.boolean(),
    message: z.string().nullable(),
    /** The card account a new card's token must be made on (spec 9). */
    account: z.enum(['main', 'finance']),
  }),
  /** The charge's figures by card: endorsementFeesAndTotals is priced for the card on file. */
  card: cardChoiceSchema,
});
export type EndorsementQuoteResponse = z.infer<typeof endorsementQuoteResponse>;

export const endorsementResponse = z.object({
  application: applicationSchema,
  transactionId: z.string().uuid(),
  payment: z.object({ id: z.string().uuid(), amount: cents, status: z.string() }).nullable(),
  refund: z
    .object({ id: z.string().uuid(), amount: cents, status: z.string(), manual: z.boolean() })
    .nullable(),
  /** A note for the user, e.g. the non-annual manual refund message. */
  message: z.string().nullable(),
});
export type EndorsementResponse = z.infer<typeof endorsementResponse>;
