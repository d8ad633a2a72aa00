import { describe, expect, it } from 'vitest';
import { applyRate, dollarsToCents, formatCad, parseDollarsText, roundCents, sumCents } from './money.ts';

describe('roundCents: half away from zero', () => {
  it.each([
    [0.5, 1],
    [1.5, 2],
    [2.5, 3],
    [-0.5, -1],
    [-2.5, -3],
    [0.49999, 0],
    [-0.49999, 0],
    [1234.5, 1235],
    [0, 0],
  ])('%d -> %d', (value, expected) => {
    expect(roundCents(value)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundCents(-0.2), 0)).toBe(true);
  });

  it('refuses non-finite amounts', () => {
    expect(() => roundCents(Number.NaN)).toThrow(RangeError);
  });
});

describe('applyRate', () => {
  it.each([
    [10_000, 0.08, 800],
    [12_345, 0.05, 617], // 617.25
    [12_350, 0.05, 618], // 617.5 rounds up
    [99, 0.09975, 10], // 9.875
    [0, 0.13, 0],
  ])('%d cents at %d -> %d', (amount, rate, expected) => {
    expect(applyRate(amount, rate)).toBe(expected);
  });
});

describe('money helpers', () => {
  it('sums cents exactly', () => {
    expect(sumCents([10, 20, 30])).toBe(60);
    expect(sumCents([])).toBe(0);
  });
  it('converts dollars to cents without float drift', () => {
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(19.99)).toBe(1999);
  });
  it('formats en-CA dollars with two decimals', () => {
    expect(formatCad(123456)).toBe('$1,234.56');
    expect(formatCad(5)).toBe('$0.05');
    expect(formatCad(-2500)).toBe('-$25.00');
  });
});

describe('parseDollarsText: a money field as typed, in exact cents', () => {
  it.each([
    ['100', 10_000],
    [' $1,250.5 ', 125_050],
    ['0.07', 7],
    ['19.99', 1_999],
    ['1234567.89', 123_456_789],
    ['0', 0],
  ])('%j -> %j', (text, cents) => {
    expect(parseDollarsText(text)).toBe(cents);
  });

  it.each(['', ' ', '12.345', '1e3', 'abc', '12.', '.5', '--1', '1-', '$-'])('refuses %j', (text) => {
    expect(parseDollarsText(text)).toBeNull();
    expect(parseDollarsText(text, { signed: true })).toBeNull();
  });

  it('takes a minus only when the field is signed', () => {
    expect(parseDollarsText('-40.00')).toBeNull();
    expect(parseDollarsText('-40.00', { signed: true })).toBe(-4_000);
    expect(parseDollarsText('-0', { signed: true })).toBe(0);
  });

  it('refuses more whole digits than the field allows', () => {
    expect(parseDollarsText('9999999.99', { maxWholeDigits: 7 })).toBe(999_999_999);
    expect(parseDollarsText('10000000', { maxWholeDigits: 7 })).toBeNull();
  });

  it('is exact where floating point is not: 1.15 and 4.35 dollars', () => {
    expect(parseDollarsText('1.15')).toBe(115);
    expect(parseDollarsText('4.35')).toBe(435);
    expect(parseDollarsText('9007199254740.99')).toBe(900_719_925_474_099);
    expect(parseDollarsText('90071992547409.93')).toBeNull();
  });
});
