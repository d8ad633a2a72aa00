import { addDaysToDay, isCalendarDay } from '../calendar-days.ts';
import { insurerName } from '../catalogue.ts';

/**
 * Partner payouts (issue 15 item 3; spec 5, partner completion; docs/decisions/0040): the
 * commission report's lines of one Vancouver month, grouped once the month has ended into one payout
 * per brokerage (its brokers' commission) and one per insurer (its premium).
 */
export const PARTNER_TYPES = ['brokerage', 'insurer'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

/**
 * A payout's partner as shown (the payouts list, the journal's memo): a brokerage's stored name, an
 * insurer's name for the id its payouts store ('laurentian-general' → 'Laurentian General Insurance').
 */
export function payoutPartnerName(partnerType: PartnerType, storedName: string): string {
  return partnerType === 'insurer' ? insurerName(storedName) : storedName;
}

/** Spec 8, partner completion. */
export const PARTNER_PAYOUT_MESSAGES = {
  completed: (id: string) => `Request to complete invoice # ${id} had been completed successfully.`,
  failed: 'Sorry, the request cannot be processed at the moment, please contact us.',
  serviceError: 'Error submitting request to complete partner invoice',
  notFound: 'No such partner invoice.',
  alreadyCompleted: 'This partner invoice is already completed.',
  transferDate: 'Transfer date must be a day, YYYY-MM-DD, not after today.',
  transferBeforePeriod: 'The transfer date cannot be before the end of the payout period.',
} as const;

/** The payout month of a Vancouver day: YYYY-MM. */
export function payoutPeriodOf(day: string): string {
  if (!isCalendarDay(day)) throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
  return day.slice(0, 7);
}

/** The first day of a payout month, and the first day after it. */
export function payoutPeriodDays(period: string): { first: string; next: string } {
  const first = `${period}-01`;
  if (!/^\d{4}-\d{2}$/.test(period) || !isCalendarDay(first))
    throw new RangeError(`Not a YYYY-MM month: ${period}`);
  const [y, m] = period.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { first, next };
}

/**
 * A payout's number: PAY-{YYYYMM}-{B|I}-{the partner's code, upper case}: a brokerage's sign-up
 * code, an insurer's id. Both are unique, so the number is unique per partner and month (a unique
 * index holds it); the first 8 characters of an id were not (laurentian-general, laurentian-life).
 */
export function payoutNumber(type: PartnerType, partnerCode: string, period: string): string {
  const code = partnerCode.toUpperCase().replace(/[^A-Z0-9-]/g, '');
  return `PAY-${period.replace('-', '')}-${type === 'brokerage' ? 'B' : 'I'}-${code}`;
}

/**
 * Whether a transfer date is acceptable for a payout of `period` on `today`: a real day, not in the
 * future, and not before the month's lines were all in (the last day of the month or later).
 */
export function checkTransferDate(period: string, transferDate: string, today: string): string | null {
  if (!isCalendarDay(transferDate) || transferDate > today) return PARTNER_PAYOUT_MESSAGES.transferDate;
  const lastDay = addDaysToDay(payoutPeriodDays(period).next, -1);
  return transferDate < lastDay ? PARTNER_PAYOUT_MESSAGES.transferBeforePeriod : null;
}
