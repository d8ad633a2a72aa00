import { addDaysToDay, calendarDaysBetween } from '../calendar-days.ts';

export { addDaysToDay };

/**
 * A policy that is not renewed lapses 10 days after expiry (shared/reference/domain-facts.md,
 * "Delinquency, renewal, extension", from the live product's broker help centre).
 */
export const LAPSE_GRACE_DAYS = 10;

/**
 * True when a bound policy that expired on `expiryDay` is lapsed on `today` (Vancouver calendar
 * days): more than LAPSE_GRACE_DAYS days have passed since expiry. The renewal check is the caller's.
 */
export function isLapseDue(expiryDay: string, today: string, graceDays = LAPSE_GRACE_DAYS): boolean {
  return calendarDaysBetween(expiryDay, today) > graceDays;
}

/**
 * The first Vancouver day whose expiring policies are not yet lapsed on `today`: a policy lapses
 * when its expiry day is before this day (expiry day <= today - grace - 1).
 */
export function lapseCutoffDay(today: string, graceDays = LAPSE_GRACE_DAYS): string {
  return addDaysToDay(today, -graceDays);
}
