import { addDaysToDay, vancouverDayStart } from '@bm/domain';

/*
 * Summary tables in UTC hour and month buckets (docs/decisions/0042, 0048): the invoice totals by
 * due date and the commission report's totals by transaction date read a range of Vancouver days as
 * whole UTC months plus the hours at its ends. No time zone rule of the database is involved.
 */

const HOUR_MS = 3_600_000;

const monthStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
const nextMonthStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
const day = (at: Date) => at.toISOString().slice(0, 10);

export interface UtcRangeParts {
  /** Whole UTC months [from, to) as their first days (either end open), or null for none. */
  months: { from?: string; to?: string } | null;
  /** Due instants [from, to) read from the hour rows, on whole UTC hours. */
  hours: { from?: Date; to?: Date }[];
}

/**
 * Which buckets a range of Vancouver days covers: the days dueFrom..dueTo (inclusive) are the
 * instants [start of dueFrom, start of the day after dueTo), read as the whole UTC months inside
 * them plus the hours at either end. Null when an end is not on a whole UTC hour (no such Vancouver
 * day today; the caller then sums the rows themselves).
 */
export function utcRangeParts(dueFrom: string | undefined, dueTo: string | undefined): UtcRangeParts | null {
  const from = dueFrom ? vancouverDayStart(dueFrom) : undefined;
  const to = dueTo ? vancouverDayStart(addDaysToDay(dueTo, 1)) : undefined;
  if ((from && from.getTime() % HOUR_MS !== 0) || (to && to.getTime() % HOUR_MS !== 0)) return null;
  if (from && to && from >= to) return { months: null, hours: [] };
  const monthsFrom = from
    ? monthStart(from).getTime() === from.getTime()
      ? from
      : nextMonthStart(from)
    : undefined;
  const monthsTo = to ? monthStart(to) : undefined;
  if (monthsFrom && monthsTo && monthsFrom >= monthsTo) return { months: null, hours: [{ from, to }] };
  const hours: { from?: Date; to?: Date }[] = [];
  if (from && monthsFrom && from < monthsFrom) hours.push({ from, to: monthsFrom });
  if (to && monthsTo && monthsTo < to) hours.push({ from: monthsTo, to });
  return {
    months: {
      ...(monthsFrom ? { from: day(monthsFrom) } : {}),
      ...(monthsTo ? { to: day(monthsTo) } : {}),
    },
    hours,
  };
}

/** What of the parts decides a statement's SQL text (which ends each part has). */
export function rangePartsShape(parts: UtcRangeParts) {
  return {
    months: parts.months ? { from: Boolean(parts.months.from), to: Boolean(parts.months.to) } : null,
    hours: parts.hours.map((range) => ({ from: Boolean(range.from), to: Boolean(range.to) })),
  };
}

/** The parts' ends as the placeholders monthFrom, monthTo, hour{i}From and hour{i}To. */
export function rangePartsParams(parts: UtcRangeParts): Record<string, string> {
  return {
    ...(parts.months?.from ? { monthFrom: parts.months.from } : {}),
    ...(parts.months?.to ? { monthTo: parts.months.to } : {}),
    ...Object.fromEntries(
      parts.hours.flatMap((range, i) => [
        ...(range.from ? [[`hour${i}From`, range.from.toISOString()]] : []),
        ...(range.to ? [[`hour${i}To`, range.to.toISOString()]] : []),
      ]),
    ),
  };
}
