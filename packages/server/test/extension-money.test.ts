import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CancellationPremiumsResponse,
  CardChoice,
  EndorsementQuoteResponse,
  ExtensionResponse,
} from '@bm/contracts';
import { formatDate, MAX_EXTENSION_MONTHS } from '@bm/domain';
import { dayPlus, draw, random, seeds } from '../../domain/src/test-support/random.ts';
import { bindPolicy, cardToken } from './helpers/bind.ts';
import { cancellationPremiums, submitCancellation } from './helpers/cancel.ts';
import { buildersRiskForm } from './helpers/forms.ts';
import { checkPolicyMoney } from './helpers/money.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Extensions among the other changes of a policy (docs/decisions/0036): random sequences of
 * extensions (card on file or a new card), endorsements before and after them, and a cancellation,
 * the card on file and every new card drawn credit, debit or prepaid (each charge carries the
 * surcharge of the card charged, decision 0063),
 * the record's invoices checked against the ledger after every step (helpers/money.ts).
 */
let t: TestApp;
const cookies = { broker: '', admin: '' };

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
});
afterAll(() => t?.close());

const post = (url: string, payload: Record<string, unknown>, cookie = cookies.admin) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

const DETAILS = {
  'losses-claims': 'no',
  occupied: 'no',
  'change-in-scope': 'no',
  'explanation-for-change': 'None',
  'reason-for-extension': 'in-progress',
  'explanation-for-extension': 'Behind schedule',
  'reason-for-delay': 'supplies',
  'explanation-for-delay': 'Late trusses',
  'percent-completed': '75',
};

/** Stripe's test cards by funding: a later charge carries the surcharge of the card charged. */
const CARDS = { credit: '4242424242424242', debit: '4000056655665556', prepaid: '5105105105105100' } as const;
type Funding = keyof typeof CARDS;

/** The total a later charge takes on a card of `funding`, from the figures shown before payment. */
const totalOn = (card: CardChoice, funding: Funding) =>
  funding === 'credit' ? card.credit.total : card.noSurchargeTotal;

async function extend(id: string, months: number, limit: string, newCard: Funding | null, onFile: Funding) {
  const extensionDetails = { ...DETAILS, 'extension-length': String(months), 'extension-limit': limit };
  const quoted = await post(
    `/api/applications/${id}/extension?type=quote`,
    { extension: { extensionDetails } },
    cookies.broker,
  );
  if (quoted.statusCode === 409) return `extend ${months} refused: ${quoted.json().message}`;
  expect(quoted.statusCode, quoted.body).toBe(200);
  const { quote, card } = quoted.json() as ExtensionResponse;
  // Priced for the card on file; a new card is shown the credit card total (and the debit one).
  expect(card!.onFileFunding).toBe(onFile);
  expect(quote.total.annual).toBe(totalOn(card!, onFile));
  const shown = newCard ? card!.credit.total : quote.total.annual;
  const token = newCard ? await cardToken(t, cookies.broker, 'main', CARDS[newCard]) : undefined;
  const bought = await post(
    `/api/applications/${id}/extension?type=bind`,
    {
      extension: { extensionDetails },
      quote: { ...quote, total: { annual: shown } },
      idempotencyKey: crypto.randomUUID(),
      ...(token ? { token } : {}),
    },
    cookies.broker,
  );
  expect(bought.statusCode, bought.body).toBe(200);
  const charged = (bought.json() as ExtensionResponse).payment!.amount;
  expect(charged, 'the surcharge of the card charged').toBe(totalOn(card!, newCard ?? onFile));
  return `extend ${months} to ${quote.policyExpiryDate} charged ${charged}${newCard ? ` (new ${newCard} card)` : ''}`;
}

/** An endorsement of the project value; to the value it already has, it must charge nothing. */
async function endorse(
  id: string,
  day: string,
  value: string,
  current: string,
  newCard: Funding | null,
  onFile: Funding,
) {
  const change = {
    reason: 'Increase Limit/Add Coverage',
    reasonText: 'Property test',
    effectiveDate: day,
    changes: [{ field: 'project-value', newValue: value }],
  };
  const quoted = await post(`/api/applications/${id}/endorsement/quote`, change);
  if (quoted.statusCode !== 200) return `endorse refused ${quoted.statusCode}`;
  const priced = quoted.json() as EndorsementQuoteResponse;
  // After an extension the quote is read at the extended term (termRates): the same value, no charge.
  if (value === current)
    expect(priced.endorsementFeesAndTotals.total.annual, `endorse ${value} = ${current}`).toBe(0);
  if (!priced.issuable) return 'endorse not issuable';
  const charging = priced.payment.action === 'charge';
  if (charging) {
    expect(priced.card.onFileFunding).toBe(onFile);
    expect(priced.endorsementFeesAndTotals.total.annual).toBe(totalOn(priced.card, onFile));
  }
  const withCard = charging ? newCard : null;
  const token = withCard ? await cardToken(t, cookies.broker, 'main', CARDS[withCard]) : undefined;
  const saved = await post(`/api/applications/${id}/endorsement`, {
    endorsement: {
      ...change,
      expectedTotal: withCard ? priced.card.credit.total : priced.endorsementFeesAndTotals.total.annual,
    },
    idempotencyKey: crypto.randomUUID(),
    ...(token ? { token } : {}),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const payment = (saved.json() as { payment: { amount: number } | null }).payment;
  if (charging)
    expect(payment?.amount, 'the surcharge of the card charged').toBe(
      totalOn(priced.card, withCard ?? onFile),
    );
  return `endorse project-value ${value} from ${day} total ${payment?.amount ?? priced.endorsementFeesAndTotals.total.annual}${withCard ? ` (new ${withCard} card)` : ''}`;
}

async function cancel(id: string, day: string, option: string) {
  const choice = { cancEffectiveDate: day, cancOption: option };
  const premiums = await cancellationPremiums(t, cookies.admin, id, choice);
  if (premiums.statusCode !== 200) return `cancel refused ${premiums.statusCode}`;
  const figures = premiums.json() as CancellationPremiumsResponse;
  const saved = await submitCancellation(t, cookies.admin, id, choice, figures);
  expect(saved.statusCode, saved.body).toBe(200);
  return `cancel ${option} ${day} refund ${figures.refundDue} owing ${figures.amountOwing}`;
}

describe('random sequences of extensions, endorsements and a cancellation through the API', () => {
  // EXTENSION_SEQUENCES=50 runs more; PROPERTY_SEED=<seed> replays one.
  for (const seed of seeds(53_000, Number(process.env.EXTENSION_SEQUENCES ?? 4))) {
    it(
      `keeps the record's invoices equal to the ledger after every step (seed ${seed}, PROPERTY_SEED=${seed} replays)`,
      { timeout: 120_000 },
      async () => {
        const { int, pick, chance } = draw(random(seed));
        const fundings = Object.keys(CARDS) as Funding[];
        // The card on file and every new card drawn credit, debit or prepaid (decision 0063).
        let onFile = pick(fundings);
        const policy = await bindPolicy(
          t,
          cookies.broker,
          'builders-risk',
          buildersRiskForm(),
          'annual',
          CARDS[onFile],
        );
        const id = policy.applicationId;
        const start = formatDate(policy.policyEffectiveDate);
        let value = '850000';
        let months = 0;
        const trail = [`bind builders risk annual (${onFile} card)`];
        for (let step = int(3, 6); step > 0; step -= 1) {
          const action = pick(['extend', 'extend', 'endorse', 'endorse', 'cancel'] as const);
          if (action === 'extend') {
            const wanted = int(1, 8);
            const newCard = chance(0.4) ? pick(fundings) : null;
            const done = await extend(id, wanted, value, newCard, onFile);
            if (done.startsWith('extend') && !done.includes('refused')) {
              months += wanted;
              // A new card paid: it becomes the card on file.
              onFile = newCard ?? onFile;
            } else expect(months + wanted, done).toBeGreaterThan(MAX_EXTENSION_MONTHS);
            trail.push(done);
          } else if (action === 'endorse') {
            const next = pick(['850000', '900000', '1000000', value]);
            const newCard = chance(0.4) ? pick(fundings) : null;
            const done = await endorse(id, dayPlus(start, int(0, 250)), next, value, newCard, onFile);
            if (!done.includes('refused') && !done.includes('not issuable')) value = next;
            if (done.includes('new ') && newCard) onFile = newCard;
            trail.push(done);
          } else {
            trail.push(await cancel(id, dayPlus(start, int(10, 250)), pick(['prorata', 'shortrate'])));
            await checkPolicyMoney(t, cookies.admin, id, trail);
            break;
          }
          await checkPolicyMoney(t, cookies.admin, id, trail);
        }
        if (process.env.DEBUG_MONEY) console.log(trail.join('\n  '));
      },
    );
  }
});
