import { createHash } from 'node:crypto';
import type { CardFunding } from '@bm/domain';
import { cardMessage } from './card-messages.ts';
import type { CardField } from './types.ts';

/** What the simulated processor does with a card: Stripe's public test numbers behave as in test mode. */
export type TestCardBehaviour =
  | { kind: 'succeeds' }
  /** The card check on attach fails: such cards can never be saved (as with Stripe). */
  | { kind: 'declinedOnAttach'; code: string; message: string; field: CardField | null }
  /** Saves, but every charge fails. */
  | { kind: 'chargesFail'; code: string; message: string; field: CardField | null }
  /**
   * Saves and pays its first charge (the bind), then declines every later one: a card that runs out
   * of funds, expires or is reported lost between instalments. Not a Stripe number (Stripe has no
   * such card); it lets the collections, NSF and retry path be tried offline.
   */
  | { kind: 'declinesAfterFirst'; code: string; message: string; field: CardField | null };

export interface TestCard {
  number: string;
  brand: string;
  /** As Stripe's test cards report `card.funding` (stripe.com/docs/testing, "Cards by brand"). */
  funding: CardFunding;
  behaviour: TestCardBehaviour;
  description: string;
}

const succeeds = { kind: 'succeeds' } as const;
const declinedOnAttach = (code: string, field: CardField | null = null): TestCardBehaviour => ({
  kind: 'declinedOnAttach',
  code,
  message: cardMessage(code),
  field,
});
const chargesFail = (code: string): TestCardBehaviour => ({
  kind: 'chargesFail',
  code,
  message: cardMessage(code),
  field: null,
});

const declinesAfterFirst = (code: string): TestCardBehaviour => ({
  kind: 'declinesAfterFirst',
  code,
  message: cardMessage(code),
  field: null,
});

/**
 * The documented test cards (README, "Test cards"). Funding as Stripe reports it: the Visa debit,
 * the Mastercard debit and the Mastercard prepaid are the only non-credit ones; every other is credit.
 */
const CARDS: readonly Omit<TestCard, 'funding'>[] = [
  { number: '4242424242424242', brand: 'visa', behaviour: succeeds, description: 'Visa: succeeds' },
  { number: '4000056655665556', brand: 'visa', behaviour: succeeds, description: 'Visa debit: succeeds' },
  {
    number: '5200828282828210',
    brand: 'mastercard',
    behaviour: succeeds,
    description: 'Mastercard debit: succeeds',
  },
  {
    number: '5105105105105100',
    brand: 'mastercard',
    behaviour: succeeds,
    description: 'Mastercard prepaid: succeeds',
  },
  {
    number: '5555555555554444',
    brand: 'mastercard',
    behaviour: succeeds,
    description: 'Mastercard: succeeds',
  },
  {
    number: '2223003122003222',
    brand: 'mastercard',
    behaviour: succeeds,
    description: 'Mastercard (2-series): succeeds',
  },
  {
    number: '378282246310005',
    brand: 'amex',
    behaviour: succeeds,
    description: 'American Express: succeeds',
  },
  {
    number: '4000000000000002',
    brand: 'visa',
    behaviour: declinedOnAttach('card_declined'),
    description: 'Declined (card_declined)',
  },
  {
    number: '4000000000009995',
    brand: 'visa',
    behaviour: declinedOnAttach('insufficient_funds'),
    description: 'Declined: insufficient funds',
  },
  {
    number: '4000000000000069',
    brand: 'visa',
    behaviour: declinedOnAttach('expired_card', 'expiry'),
    description: 'Declined: expired card',
  },
  {
    number: '4000000000000127',
    brand: 'visa',
    behaviour: declinedOnAttach('incorrect_cvc', 'cvc'),
    description: 'Declined: incorrect CVC',
  },
  {
    number: '4000000000000341',
    brand: 'visa',
    behaviour: chargesFail('card_declined'),
    description: 'Saves, then every charge is declined',
  },
  {
    number: '4000000000003220',
    brand: 'visa',
    behaviour: chargesFail('authentication_required'),
    description: 'Needs 3-D Secure: saves, then every charge fails (authentication_required)',
  },
  {
    number: '4100000000000019',
    brand: 'visa',
    behaviour: chargesFail('fraudulent'),
    description: 'Saves, then every charge is blocked as fraudulent',
  },
  {
    number: '4000000000019952',
    brand: 'visa',
    behaviour: declinesAfterFirst('insufficient_funds'),
    description: 'Pays the bind, then later charges decline: insufficient funds',
  },
  {
    number: '4000000000010068',
    brand: 'visa',
    behaviour: declinesAfterFirst('expired_card'),
    description: 'Pays the bind, then later charges decline: expired card',
  },
  {
    number: '4000000000019986',
    brand: 'visa',
    behaviour: declinesAfterFirst('lost_card'),
    description: 'Pays the bind, then later charges decline: lost card',
  },
];

const FUNDING: Readonly<Record<string, CardFunding>> = {
  '4000056655665556': 'debit',
  '5200828282828210': 'debit',
  '5105105105105100': 'prepaid',
};

export const TEST_CARDS: readonly TestCard[] = CARDS.map((card) => ({
  ...card,
  funding: FUNDING[card.number] ?? 'credit',
}));

/** A card's fingerprint: the same number always gives the same one; the number itself is never stored. */
export function cardFingerprint(number: string): string {
  return createHash('sha256').update(`sim-card:${number}`).digest('base64url').slice(0, 16);
}

const BY_NUMBER = new Map(TEST_CARDS.map((card) => [card.number, card]));
const BY_FINGERPRINT = new Map(TEST_CARDS.map((card) => [cardFingerprint(card.number), card]));

export const testCardByNumber = (number: string): TestCard | undefined => BY_NUMBER.get(number);
export const testCardByFingerprint = (fingerprint: string): TestCard | undefined =>
  BY_FINGERPRINT.get(fingerprint);
