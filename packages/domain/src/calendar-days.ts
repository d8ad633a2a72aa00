/** Calendar days written YYYY-MM-DD, counted in whole days (no time zone: the day is the unit). */
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The day's number (days since 1970-01-01), or null when the text is not a real calendar day. */
export function dayNumber(day: string): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(y, m - 1, d);
  const date = new Date(time);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return time / DAY_MS;
}

/** True for a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(day: string): boolean {
  return dayNumber(day) !== null;
}

/** Calendar days from `fromDay` to `toDay` (negative when `toDay` is earlier); throws on a non-day. */
export function calendarDaysBetween(fromDay: string, toDay: string): number {
  const start = dayNumber(fromDay);
  const end = dayNumber(toDay);
  if (start === null) throw new RangeError(`Not a YYYY-MM-DD date: ${fromDay}`);
  if (end === null) throw new RangeError(`Not a YYYY-MM-DD date: ${toDay}`);
  return end - start;
}

/** Adds whole calendar days to a YYYY-MM-DD day. */
export function addDaysToDay(day: string, days: number): string {
  const number = dayNumber(day);
  if (number === null) throw new RangeError(`Not a YYYY-MM-DD date: ${day}`);
  return new Date((number + days) * DAY_MS).toISOString().slice(0, 10);
}
