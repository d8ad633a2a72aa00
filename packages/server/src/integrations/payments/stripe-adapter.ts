import Stripe from 'stripe';
import type { CardFunding } from '@bm/domain';
import { cardMessage } from './card-messages.ts';
import { callStripe, cardErrorCode, isMissing, translateStripeError } from './stripe-errors.ts';
import {
  CardError,
  PaymentProviderError,
  type ChargeLookupHint,
  type ChargeResult,
  type PaymentAccount,
  type PaymentProvider,
  type RefundResult,
  type SavedCard,
} from './types.ts';

export type StripeClients = Record<PaymentAccount, Stripe>;

const STRIPE_REFUND_REASONS = new Set(['duplicate', 'fraudulent', 'requested_by_customer']);

function toSavedCard(method: Stripe.PaymentMethod): SavedCard {
  const card = method.card;
  if (!card) throw new PaymentProviderError('not_a_card', `Payment method ${method.id} is not a card.`);
  return {
    id: method.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
    funding: fundingOf(card.funding),
  };
}

/** Stripe's `card.funding` (credit, debit, prepaid, unknown); anything else is unknown. */
function fundingOf(funding: string | null | undefined): CardFunding {
  return funding === 'credit' || funding === 'debit' || funding === 'prepaid' ? funding : 'unknown';
}

const idOf = (value: string | { id: string } | null): string | undefined =>
  value === null ? undefined : typeof value === 'string' ? value : value.id;

function intentResult(intent: Stripe.PaymentIntent): ChargeResult {
  const chargeId = idOf(intent.latest_charge);
  if (intent.status === 'succeeded') return { status: 'succeeded', chargeId: chargeId ?? intent.id };
  if (intent.status === 'requires_action') {
    const code = 'authentication_required';
    return {
      status: 'failed',
      code,
      message: cardMessage(code),
      field: null,
      ...(chargeId ? { chargeId } : {}),
    };
  }
  const error = intent.last_payment_error;
  const code = cardErrorCode({ code: error?.code, decline_code: error?.decline_code });
  return {
    status: 'failed',
    code,
    message: cardMessage(code, error?.message ?? 'Your card was declined.'),
    field: null,
    ...(chargeId ? { chargeId } : {}),
  };
}

const refundStatus = (status: string | null): RefundResult['status'] =>
  status === 'succeeded' ? 'succeeded' : status === 'failed' || status === 'canceled' ? 'failed' : 'pending';

/** The PaymentIntent metadata field holding our idempotency key, for findCharge. */
const KEY_METADATA = 'idempotencyKey';

/**
 * The PaymentIntent made under an idempotency key, or undefined. Looking is a read: we do not
 * re-send the create request under the same key to learn the outcome, because a request that never
 * reached Stripe (or whose key expired after 24 hours) would then charge the card for the first
 * time, during reconciliation. With the customer known, its PaymentIntents created since the payment
 * row are listed (strongly consistent); without it, Search by metadata is used, which Stripe indexes
 * within about a minute (reconciliation (modules/payments) waits STALE_MS, two minutes, before it looks).
 */
async function intentByKey(stripe: Stripe, idempotencyKey: string, hint: ChargeLookupHint) {
  try {
    if (hint.customerId) {
      const since = hint.createdAfter ? Math.floor(hint.createdAfter.getTime() / 1000) - 300 : undefined;
      const intents = stripe.paymentIntents.list({
        customer: hint.customerId,
        limit: 100,
        ...(since ? { created: { gte: since } } : {}),
      });
      for await (const intent of intents) {
        if (intent.metadata?.[KEY_METADATA] === idempotencyKey) return intent;
      }
      return undefined;
    }
    const quoted = idempotencyKey.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
    const found = await stripe.paymentIntents.search({
      query: `metadata['${KEY_METADATA}']:'${quoted}'`,
      limit: 1,
    });
    return found.data[0];
  } catch (error) {
    throw translateStripeError(error);
  }
}

/** Builds one Stripe client per account from its secret key. */
export function createStripeClients(keys: Record<PaymentAccount, string>): StripeClients {
  const client = (key: string) => new Stripe(key, { maxNetworkRetries: 2, timeout: 30_000 });
  return { main: client(keys.main), finance: client(keys.finance) };
}

/**
 * The PaymentProvider over Stripe: customers, card PaymentMethods attached from Stripe.js tokens,
 * PaymentIntents confirmed off-session under the caller's idempotency key, and refunds.
 */
export function createStripeAdapter(clients: StripeClients): PaymentProvider {
  const adapter: PaymentProvider = {
    name: 'stripe',

    async createCardToken() {
      throw new PaymentProviderError(
        'tokenise_in_browser',
        'With Stripe configured, card details are tokenised in the browser by Stripe.js and never reach this server; send the token instead.',
      );
    },

    async ensureCustomer(account, { email, name, existingCustomerId }) {
      const stripe = clients[account];
      if (existingCustomerId) {
        try {
          const existing = await callStripe(() => stripe.customers.retrieve(existingCustomerId));
          if (!existing.deleted) return existing.id;
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
      const created = await callStripe(() => stripe.customers.create({ email, name }));
      return created.id;
    },

    async tokenFunding(account, token) {
      const stripe = clients[account];
      try {
        // Stripe.js gives a PaymentMethod (pm_...) or a card token (tok_...): both carry card.funding.
        if (token.startsWith('pm_')) {
          const method = await callStripe(() => stripe.paymentMethods.retrieve(token));
          return fundingOf(method.card?.funding);
        }
        const found = await callStripe(() => stripe.tokens.retrieve(token));
        return fundingOf(found.card?.funding);
      } catch (error) {
        if (isMissing(error)) return 'unknown';
        throw error;
      }
    },

    async attachCard(account, customerId, token) {
      const stripe = clients[account];
      // Stripe.js gives a PaymentMethod (pm_...) or, from createToken, a card token (tok_...).
      const methodId = token.startsWith('pm_')
        ? token
        : (await callStripe(() => stripe.paymentMethods.create({ type: 'card', card: { token } }))).id;
      const method = await callStripe(() => stripe.paymentMethods.attach(methodId, { customer: customerId }));
      return toSavedCard(method);
    },

    async getCard(account, customerId, cardId) {
      try {
        const method = await callStripe(() =>
          clients[account].customers.retrievePaymentMethod(customerId, cardId),
        );
        return method.card ? toSavedCard(method) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async charge(account, request) {
      try {
        const intent = await callStripe(() =>
          clients[account].paymentIntents.create(
            {
              amount: request.amount,
              currency: request.currency.toLowerCase(),
              customer: request.customerId,
              payment_method: request.cardId,
              off_session: true,
              confirm: true,
              description: request.description,
              metadata: { ...request.metadata, [KEY_METADATA]: request.idempotencyKey },
            },
            { idempotencyKey: request.idempotencyKey },
          ),
        );
        return intentResult(intent);
      } catch (error) {
        if (!(error instanceof CardError)) throw error;
        return { status: 'failed', code: error.code, message: error.message, field: error.field };
      }
    },

    async refund(account, request) {
      const refund = await callStripe(() =>
        clients[account].refunds.create(
          {
            charge: request.chargeId,
            amount: request.amount,
            ...(STRIPE_REFUND_REASONS.has(request.reason) ? { reason: request.reason } : {}),
            metadata: { reason: request.reason.slice(0, 500) },
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return { status: refundStatus(refund.status), refundId: refund.id };
    },

    async findCharge(account, idempotencyKey, hint = {}) {
      const intent = await intentByKey(clients[account], idempotencyKey, hint);
      return intent ? intentResult(intent) : null;
    },

    async listActivity(account, from, to) {
      const created = { gte: Math.floor(from.getTime() / 1000), lt: Math.floor(to.getTime() / 1000) };
      const client = clients[account];
      const charges = [];
      for await (const charge of client.charges.list({ created, limit: 100 })) {
        if (charge.status !== 'succeeded') continue;
        charges.push({
          id: charge.id,
          amount: charge.amount,
          applicationId: charge.metadata?.applicationId || null,
          createdAt: new Date(charge.created * 1000),
        });
      }
      const refunds = [];
      for await (const refund of client.refunds.list({ created, limit: 100, expand: ['data.charge'] })) {
        if (refund.status !== 'succeeded') continue;
        const charge = typeof refund.charge === 'object' ? refund.charge : null;
        refunds.push({
          id: refund.id,
          amount: refund.amount,
          applicationId: charge?.metadata?.applicationId || null,
          createdAt: new Date(refund.created * 1000),
        });
      }
      return { charges, refunds };
    },

    withDb: () => adapter,
  };
  return adapter;
}
