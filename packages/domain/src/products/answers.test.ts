import { describe, expect, it } from 'vitest';
import { answerList, answerNumber, answerProvince, answerText, isAnswered } from './answers.ts';
import type { FormValue } from './types.ts';

describe('answerList', () => {
  it.each<[FormValue | undefined, string[]]>([
    ['yoga, pilates,,hot-yoga ', ['yoga', 'pilates', 'hot-yoga']],
    [
      ['a', ' b ', ''],
      ['a', 'b'],
    ],
    ['', []],
    [null, []],
    [undefined, []],
    [3, ['3']],
    [true, ['true']],
    [[{ name: 'x' }], []],
  ])('%j -> %j', (value, expected) => {
    expect(answerList(value)).toEqual(expected);
  });
});

describe('answerNumber', () => {
  it.each<[FormValue | undefined, number | null]>([
    [12, 12],
    ['12', 12],
    [' 3.5 ', 3.5],
    ['-2', -2],
    ['.5', 0.5],
    ['1,000', null],
    ['12a', null],
    ['', null],
    [Number.NaN, null],
    [true, null],
    [null, null],
  ])('%j -> %j', (value, expected) => {
    expect(answerNumber(value)).toBe(expected);
  });
});

describe('answerText, isAnswered and answerProvince', () => {
  it('reads text', () => {
    expect(answerText(['a', 'b'])).toBe('a,b');
    expect(answerText(5)).toBe('5');
    expect(answerText(null)).toBe('');
  });
  it.each<[FormValue | undefined, boolean]>([
    ['x', true],
    [' ', false],
    [0, true],
    [false, false],
    [true, true],
    [[], false],
    [['x'], true],
    [null, false],
    [undefined, false],
  ])('isAnswered(%j) = %s', (value, expected) => {
    expect(isAnswered(value)).toBe(expected);
  });
  it.each<[FormValue | undefined, string | null]>([
    ['BC', 'BC'],
    [' on ', 'ON'],
    ['British Columbia', null],
    ['ZZ', null],
    [undefined, null],
  ])('answerProvince(%j) = %s', (value, expected) => {
    expect(answerProvince(value)).toBe(expected);
  });
});
