import { TZDate } from '@date-fns/tz';

/** Report dates and policy dates use the Vancouver time zone (spec section 9). */
export const POLICY_TIME_ZONE = 'America/Vancouver';

/** Formats an instant as YYYY-MM-DD in Vancouver time. */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new TZDate(new Date(value).getTime(), POLICY_TIME_ZONE);
  if (Number.isNaN(date.getTime())) return '';
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Formats an instant as YYYY-MM-DD HH:mm (24-hour) in Vancouver time, for logs and run times. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const day = formatDate(value);
  if (!day) return '';
  const date = new TZDate(new Date(value!).getTime(), POLICY_TIME_ZONE);
  return `${day} ${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/**
 * The policy effective instant for a calendar day: start of that day in Vancouver plus one minute
 * (spec section 9). `day` is YYYY-MM-DD.
 */
export function policyEffectiveInstant(day: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${day}`);
  const [, y, m, d] = match;
  const local = new TZDate(Number(y), Number(m) - 1, Number(d), 0, 1, 0, POLICY_TIME_ZONE);
  return new Date(local.getTime());
}

/** Adds whole calendar years to a YYYY-MM-DD day (Feb 29 falls back to Feb 28). */
export function addYearsToDay(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const targetYear = y + years;
  const lastDay = new Date(Date.UTC(targetYear, m, 0)).getUTCDate();
  return `${targetYear}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** Adds whole calendar months to a YYYY-MM-DD day (the 31st falls back to the month's last day). */
export function addMonthsToDay(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${targetYear}-${String(targetMonth).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}
