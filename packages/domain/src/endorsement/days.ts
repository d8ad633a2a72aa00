const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC midnight of a real calendar day written YYYY-MM-DD, or null when it is not one. */
export function dayNumber(day: string): number | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(y, m - 1, d);
  const date = new Date(time);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return time / 86_400_000;
}

/** True when the text is a real calendar day written YYYY-MM-DD. */
export function isDay(day: string): boolean {
  return dayNumber(day) !== null;
}

/**
 * Whole days from one YYYY-MM-DD day to another (negative when `to` is earlier). A term from
 * 2024-01-01 to 2025-01-01 has 366 days; the effective day counts as day 1 and the expiry day is
 * not in force (cover ends at 12:01 a.m. on it).
 */
export function daysBetween(from: string, to: string): number {
  const start = dayNumber(from);
  const end = dayNumber(to);
  if (start === null) throw new RangeError(`Not a YYYY-MM-DD date: ${from}`);
  if (end === null) throw new RangeError(`Not a YYYY-MM-DD date: ${to}`);
  return end - start;
}
