import { describe, expect, it } from 'vitest';
import {
  checkShortRateTable,
  scaleToShortRateYear,
  SHORT_RATE_TABLE,
  shortRatePercent,
  shortRatePercentForTerm,
  shortRateTableFor,
  type ShortRateTable,
} from './short-rate-table.ts';

/**
 * The bands of shared/reference/short-rate-table.json (corrected November 2026), as
 * [fromDay, toDay, percentEarned], typed out here so that the lookup is checked against the
 * published file rather than against itself.
 */
const REFERENCE_BANDS: ReadonlyArray<readonly [number, number, number]> = [
  [1, 3, 8],
  [4, 7, 9],
  [8, 11, 11],
  [12, 15, 12],
  [16, 19, 14],
  [20, 23, 16],
  [24, 26, 18],
  [27, 30, 19],
  [31, 34, 21],
  [35, 38, 22],
  [39, 42, 23],
  [43, 46, 24],
  [47, 49, 25],
  [50, 53, 26],
  [54, 57, 27],
  [58, 61, 28],
  [62, 65, 29],
  [66, 69, 30],
  [70, 73, 31],
  [74, 76, 32],
  [77, 80, 33],
  [81, 84, 34],
  [85, 88, 35],
  [89, 92, 36],
  [93, 96, 37],
  [97, 99, 38],
  [100, 103, 39],
  [104, 107, 40],
  [108, 111, 41],
  [112, 115, 42],
  [116, 119, 43],
  [120, 122, 44],
  [123, 126, 45],
  [127, 130, 46],
  [131, 134, 47],
  [135, 138, 48],
  [139, 142, 49],
  [143, 146, 50],
  [147, 149, 51],
  [150, 153, 52],
  [154, 157, 53],
  [158, 161, 54],
  [162, 165, 55],
  [166, 169, 56],
  [170, 172, 57],
  [173, 176, 58],
  [177, 180, 59],
  [181, 184, 60],
  [185, 188, 61],
  [189, 192, 62],
  [193, 195, 63],
  [196, 199, 64],
  [200, 203, 65],
  [204, 207, 66],
  [208, 211, 67],
  [212, 215, 68],
  [216, 219, 69],
  [220, 222, 70],
  [223, 226, 71],
  [227, 230, 72],
  [231, 234, 73],
  [235, 238, 74],
  [239, 242, 75],
  [243, 245, 76],
  [246, 249, 77],
  [250, 253, 78],
  [254, 257, 79],
  [258, 261, 80],
  [262, 265, 81],
  [266, 268, 82],
  [269, 272, 83],
  [273, 276, 84],
  [277, 280, 85],
  [281, 284, 86],
  [285, 288, 87],
  [289, 292, 88],
  [293, 296, 89],
  [297, 299, 90],
  [300, 303, 91],
  [304, 307, 92],
  [308, 311, 93],
  [312, 315, 94],
  [316, 318, 95],
  [319, 322, 96],
  [323, 326, 97],
  [327, 330, 98],
  [331, 334, 99],
  [335, 366, 100],
];

describe('SHORT_RATE_TABLE', () => {
  it('is the reference table, band for band', () => {
    expect(SHORT_RATE_TABLE.map((row) => [row.fromDay, row.toDay, row.percentEarned])).toEqual(
      REFERENCE_BANDS.map((band) => [...band]),
    );
    expect(checkShortRateTable(SHORT_RATE_TABLE)).toBeNull();
  });

  it('never earns less than pro rata over a 365-day year', () => {
    for (let day = 1; day <= 365; day += 1) {
      expect(shortRatePercent(day) / 100).toBeGreaterThanOrEqual(day / 365);
    }
  });
});

describe('shortRatePercent at the edges of every band', () => {
  it.each(REFERENCE_BANDS.map(([from, to, percent], index) => [from, to, percent, index] as const))(
    'days %i to %i earn %i%%',
    (from, to, percent, index) => {
      expect(shortRatePercent(from)).toBe(percent);
      expect(shortRatePercent(to)).toBe(percent);
      const previous = REFERENCE_BANDS[index - 1];
      expect(shortRatePercent(from - 1)).toBe(previous ? previous[2] : 0);
      const next = REFERENCE_BANDS[index + 1];
      expect(shortRatePercent(to + 1)).toBe(next ? next[2] : 100);
    },
  );

  it.each([
    [-5, 0],
    [0, 0],
    [1, 8],
    [8, 11],
    [30, 19],
    [100, 39],
    [188, 61],
    [189, 62],
    [334, 99],
    [335, 100],
    [366, 100],
    [400, 100],
  ])('%i days in force earn %i%%', (days, percent) => {
    expect(shortRatePercent(days)).toBe(percent);
  });

  it('refuses part days', () => {
    expect(() => shortRatePercent(1.5)).toThrow(RangeError);
  });
});

describe("an insurer's own table", () => {
  const own: ShortRateTable = [
    { fromDay: 1, toDay: 100, percentEarned: 50 },
    { fromDay: 101, toDay: 366, percentEarned: 100 },
  ];

  it('is looked up instead of the default when given', () => {
    expect(shortRatePercent(100, own)).toBe(50);
    expect(shortRatePercent(101, own)).toBe(100);
    expect(shortRatePercentForTerm(49, 181, own)).toBe(50);
  });

  it('falls back to the default table for an insurer without one', () => {
    expect(shortRateTableFor('no-such-insurer')).toBe(SHORT_RATE_TABLE);
    expect(shortRateTableFor(null)).toBe(SHORT_RATE_TABLE);
  });

  it.each([
    [
      'a gap',
      [
        { fromDay: 1, toDay: 10, percentEarned: 10 },
        { fromDay: 12, toDay: 366, percentEarned: 100 },
      ],
    ],
    [
      'a fall',
      [
        { fromDay: 1, toDay: 10, percentEarned: 20 },
        { fromDay: 11, toDay: 20, percentEarned: 10 },
        { fromDay: 21, toDay: 366, percentEarned: 100 },
      ],
    ],
    ['no 100% at the end', [{ fromDay: 1, toDay: 366, percentEarned: 90 }]],
    ['a start after day 1', [{ fromDay: 2, toDay: 366, percentEarned: 100 }]],
  ])('is refused with %s', (_name, table) => {
    expect(checkShortRateTable(table)).not.toBeNull();
  });
});

describe('scaleToShortRateYear and shortRatePercentForTerm', () => {
  it.each([
    ['one year', 100, 365, 100, 39],
    ['leap year, looked up as it is', 100, 366, 100, 39],
    ['leap year, last day', 366, 366, 366, 100],
    ['6-month term (181 days): 50 days is 100.8 -> 101', 50, 181, 101, 39],
    ['6-month term, whole term', 181, 181, 365, 100],
    ['6-month term, first day', 1, 181, 3, 8],
    ['18-month term (549 days): 200 days is 132.97 -> 133', 200, 549, 133, 47],
    ['days past the term count as the term', 500, 181, 365, 100],
    ['no days', 0, 181, 0, 0],
  ])('%s', (_name, days, term, scaled, percent) => {
    expect(scaleToShortRateYear(days, term)).toBe(scaled);
    expect(shortRatePercentForTerm(days, term)).toBe(percent);
  });

  it('refuses a term of no days', () => {
    expect(() => scaleToShortRateYear(1, 0)).toThrow(RangeError);
  });
});
