/** One band of the short-rate table: days in force (inclusive) and the percent of premium earned. */
export interface ShortRateRow {
  fromDay: number;
  toDay: number;
  percentEarned: number;
}

/**
 * Short-rate cancellation table for a one-year term: percent of the annual premium earned (kept by
 * the insurer) when the insured cancels after the given number of days in force; day 1 is the
 * policy effective date.
 *
 * Source: shared/reference/short-rate-table.json, "Canadian property and casualty short-rate table
 * as published in a public Canadian insurer cancellation calculator; cross-checked against the
 * Desjardins table (same day bands)". Configuration: an insurer may carry its own table.
 */
export const SHORT_RATE_TABLE: readonly ShortRateRow[] = [
  { fromDay: 1, toDay: 3, percentEarned: 8 },
  { fromDay: 4, toDay: 7, percentEarned: 9 },
  { fromDay: 8, toDay: 11, percentEarned: 10 },
  { fromDay: 12, toDay: 15, percentEarned: 11 },
  { fromDay: 16, toDay: 19, percentEarned: 12 },
  { fromDay: 20, toDay: 23, percentEarned: 13 },
  { fromDay: 24, toDay: 26, percentEarned: 14 },
  { fromDay: 27, toDay: 30, percentEarned: 15 },
  { fromDay: 31, toDay: 34, percentEarned: 16 },
  { fromDay: 35, toDay: 38, percentEarned: 17 },
  { fromDay: 39, toDay: 42, percentEarned: 18 },
  { fromDay: 43, toDay: 46, percentEarned: 19 },
  { fromDay: 47, toDay: 49, percentEarned: 20 },
  { fromDay: 50, toDay: 53, percentEarned: 21 },
  { fromDay: 54, toDay: 57, percentEarned: 22 },
  { fromDay: 58, toDay: 61, percentEarned: 23 },
  { fromDay: 62, toDay: 65, percentEarned: 24 },
  { fromDay: 66, toDay: 69, percentEarned: 25 },
  { fromDay: 70, toDay: 73, percentEarned: 26 },
  { fromDay: 74, toDay: 76, percentEarned: 27 },
  { fromDay: 77, toDay: 80, percentEarned: 28 },
  { fromDay: 81, toDay: 84, percentEarned: 29 },
  { fromDay: 85, toDay: 88, percentEarned: 30 },
  { fromDay: 89, toDay: 92, percentEarned: 31 },
  { fromDay: 93, toDay: 96, percentEarned: 32 },
  { fromDay: 97, toDay: 99, percentEarned: 33 },
  { fromDay: 100, toDay: 103, percentEarned: 34 },
  { fromDay: 104, toDay: 107, percentEarned: 35 },
  { fromDay: 108, toDay: 111, percentEarned: 36 },
  { fromDay: 112, toDay: 115, percentEarned: 37 },
  { fromDay: 116, toDay: 119, percentEarned: 38 },
  { fromDay: 120, toDay: 122, percentEarned: 39 },
  { fromDay: 123, toDay: 126, percentEarned: 40 },
  { fromDay: 127, toDay: 130, percentEarned: 41 },
  { fromDay: 131, toDay: 134, percentEarned: 42 },
  { fromDay: 135, toDay: 138, percentEarned: 43 },
  { fromDay: 139, toDay: 142, percentEarned: 44 },
  { fromDay: 143, toDay: 146, percentEarned: 45 },
  { fromDay: 147, toDay: 149, percentEarned: 46 },
  { fromDay: 150, toDay: 153, percentEarned: 47 },
  { fromDay: 154, toDay: 157, percentEarned: 48 },
  { fromDay: 158, toDay: 161, percentEarned: 49 },
  { fromDay: 162, toDay: 165, percentEarned: 50 },
  { fromDay: 166, toDay: 169, percentEarned: 51 },
  { fromDay: 170, toDay: 172, percentEarned: 52 },
  { fromDay: 173, toDay: 176, percentEarned: 53 },
  { fromDay: 177, toDay: 180, percentEarned: 54 },
  { fromDay: 181, toDay: 184, percentEarned: 55 },
  { fromDay: 185, toDay: 188, percentEarned: 56 },
  { fromDay: 189, toDay: 192, percentEarned: 57 },
  { fromDay: 193, toDay: 195, percentEarned: 58 },
  { fromDay: 196, toDay: 199, percentEarned: 59 },
  { fromDay: 200, toDay: 203, percentEarned: 60 },
  { fromDay: 204, toDay: 207, percentEarned: 61 },
  { fromDay: 208, toDay: 211, percentEarned: 62 },
  { fromDay: 212, toDay: 215, percentEarned: 63 },
  { fromDay: 216, toDay: 219, percentEarned: 64 },
  { fromDay: 220, toDay: 222, percentEarned: 65 },
  { fromDay: 223, toDay: 226, percentEarned: 66 },
  { fromDay: 227, toDay: 230, percentEarned: 67 },
  { fromDay: 231, toDay: 234, percentEarned: 68 },
  { fromDay: 235, toDay: 238, percentEarned: 69 },
  { fromDay: 239, toDay: 242, percentEarned: 70 },
  { fromDay: 243, toDay: 245, percentEarned: 71 },
  { fromDay: 246, toDay: 249, percentEarned: 72 },
  { fromDay: 250, toDay: 253, percentEarned: 73 },
  { fromDay: 254, toDay: 257, percentEarned: 74 },
  { fromDay: 258, toDay: 261, percentEarned: 75 },
  { fromDay: 262, toDay: 265, percentEarned: 76 },
  { fromDay: 266, toDay: 268, percentEarned: 77 },
  { fromDay: 269, toDay: 272, percentEarned: 78 },
  { fromDay: 273, toDay: 276, percentEarned: 79 },
  { fromDay: 277, toDay: 280, percentEarned: 80 },
  { fromDay: 281, toDay: 284, percentEarned: 81 },
  { fromDay: 285, toDay: 288, percentEarned: 82 },
  { fromDay: 289, toDay: 292, percentEarned: 83 },
  { fromDay: 293, toDay: 296, percentEarned: 84 },
  { fromDay: 297, toDay: 299, percentEarned: 85 },
  { fromDay: 300, toDay: 303, percentEarned: 86 },
  { fromDay: 304, toDay: 307, percentEarned: 87 },
  { fromDay: 308, toDay: 311, percentEarned: 88 },
  { fromDay: 312, toDay: 315, percentEarned: 89 },
  { fromDay: 316, toDay: 318, percentEarned: 90 },
  { fromDay: 319, toDay: 322, percentEarned: 91 },
  { fromDay: 323, toDay: 326, percentEarned: 92 },
  { fromDay: 327, toDay: 330, percentEarned: 93 },
  { fromDay: 331, toDay: 334, percentEarned: 94 },
  { fromDay: 335, toDay: 338, percentEarned: 95 },
  { fromDay: 339, toDay: 341, percentEarned: 96 },
  { fromDay: 342, toDay: 345, percentEarned: 97 },
  { fromDay: 346, toDay: 349, percentEarned: 98 },
  { fromDay: 350, toDay: 353, percentEarned: 99 },
  { fromDay: 354, toDay: 366, percentEarned: 100 },
];

/** The year the table is written for; other terms are scaled to it (domain-facts.md). */
export const SHORT_RATE_YEAR_DAYS = 365;

/**
 * Percent of the annual premium earned after `daysInForce` whole days of a one-year term: 0 when
 * the policy was never in force, 100 from the last band on (a 366-day leap year included).
 */
export function shortRatePercent(daysInForce: number): number {
  if (!Number.isInteger(daysInForce)) throw new RangeError(`Days in force must be whole, got ${daysInForce}`);
  if (daysInForce <= 0) return 0;
  const row = SHORT_RATE_TABLE.find((band) => daysInForce >= band.fromDay && daysInForce <= band.toDay);
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
export function shortRatePercentForTerm(daysInForce: number, daysInTerm: number): number {
  return shortRatePercent(scaleToShortRateYear(daysInForce, daysInTerm));
}
