import { describe, expect, it } from 'vitest';
import { applyRate, dollarsToCents, formatCad, roundCents, sumCents } from './money.ts';

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
