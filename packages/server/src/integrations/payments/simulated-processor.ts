import { and, eq, gte, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentCards, paymentCustomers, simCardTokens, simCharges, simRefunds } from '../../db/schema.ts';
import { validateCard } from './card-validation.ts';
import { providerId } from './ids.ts';
import { findSimulatedCharge, simulatedCharge, simulatedRefund } from './simulated-charges.ts';
import { cardFingerprint, testCardByFingerprint, testCardByNumber } from './test-cards.ts';
import {
  CardError,
  PaymentProviderError,
  type PaymentAccount,
  type PaymentProvider,
  type SavedCard,
} from './types.ts';

/** How long a card token can be attached after it is made. */
export const SIM_TOKEN_TTL_MS = 15 * 60_000;

const PROVIDER = 'simulated';

/** A saved card's funding, from the test card it was saved from (its fingerprint), as Stripe reports it. */
const fundingOf = (fingerprint: string | null) =>
  (fingerprint ? testCardByFingerprint(fingerprint)?.funding : undefined) ?? 'unknown';

const toSavedCard = (card: typeof paymentCards.$inferSelect): SavedCard => ({
  id: card.id,
  brand: card.brand,
  last4: card.last4,
  expMonth: card.expMonth,
  expYear: card.expYear,
  funding: fundingOf(card.fingerprint),
});

async function findCustomer(db: Db, account: PaymentAccount, customerId: string) {
  const [row] = await db
    .select({ id: paymentCustomers.id, defaultCardId: paymentCustomers.defaultCardId })
    .from(paymentCustomers)
    .where(
      and(
        eq(paymentCustomers.id, customerId),
        eq(paymentCustomers.account, account),
        eq(paymentCustomers.provider, PROVIDER),
      ),
    )
    .limit(1);
  return row ?? null;
}

async function findCard(db: Db, account: PaymentAccount, customerId: string, cardId: string) {
  const [row] = await db
    .select({ card: paymentCards })
    .from(paymentCards)
    .innerJoin(paymentCustomers, eq(paymentCustomers.id, paymentCards.customerId))
    .where(
      and(
        eq(paymentCards.id, cardId),
        eq(paymentCards.customerId, customerId),
        eq(paymentCustomers.account, account),
        eq(paymentCustomers.provider, PROVIDER),
      ),
    )
    .limit(1);
  return row?.card ?? null;
}

/** Spends a token: at most one caller gets its row, and only before it expires. */
async function spendToken(db: Db, account: PaymentAccount, token: string, now: Date) {
  const [spent] = await db
    .update(simCardTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(simCardTokens.id, token),
        eq(simCardTokens.account, account),
        isNull(simCardTokens.usedAt),
        gt(simCardTokens.expiresAt, now),
      ),
    )
    .returning();
  if (spent) return spent;
  const [row] = await db.select().from(simCardTokens).where(eq(simCardTokens.id, token)).limit(1);
  if (!row || row.account !== account) {
    throw new PaymentProviderError('resource_missing', `No such token: '${token}'`, 404);
  }
  if (row.usedAt) {
    throw new PaymentProviderError(
      'token_already_used',
      `You cannot use a card token more than once: ${token}.`,
    );
  }
  throw new PaymentProviderError(
    'token_expired',
    'This card token has expired. Please enter the card again.',
  );
}

/**
 * The offline card processor: real state in our database (payment_customers, payment_cards and the
 * sim_* tables), Stripe's test card numbers and failure modes (README, "Test cards").
 */
export function createSimulatedProcessor(db: Db, now: () => Date = () => new Date()): PaymentProvider {
  return {
    name: 'simulated',

    async createCardToken(account, input) {
      const at = now();
      const card = validateCard(input, at);
      if (!testCardByNumber(card.number)) {
        throw new CardError(
          'card_declined',
          'Your card was declined. The simulated card processor takes only the test card numbers listed in the README.',
          'number',
        );
      }
      const token = providerId('tok');
      const summary = {
        brand: card.brand,
        last4: card.number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
      };
      await db.insert(simCardTokens).values({
        id: token,
        account,
        ...summary,
        postalCode: card.postalCode,
        fingerprint: cardFingerprint(card.number),
        expiresAt: new Date(at.getTime() + SIM_TOKEN_TTL_MS),
        createdAt: at,
      });
      return { token, card: { ...summary, funding: testCardByNumber(card.number)?.funding ?? 'unknown' } };
    },

    async tokenFunding(account, token) {
      const [row] = await db
        .select({ fingerprint: simCardTokens.fingerprint })
        .from(simCardTokens)
        .where(and(eq(simCardTokens.id, token), eq(simCardTokens.account, account)))
        .limit(1);
      return fundingOf(row?.fingerprint ?? null);
    },

    async ensureCustomer(account, { email, name, existingCustomerId }) {
      if (existingCustomerId) {
        const existing = await findCustomer(db, account, existingCustomerId);
        if (existing) return existing.id;
      }
      const id = providerId('cus', 14);
      await db
        .insert(paymentCustomers)
        .values({ id, account, provider: PROVIDER, email, name, createdAt: now() });
      return id;
    },

    async attachCard(account, customerId, token) {
      const customer = await findCustomer(db, account, customerId);
      if (!customer)
        throw new PaymentProviderError('resource_missing', `No such customer: '${customerId}'`, 404);
      const spent = await spendToken(db, account, token, now());
      const behaviour = testCardByFingerprint(spent.fingerprint)?.behaviour;
      if (behaviour?.kind === 'declinedOnAttach') {
        throw new CardError(behaviour.code, behaviour.message, behaviour.field);
      }
      const [card] = await db
        .insert(paymentCards)
        .values({
          id: providerId('card'),
          customerId,
          brand: spent.brand,
          last4: spent.last4,
          expMonth: spent.expMonth,
          expYear: spent.expYear,
          postalCode: spent.postalCode,
          fingerprint: spent.fingerprint,
          createdAt: now(),
        })
        .returning();
      await db
        .update(paymentCustomers)
        .set({ defaultCardId: card!.id })
        .where(and(eq(paymentCustomers.id, customerId), isNull(paymentCustomers.defaultCardId)));
      return toSavedCard(card!);
    },

    async getCard(account, customerId, cardId) {
      const card = await findCard(db, account, customerId, cardId);
      return card ? toSavedCard(card) : null;
    },

    async charge(account, request) {
      const card = await findCard(db, account, request.customerId, request.cardId);
      return simulatedCharge(db, now(), account, request, card);
    },

    refund: (account, request) => simulatedRefund(db, now(), account, request),

    // Its charges are rows keyed by (account, idempotency key): the lookup is exact and immediate.
    findCharge: (account, idempotencyKey) => findSimulatedCharge(db, account, idempotencyKey),

    listActivity: (account, from, to) => simulatedActivity(db, account, from, to),

    withDb: (other) => createSimulatedProcessor(other, now),
  };
}

const metadataApplication = sql<string | null>`${simCharges.metadata} ->> 'applicationId'`;

/** The simulated processor's succeeded charges and refunds of an account made in [from, to). */
async function simulatedActivity(db: Db, account: PaymentAccount, from: Date, to: Date) {
  const charges = await db
    .select({
      id: simCharges.id,
      amount: simCharges.amount,
      applicationId: metadataApplication,
      createdAt: simCharges.createdAt,
    })
    .from(simCharges)
    .where(
      and(
        eq(simCharges.account, account),
        eq(simCharges.status, 'succeeded'),
        gte(simCharges.createdAt, from),
        lt(simCharges.createdAt, to),
      ),
    );
  const refunds = await db
    .select({
      id: simRefunds.id,
      amount: simRefunds.amount,
      applicationId: metadataApplication,
      createdAt: simRefunds.createdAt,
    })
    .from(simRefunds)
    .innerJoin(simCharges, eq(simCharges.id, simRefunds.chargeId))
    .where(
      and(
        eq(simRefunds.account, account),
        eq(simRefunds.status, 'succeeded'),
        gte(simRefunds.createdAt, from),
        lt(simRefunds.createdAt, to),
      ),
    );
  const clean = <T extends { applicationId: string | null }>(row: T): T => ({
    ...row,
    applicationId: row.applicationId || null,
  });
  return { charges: charges.map(clean), refunds: refunds.map(clean) };
}
