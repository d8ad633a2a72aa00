import type { PayApplicationBody } from '@bm/contracts';
import { CardError, type PaymentProvider } from '../../integrations/payments/index.ts';
import { HttpError } from '../../lib/errors.ts';

/** A saved card the payer chose that is no longer on the customer (PAY_MESSAGES.cardGone). */
export const CARD_GONE_MESSAGE = 'That card is no longer on file. Please pay with a new card.';

/** A 402 naming the card field at fault, the answer to a card the processor refused. */
export const paymentError = (message: string, code: string, field: string | null) =>
  new HttpError(402, message, { code, field });

/** The customer and card to charge: a new card's token attached, or a saved card looked up. */
export async function cardFor(
  deps: { payments: PaymentProvider },
  account: 'main' | 'finance',
  app: { email: string; insuredName: string; stripeCustomerId: string | null },
  body: Pick<PayApplicationBody, 'token' | 'cardId'>,
): Promise<{ customerId: string; cardId: string }> {
  try {
    const customerId = await deps.payments.ensureCustomer(account, {
      email: app.email,
      name: app.insuredName,
      existingCustomerId: app.stripeCustomerId ?? undefined,
    });
    if (body.token) {
      const saved = await deps.payments.attachCard(account, customerId, body.token);
      return { customerId, cardId: saved.id };
    }
    const saved = await deps.payments.getCard(account, customerId, body.cardId ?? '');
    if (!saved) throw paymentError(CARD_GONE_MESSAGE, 'card_not_found', null);
    return { customerId, cardId: saved.id };
  } catch (error) {
    if (error instanceof CardError) throw paymentError(error.message, error.code, error.field);
    throw error;
  }
}
