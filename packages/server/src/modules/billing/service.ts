import { and, desc, eq } from 'drizzle-orm';
import type { BillingConfigResponse, CardTokenBody, CardTokenResponse, PaymentMethod } from '@bm/contracts';
import { MESSAGES, paymentAccountFor, PAYMENT_PERIODS, type PaymentAccount } from '@bm/domain';
import { stripeSettings, type StripeKeys } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import type { PaymentProvider } from '../../integrations/payments/index.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { accessScope, canSee, findApplication } from '../policies/index.ts';

export const BILLING_MESSAGES = {
  noCardOnFile: 'No card on file for this customer.',
} as const;

/**
 * GET /api/billing/config: the simulated processor, or Stripe with both accounts' publishable keys
 * (the browser tokenises with the key of the account the payment is taken on). Never a secret key.
 */
export function billingConfigFor(config: StripeKeys): BillingConfigResponse {
  const stripe = stripeSettings(config);
  return stripe ? { provider: 'stripe', publishableKeys: stripe.publishableKeys } : { provider: 'simulated' };
}

export async function createCardToken(
  provider: PaymentProvider,
  body: CardTokenBody,
): Promise<CardTokenResponse> {
  const { account = 'main', ...card } = body;
  const { token, card: summary } = await provider.createCardToken(account, card);
  return { token, card: { brand: summary.brand, lastFourDigits: summary.last4 } };
}

/** The accounts to look a customer up on: where it was last charged, then the spec's rule, then the other. */
async function accountsToTry(
  db: Db,
  application: { id: string; paymentPeriod: string; boundDate: Date | null; createdAt: Date },
  customerId: string,
): Promise<PaymentAccount[]> {
  const [charged] = await db
    .select({ account: payments.account })
    .from(payments)
    .where(and(eq(payments.applicationId, application.id), eq(payments.customerId, customerId)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  const period = PAYMENT_PERIODS.find((p) => p === application.paymentPeriod) ?? 'annual';
  const byRule = paymentAccountFor(period, application.boundDate ?? application.createdAt);
  const ordered = [charged?.account, byRule, 'main', 'finance'].filter(
    (a): a is PaymentAccount => a === 'main' || a === 'finance',
  );
  return [...new Set(ordered)];
}

/**
 * The card on file of an application's customer: the user must be allowed to see the application
 * (403 / 404 as for the record itself) and the customer must be the application's. 404 when the
 * customer has no such card, which the UI reads as no card on file.
 */
export async function paymentMethodFor(
  db: Db,
  provider: PaymentProvider,
  user: AuthUser,
  input: { applicationId: string; customerId: string; cardId: string },
): Promise<PaymentMethod> {
  const row = await findApplication(db, input.applicationId);
  if (!row) throw notFound(MESSAGES.applicationNotFound);
  const application = row.application;
  if (!canSee(accessScope(user), application.brokerageId)) throw forbidden(MESSAGES.forbidden);
  if (application.stripeCustomerId !== input.customerId) throw forbidden(MESSAGES.forbidden);
  for (const account of await accountsToTry(db, application, input.customerId)) {
    const card = await provider.getCard(account, input.customerId, input.cardId);
    if (card) return { type: 'card', card: { brand: card.brand, lastFourDigits: card.last4 } };
  }
  throw notFound(BILLING_MESSAGES.noCardOnFile);
}
