/** One band of the short-rate table: days in force (inclusive) and the percent of premium earned. */
export interface ShortRateRow {
  fromDay: number;
  toDay: number;
  percentEarned: number;
}

/** A short-rate table: contiguous bands from day 1, rising, the last one reaching 100%. */
export type ShortRateTable = readonly ShortRateRow[];

/**
 * The default short-rate cancellation table for a one-year term: percent of the annual premium
 * earned (kept by the insurer) when the insured cancels after the given number of days in force;
 * day 1 is the policy effective date. Terms other than one year are scaled to a 365-day year first.
 *
 * Source: shared/reference/short-rate-table.json (corrected November 2026). Days 1-188 are the
 * Desjardins Insurance short-rate table as published on insurance-cancellation.com/short-rate-table
 * (rows marked published); the rows from day 189 on continue its one-point bands to 100% (day 335),
 * as the reference file does until the insurer's full table is at hand. The table before November
 * 2026 sat one to five points below the published rows from day 8 on (34% at day 100, not 39%).
 * Configuration: an insurer may carry its own table (INSURER_SHORT_RATE_TABLES below).
 */
export const SHORT_RATE_TABLE: ShortRateTable = [
  { fromDay: 1, toDay: 3, percentEarned: 8 },
  { fromDay: 4, toDay: 7, percentEarned: 9 },
  { fromDay: 8, toDay: 11, percentEarned: 11 },
  { fromDay: 12, toDay: 15, percentEarned: 12 },
  { fromDay: 16, toDay: 19, percentEarned: 14 },
  { fromDay: 20, toDay: 23, percentEarned: 16 },
  { fromDay: 24, toDay: 26, percentEarned: 18 },
  { fromDay: 27, toDay: 30, percentEarned: 19 },
  { fromDay: 31, toDay: 34, percentEarned: 21 },
  { fromDay: 35, toDay: 38, percentEarned: 22 },
  { fromDay: 39, toDay: 42, percentEarned: 23 },
  { fromDay: 43, toDay: 46, percentEarned: 24 },
  { fromDay: 47, toDay: 49, percentEarned: 25 },
  { fromDay: 50, toDay: 53, percentEarned: 26 },
  { fromDay: 54, toDay: 57, percentEarned: 27 },
  { fromDay: 58, toDay: 61, percentEarned: 28 },
  { fromDay: 62, toDay: 65, percentEarned: 29 },
  { fromDay: 66, toDay: 69, percentEarned: 30 },
  { fromDay: 70, toDay: 73, percentEarned: 31 },
  { fromDay: 74, toDay: 76, percentEarned: 32 },
  { fromDay: 77, toDay: 80, percentEarned: 33 },
  { fromDay: 81, toDay: 84, percentEarned: 34 },
  { fromDay: 85, toDay: 88, percentEarned: 35 },
  { fromDay: 89, toDay: 92, percentEarned: 36 },
  { fromDay: 93, toDay: 96, percentEarned: 37 },
  { fromDay: 97, toDay: 99, percentEarned: 38 },
  { fromDay: 100, toDay: 103, percentEarned: 39 },
  { fromDay: 104, toDay: 107, percentEarned: 40 },
  { fromDay: 108, toDay: 111, percentEarned: 41 },
  { fromDay: 112, toDay: 115, percentEarned: 42 },
  { fromDay: 116, toDay: 119, percentEarned: 43 },
  { fromDay: 120, toDay: 122, percentEarned: 44 },
  { fromDay: 123, toDay: 126, percentEarned: 45 },
  { fromDay: 127, toDay: 130, percentEarned: 46 },
  { fromDay: 131, toDay: 134, percentEarned: 47 },
  { fromDay: 135, toDay: 138, percentEarned: 48 },
  { fromDay: 139, toDay: 142, percentEarned: 49 },
  { fromDay: 143, toDay: 146, percentEarned: 50 },
  { fromDay: 147, toDay: 149, percentEarned: 51 },
  { fromDay: 150, toDay: 153, percentEarned: 52 },
  { fromDay: 154, toDay: 157, percentEarned: 53 },
  { fromDay: 158, toDay: 161, percentEarned: 54 },
  { fromDay: 162, toDay: 165, percentEarned: 55 },
  { fromDay: 166, toDay: 169, percentEarned: 56 },
  { fromDay: 170, toDay: 172, percentEarned: 57 },
  { fromDay: 173, toDay: 176, percentEarned: 58 },
  { fromDay: 177, toDay: 180, percentEarned: 59 },
  { fromDay: 181, toDay: 184, percentEarned: 60 },
  { fromDay: 185, toDay: 188, percentEarned: 61 },
  { fromDay: 189, toDay: 192, percentEarned: 62 }, // not published: continues the one-point bands
  { fromDay: 193, toDay: 195, percentEarned: 63 }, // not published: continues the one-point bands
  { fromDay: 196, toDay: 199, percentEarned: 64 }, // not published: continues the one-point bands
  { fromDay: 200, toDay: 203, percentEarned: 65 }, // not published: continues the one-point bands
  { fromDay: 204, toDay: 207, percentEarned: 66 }, // not published: continues the one-point bands
  { fromDay: 208, toDay: 211, percentEarned: 67 }, // not published: continues the one-point bands
  { fromDay: 212, toDay: 215, percentEarned: 68 }, // not published: continues the one-point bands
  { fromDay: 216, toDay: 219, percentEarned: 69 }, // not published: continues the one-point bands
  { fromDay: 220, toDay: 222, percentEarned: 70 }, // not published: continues the one-point bands
  { fromDay: 223, toDay: 226, percentEarned: 71 }, // not published: continues the one-point bands
  { fromDay: 227, toDay: 230, percentEarned: 72 }, // not published: continues the one-point bands
  { fromDay: 231, toDay: 234, percentEarned: 73 }, // not published: continues the one-point bands
  { fromDay: 235, toDay: 238, percentEarned: 74 }, // not published: continues the one-point bands
  { fromDay: 239, toDay: 242, percentEarned: 75 }, // not published: continues the one-point bands
  { fromDay: 243, toDay: 245, percentEarned: 76 }, // not published: continues the one-point bands
  { fromDay: 246, toDay: 249, percentEarned: 77 }, // not published: continues the one-point bands
  { fromDay: 250, toDay: 253, percentEarned: 78 }, // not published: continues the one-point bands
  { fromDay: 254, toDay: 257, percentEarned: 79 }, // not published: continues the one-point bands
  { fromDay: 258, toDay: 261, percentEarned: 80 }, // not published: continues the one-point bands
  { fromDay: 262, toDay: 265, percentEarned: 81 }, // not published: continues the one-point bands
  { fromDay: 266, toDay: 268, percentEarned: 82 }, // not published: continues the one-point bands
  { fromDay: 269, toDay: 272, percentEarned: 83 }, // not published: continues the one-point bands
  { fromDay: 273, toDay: 276, percentEarned: 84 }, // not published: continues the one-point bands
  { fromDay: 277, toDay: 280, percentEarned: 85 }, // not published: continues the one-point bands
  { fromDay: 281, toDay: 284, percentEarned: 86 }, // not published: continues the one-point bands
  { fromDay: 285, toDay: 288, percentEarned: 87 }, // not published: continues the one-point bands
  { fromDay: 289, toDay: 292, percentEarned: 88 }, // not published: continues the one-point bands
  { fromDay: 293, toDay: 296, percentEarned: 89 }, // not published: continues the one-point bands
  { fromDay: 297, toDay: 299, percentEarned: 90 }, // not published: continues the one-point bands
  { fromDay: 300, toDay: 303, percentEarned: 91 }, // not published: continues the one-point bands
  { fromDay: 304, toDay: 307, percentEarned: 92 }, // not published: continues the one-point bands
  { fromDay: 308, toDay: 311, percentEarned: 93 }, // not published: continues the one-point bands
  { fromDay: 312, toDay: 315, percentEarned: 94 }, // not published: continues the one-point bands
  { fromDay: 316, toDay: 318, percentEarned: 95 }, // not published: continues the one-point bands
  { fromDay: 319, toDay: 322, percentEarned: 96 }, // not published: continues the one-point bands
  { fromDay: 323, toDay: 326, percentEarned: 97 }, // not published: continues the one-point bands
  { fromDay: 327, toDay: 330, percentEarned: 98 }, // not published: continues the one-point bands
  { fromDay: 331, toDay: 334, percentEarned: 99 }, // not published: continues the one-point bands
  { fromDay: 335, toDay: 366, percentEarned: 100 }, // not published: continues the one-point bands
];

/**
 * Insurers that carry a table of their own, by insurer id (catalogue `insurerId`). None of the
 * catalogue's three insurers has filed one, so every insurer uses SHORT_RATE_TABLE; an insurer's own
 * table is added here with its source, and checkShortRateTable must accept it.
 */
export const INSURER_SHORT_RATE_TABLES: Readonly<Record<string, ShortRateTable>> = {};

/** The short-rate table an insurer cancels with: its own if it has one, else the default. */
export function shortRateTableFor(insurerId: string | null | undefined): ShortRateTable {
  return (insurerId && INSURER_SHORT_RATE_TABLES[insurerId]) || SHORT_RATE_TABLE;
}

/**
 * Why a table cannot be used, or null: bands must start at day 1, follow each other without gap or
 * overlap, never earn less than the band before, and end at 100% on or after day 365.
 */
export function checkShortRateTable(table: ShortRateTable): string | null {
  if (table.length === 0) return 'The table has no bands';
  for (const [index, row] of table.entries()) {
    const previous = table[index - 1];
    const expectedFrom = previous ? previous.toDay + 1 : 1;
    if (row.fromDay !== expectedFrom)
      return `Band ${index + 1} starts on day ${row.fromDay}, not ${expectedFrom}`;
    if (row.toDay < row.fromDay) return `Band ${index + 1} ends before it starts`;
    if (row.percentEarned < 0 || row.percentEarned > 100)
      return `Band ${index + 1} earns ${row.percentEarned}%`;
    if (previous && row.percentEarned < previous.percentEarned)
      return `Band ${index + 1} earns less than the band before`;
  }
  const last = table[table.length - 1];
  if (!last || last.percentEarned !== 100 || last.toDay < 365)
    return 'The last band must earn 100% through day 365';
  return null;
}

/** The year the table is written for; other terms are scaled to it (domain-facts.md). */
export const SHORT_RATE_YEAR_DAYS = 365;

/**
 * Percent of the annual premium earned after `daysInForce` whole days of a one-year term: 0 when
 * the policy was never in force, 100 from the last band on (a 366-day leap year included).
 */
export function shortRatePercent(daysInForce: number, table: ShortRateTable = SHORT_RATE_TABLE): number {
  if (!Number.isInteger(daysInForce)) throw new RangeError(`Days in force must be whole, got ${daysInForce}`);
  if (daysInForce <= 0) return 0;
  const row = table.find((band) => daysInForce >= band.fromDay && daysInForce <= band.toDay);
  return row ? row.percentEarned : 100;
}

/**
 * Days in force of a term of `daysInTerm` days expressed on the table's 365-day year. A one-year
 * term (365 days, or 366 over a 29 February) is looked up as it is; any other term is scaled,
 * rounding a started day up (the effective date counts as a whole day 1).
 */
export function scaleToShortRateYear(daysInForce: number, daysInTerm: number): number {
  if (!Number.isInteger(daysInTerm) || daysInTerm <= 0)
    throw new RangeError(`Bad term of ${daysInTerm} days`);
  const days = Math.min(Math.max(daysInForce, 0), daysInTerm);
  if (daysInTerm === SHORT_RATE_YEAR_DAYS || daysInTerm === SHORT_RATE_YEAR_DAYS + 1) return days;
  return Math.ceil((days * SHORT_RATE_YEAR_DAYS) / daysInTerm);
}

/** Short-rate percent earned for a term of any length (scaled to a 365-day year first). */
export function shortRatePercentForTerm(
  daysInForce: number,
  daysInTerm: number,
  table: ShortRateTable = SHORT_RATE_TABLE,
): number {
  return shortRatePercent(scaleToShortRateYear(daysInForce, daysInTerm), table);
}
