import { dayNumber } from './calendar-days.ts';

/** A manual bind may date the binding at most this many days after today. */
export const BOUND_DATE_MAX_DAYS_AHEAD = 30;
/** ...and at most this many days before the policy's effective date (or today, without one). */
export const BOUND_DATE_MAX_DAYS_BEFORE_EFFECTIVE = 366;

export const BOUND_DATE_MESSAGES = {
  format: 'Bound date must be a real date in the format MM-DD-YYYY.',
  afterExpiry: (expiry: string) => `Bound date cannot be after the policy's expiry date (${expiry}).`,
  tooFarAhead: `Bound date cannot be more than ${BOUND_DATE_MAX_DAYS_AHEAD} days after today.`,
  tooEarly: (earliest: string) => `Bound date cannot be before ${earliest}, a year before the policy starts.`,
} as const;

/** MM-DD-YYYY (the spec's format for a bound date) -> YYYY-MM-DD, or null when it is not a calendar day. */
export function parseBoundDate(value: string): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, mm, dd, yyyy] = match;
  const day = `${yyyy}-${mm}-${dd}`;
  return dayNumber(day) === null ? null : day;
}

/** YYYY-MM-DD -> MM-DD-YYYY, as the user typed the bound date. */
export function boundDateText(day: string): string {
  const [y, m, d] = day.split('-');
  return `${m}-${d}-${y}`;
}

const dayOf = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);

export interface BoundDateLimits {
  /** Today in the policy time zone, YYYY-MM-DD. */
  today: string;
  /** The policy's first day, YYYY-MM-DD, when the application has one. */
  effectiveDay: string | null;
  /** The policy's expiry day, YYYY-MM-DD, when it is known. */
  expiryDay: string | null;
}

/**
 * A manual bind's bound date (MM-DD-YYYY): a real calendar day, not after the policy's expiry, at
 * most BOUND_DATE_MAX_DAYS_AHEAD days after today, and no earlier than a year before the policy's
 * effective date (before today when it has none). The day as YYYY-MM-DD, or the message to show.
 */
export function checkBoundDate(
  value: string,
  limits: BoundDateLimits,
): { ok: true; day: string } | { ok: false; message: string } {
  const day = parseBoundDate(value);
  const n = day === null ? null : dayNumber(day);
  const today = dayNumber(limits.today);
  if (day === null || n === null || today === null) return { ok: false, message: BOUND_DATE_MESSAGES.format };
  const expiry = limits.expiryDay === null ? null : dayNumber(limits.expiryDay);
  if (expiry !== null && n > expiry) {
    return { ok: false, message: BOUND_DATE_MESSAGES.afterExpiry(boundDateText(limits.expiryDay!)) };
  }
  if (n > today + BOUND_DATE_MAX_DAYS_AHEAD) return { ok: false, message: BOUND_DATE_MESSAGES.tooFarAhead };
  const start = (limits.effectiveDay === null ? null : dayNumber(limits.effectiveDay)) ?? today;
  const earliest = start - BOUND_DATE_MAX_DAYS_BEFORE_EFFECTIVE;
  if (n < earliest)
    return { ok: false, message: BOUND_DATE_MESSAGES.tooEarly(boundDateText(dayOf(earliest))) };
  return { ok: true, day };
}
