import { TZDate } from '@date-fns/tz';

/** Report dates and policy dates use the Vancouver time zone (spec section 9). */
export const POLICY_TIME_ZONE = 'America/Vancouver';

const HOUR_MS = 3_600_000;
/** Vancouver's offset from UTC in ms, by UTC hour: it changes only on a whole UTC hour. */
const offsetByHour = new Map<number, number>();

/**
 * Vancouver's offset from UTC at an instant (negative: behind UTC), from the time zone data, looked
 * up once per UTC hour: a report formats thousands of instants of the same few hours, and a TZDate
 * costs microseconds.
 */
function vancouverOffsetMs(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const local = new TZDate(hour * HOUR_MS, POLICY_TIME_ZONE);
    offset =
      Date.UTC(local.getFullYear(), local.getMonth(), local.getDate(), local.getHours(), local.getMinutes()) -
      hour * HOUR_MS;
    if (offsetByHour.size >= 50_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/** Formats an instant as YYYY-MM-DD in Vancouver time. */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const ms = new Date(value).getTime();
  if (Number.isNaN(ms)) return '';
  return new Date(ms + vancouverOffsetMs(ms)).toISOString().slice(0, 10);
}

/** Formats an instant as YYYY-MM-DD HH:mm (24-hour) in Vancouver time, for logs and run times. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const day = formatDate(value);
  if (!day) return '';
  const date = new TZDate(new Date(value!).getTime(), POLICY_TIME_ZONE);
  return `${day} ${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/**
 * The instant of a Vancouver wall-clock time `YYYY-MM-DDTHH:mm` (a datetime-local input's value, as
 * the screens show times); null if it is not one.
 */
export function vancouverInstant(dateTime: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/.exec(dateTime);
  if (!match) return null;
  const [, y, m, d, h, min] = match.map(Number) as [number, number, number, number, number, number];
  const instant = new Date(new TZDate(y, m - 1, d, h, min, 0, POLICY_TIME_ZONE).getTime());
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The instant a Vancouver calendar day starts (its midnight; a policy day starts a minute later). */
export function vancouverDayStart(day: string): Date {
  return new Date(policyEffectiveInstant(day).getTime() - 60_000);
}

/**
 * Noon in Vancouver on a calendar day (YYYY-MM-DD), on the wall clock whatever the day's length:
 * the instant `npm run job -- --date` runs a background job as of.
 */
export function vancouverNoon(day: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${day}`);
  const [, y, m, d] = match;
  return new Date(new TZDate(Number(y), Number(m) - 1, Number(d), 12, 0, 0, POLICY_TIME_ZONE).getTime());
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
