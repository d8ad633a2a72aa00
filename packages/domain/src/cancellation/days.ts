/**
 * Whole-day counting for earning (shared/reference/domain-facts.md: whole days, the effective date
 * counts as day 1, a leap-year term has 366 days).
 *
 * A policy is in force from 12:01 a.m. on its effective date and a cancellation takes effect at
 * 12:01 a.m. on its date (the policy wording), so a cancellation dated D leaves in force the days
 * from the effective date up to the day before D. A cancellation on the day after the effective
 * date has 1 day in force (the effective date, day 1); one on the effective date itself, or before
 * it, has 0 (the policy never was in force, which is why spec 4 defaults that date to flat). The
 * reference's own check agrees: a policy from 1 January cancelled on 1 July has 181 days in force,
 * and $1,000 earns $495.89 pro rata by days.
 */

import { calendarDaysBetween } from '../calendar-days.ts';

export { calendarDaysBetween, isCalendarDay } from '../calendar-days.ts';

/**
 * Whole days a policy effective on `effectiveDay` was in force when cancelled as of `cancelDay`:
 * 0 on or before the effective date, 1 the day after, and so on (not capped at the term).
 */
export function daysInForce(effectiveDay: string, cancelDay: string): number {
  return Math.max(0, calendarDaysBetween(effectiveDay, cancelDay));
}

/** Days of the policy term from its effective to its expiry date: 365, or 366 over a 29 February. */
export function daysInTerm(effectiveDay: string, expiryDay: string): number {
  const days = calendarDaysBetween(effectiveDay, expiryDay);
  if (days <= 0) throw new RangeError(`Expiry ${expiryDay} is not after effective ${effectiveDay}`);
  return days;
}
