import { z } from 'zod';

export const PAYMENT_ACCOUNTS = ['main', 'finance'] as const;
/** The card form field a card error belongs to (null: the card as a whole). */
export const CARD_ERROR_FIELDS = ['number', 'expiry', 'cvc', 'postalCode'] as const;
export type CardErrorField = (typeof CARD_ERROR_FIELDS)[number];

/**
 * POST /api/billing/tokens: card fields to a single-use card token (the simulated processor; with
 * Stripe, Stripe.js tokenises in the browser). Only the shape is checked here: a card the processor
 * refuses (number, expiry, security code, postal code A1B2C3) is a 402 naming the field.
 */
export const cardTokenBody = z.object({
  number: z.string().max(40),
  expMonth: z.number().int(),
  /** Four digits; two (yy) mean 20yy. */
  expYear: z.number().int(),
  cvc: z.string().max(10),
  postalCode: z.string().max(20),
  /** The card account the token is for (spec section 9); main by default. */
  account: z.enum(PAYMENT_ACCOUNTS).optional(),
});
export type CardTokenBody = z.infer<typeof cardTokenBody>;

export const cardSummarySchema = z.object({ brand: z.string(), lastFourDigits: z.string() });
export type CardSummary = z.infer<typeof cardSummarySchema>;

export const cardTokenResponse = z.object({ token: z.string(), card: cardSummarySchema });
export type CardTokenResponse = z.infer<typeof cardTokenResponse>;

/** Payment method (spec section 3): a card, or a Link wallet, with the card's brand and last digits. */
export const paymentMethodSchema = z.object({
  type: z.enum(['card', 'link']),
  card: cardSummarySchema,
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** GET /api/billing/customers/{customerId}/paymentMethods/{cardId}?applicationId= (404: no card on file). */
export const paymentMethodParams = z.object({
  customerId: z.string().trim().min(1).max(100),
  cardId: z.string().trim().min(1).max(100),
});
export const paymentMethodQuery = z.object({
  applicationId: z.string().uuid({ message: 'applicationId must be a UUID' }),
});

/** 402: the card was refused; `field` says which card field to show the message on. */
export const paymentErrorResponse = z.object({
  message: z.string(),
  code: z.string(),
  field: z.enum(CARD_ERROR_FIELDS).nullable(),
});
export type PaymentErrorResponse = z.infer<typeof paymentErrorResponse>;

/**
 * GET /api/billing/config: how the browser takes a new card. Simulated: the card fields go to
 * POST /api/billing/tokens. Stripe: Stripe.js tokenises them in the browser with the publishable key
 * of the account the payment is taken on (main or finance, spec section 9), and the token goes to /pay.
 */
export const billingConfigResponse = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('simulated') }),
  z.object({
    provider: z.literal('stripe'),
    publishableKeys: z.object({ main: z.string().min(1), finance: z.string().min(1) }),
  }),
]);
export type BillingConfigResponse = z.infer<typeof billingConfigResponse>;
