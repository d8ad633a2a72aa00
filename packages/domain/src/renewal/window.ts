import { calendarDaysBetween, dayNumber } from '../calendar-days.ts';
import type { PolicyStatus } from '../statuses.ts';
import { RENEWAL_MESSAGES } from './messages.ts';

/**
 * Renewal offers are made 60 days before expiry and keep the policy number (domain facts: the live
 * product's public broker help centre).
 */
export const RENEWAL_OFFER_DAYS = 60;

const DAY_MS = 86_400_000;

/** `day` moved by whole calendar days, YYYY-MM-DD. */
function shiftDay(day: string, days: number): string {
  const n = dayNumber(day);
  if (n === null) throw new RangeError(`Not a YYYY-MM-DD date: ${day}`);
  return new Date((n + days) * DAY_MS).toISOString().slice(0, 10);
}

/** The first day a renewal of a policy expiring on `expiryDay` can be offered. */
export function renewalOfferOpensOn(expiryDay: string): string {
  return shiftDay(expiryDay, -RENEWAL_OFFER_DAYS);
}

/** Refusal of an early offer, naming the first day the renewal can be offered. */
export function offerTooEarlyMessage(opensOn: string): string {
  return `A renewal can be offered from ${opensOn}, ${RENEWAL_OFFER_DAYS} days before the policy expires.`;
}

export interface RenewablePolicy {
  status: PolicyStatus;
  nonRenewable: boolean;
  /** The policy's expiry, YYYY-MM-DD (Vancouver); null when it has none. */
  expiryDay: string | null;
}

export type RenewalOfferCheck =
  | { ok: true; opensOn: string }
  | {
      ok: false;
      reason: 'not-bound' | 'non-renewable' | 'no-expiry' | 'too-early' | 'expired';
      opensOn: string | null;
      message: string;
    };

/**
 * Whether a renewal can be offered on `today` (YYYY-MM-DD): a bound, renewable policy from 60 days
 * before its expiry up to its expiry day itself (the renewal starts that day; after it the policy
 * is left to lapse). Cancelled and lapsed policies are not bound.
 */
export function checkRenewalOffer(policy: RenewablePolicy, today: string): RenewalOfferCheck {
  const opensOn = policy.expiryDay ? renewalOfferOpensOn(policy.expiryDay) : null;
  const refuse = (reason: Extract<RenewalOfferCheck, { ok: false }>['reason'], message: string) =>
    ({ ok: false, reason, opensOn, message }) as const;
  if (policy.status !== 'bound') return refuse('not-bound', RENEWAL_MESSAGES.notBound);
  if (policy.nonRenewable) return refuse('non-renewable', RENEWAL_MESSAGES.nonRenewable);
  if (!policy.expiryDay || !opensOn) return refuse('no-expiry', RENEWAL_MESSAGES.noExpiry);
  if (calendarDaysBetween(today, policy.expiryDay) < 0)
    return refuse('expired', RENEWAL_MESSAGES.offerAfterExpiry);
  if (today < opensOn) return refuse('too-early', offerTooEarlyMessage(opensOn));
  return { ok: true, opensOn };
}
