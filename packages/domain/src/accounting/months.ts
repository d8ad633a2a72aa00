import { formatDate } from '../dates.ts';

/** Accounting months are Vancouver calendar months, written YYYY-MM (spec section 9: report dates). */
const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: string): boolean {
  return MONTH_PATTERN.test(value);
}

/** The Vancouver month of an instant, YYYY-MM. */
export function monthOfInstant(value: Date | string | number): string {
  return formatDate(value).slice(0, 7);
}

/** The month of a YYYY-MM-DD day. */
export const monthOfDay = (day: string): string => day.slice(0, 7);

/** The month's first day, YYYY-MM-01. */
export const firstDayOfMonth = (month: string): string => `${month}-01`;

export function nextMonth(month: string): string {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new RangeError(`Not a YYYY-MM month: ${month}`);
  const index = Number(match[1]) * 12 + Number(match[2]);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The months from `from` to `to`, both included; empty when `to` is before `from`. */
export function monthsFrom(from: string, to: string): string[] {
  if (!isMonth(from) || !isMonth(to)) throw new RangeError(`Not a YYYY-MM month range: ${from} to ${to}`);
  const months: string[] = [];
  for (let month = from; month <= to; month = nextMonth(month)) months.push(month);
  return months;
}
