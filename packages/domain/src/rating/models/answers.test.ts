import { describe, expect, it } from 'vitest';
import type { FormValue } from '../../products/types.ts';
import { answerFlag, answerGroup, answerList, answerNumber, answerTableKey, answerText } from './answers.ts';

const form = (value: FormValue | undefined) => ({ key: value });

describe('answer readers', () => {
  it.each<[FormValue | undefined, number | undefined]>([
    [30000, 30000],
    ['30000', 30000],
    ['30,000', 30000],
    ['$30 000', 30000],
    ['20%', 20],
    [' 2.5 ', 2.5],
    ['-3', -3],
    ['', undefined],
    ['abc', undefined],
    ['1e5', undefined],
    ['9'.repeat(400), undefined],
    [Number.NaN, undefined],
    [true, undefined],
    [null, undefined],
    [undefined, undefined],
  ])('answerNumber(%j) = %j', (value, expected) => {
    expect(answerNumber(form(value), 'key')).toBe(expected);
  });

  it.each<[FormValue | undefined, string | undefined]>([
    [' ON ', 'ON'],
    ['   ', undefined],
    [3, '3'],
    [false, 'false'],
    [null, undefined],
  ])('answerText(%j) = %j', (value, expected) => {
    expect(answerText(form(value), 'key')).toBe(expected);
  });

  it.each<[FormValue | undefined, string | undefined]>([
    ['1,000', '1000'],
    [1000, '1000'],
    ['2500.0', '2500'],
    ['protected', 'protected'],
    ['', undefined],
  ])('answerTableKey(%j) = %j', (value, expected) => {
    expect(answerTableKey(form(value), 'key')).toBe(expected);
  });

  it.each<[FormValue | undefined, string[]]>([
    ['a,b, c', ['a', 'b', 'c']],
    [
      ['a', ' b '],
      ['a', 'b'],
    ],
    ['a,,', ['a']],
    ['', []],
    [null, []],
    [5, []],
  ])('answerList(%j) = %j', (value, expected) => {
    expect(answerList(form(value), 'key')).toEqual(expected);
  });

  it.each<[FormValue | undefined, boolean]>([
    [true, true],
    ['true', true],
    ['yes', true],
    ['on', true],
    ['1', true],
    [1, true],
    [false, false],
    ['no', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('answerFlag(%j) = %j', (value, expected) => {
    expect(answerFlag(form(value), 'key')).toBe(expected);
  });

  it('reads groups from arrays or JSON strings, dropping blank rows and non-records', () => {
    const rows = [{ name: 'A' }, { name: '' }, { name: 'B', limit: null }];
    expect(answerGroup({ key: rows }, 'key')).toEqual([{ name: 'A' }, { name: 'B', limit: null }]);
    expect(answerGroup({ key: JSON.stringify(rows) }, 'key')).toHaveLength(2);
    expect(answerGroup({ key: '[not json' }, 'key')).toEqual([]);
    expect(answerGroup({ key: ['a', 'b'] }, 'key')).toEqual([]);
    expect(answerGroup({}, 'key')).toEqual([]);
  });
});
