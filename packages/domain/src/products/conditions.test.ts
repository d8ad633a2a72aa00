import { describe, expect, it } from 'vitest';
import { allConditionsHold, conditionHolds } from './conditions.ts';
import type { Condition, Form } from './types.ts';

const form: Form = {
  operations: 'yoga, pilates,hot-yoga',
  tags: ['a', 'b'],
  single: 'yoga',
  blank: '  ',
  empty: [],
  yes: true,
  no: false,
  zero: 0,
  count: 12,
  countText: '12',
  word: 'twelve',
  none: null,
};

describe('conditionHolds', () => {
  it.each<[string, Condition, boolean]>([
    ['includes: item of a comma list', { key: 'operations', operator: 'includes', value: 'pilates' }, true],
    ['includes: trims items', { key: 'operations', operator: 'includes', value: 'hot-yoga' }, true],
    ['includes: not a substring match', { key: 'operations', operator: 'includes', value: 'hot' }, false],
    ['includes: item of an array', { key: 'tags', operator: 'includes', value: 'b' }, true],
    ['includes: missing from an array', { key: 'tags', operator: 'includes', value: 'c' }, false],
    ['includes: a single string', { key: 'single', operator: 'includes', value: 'yoga' }, true],
    ['includes: absent answer', { key: 'missing', operator: 'includes', value: 'yoga' }, false],
    ['includes: no value', { key: 'single', operator: 'includes' }, false],
    ['!!: non-empty string', { key: 'single', operator: '!!' }, true],
    ['!!: blank string', { key: 'blank', operator: '!!' }, false],
    ['!!: non-empty array', { key: 'tags', operator: '!!' }, true],
    ['!!: empty array', { key: 'empty', operator: '!!' }, false],
    ['!!: true', { key: 'yes', operator: '!!' }, true],
    ['!!: false', { key: 'no', operator: '!!' }, false],
    ['!!: the number 0', { key: 'zero', operator: '!!' }, true],
    ['!!: null', { key: 'none', operator: '!!' }, false],
    ['!!: missing', { key: 'missing', operator: '!!' }, false],
    ['!: missing', { key: 'missing', operator: '!' }, true],
    ['!: blank string', { key: 'blank', operator: '!' }, true],
    ['!: false', { key: 'no', operator: '!' }, true],
    ['!: present', { key: 'single', operator: '!' }, false],
    ['!: the number 0', { key: 'zero', operator: '!' }, false],
    ['>: number above', { key: 'count', operator: '>', value: 10 }, true],
    ['>: equal is not above', { key: 'count', operator: '>', value: 12 }, false],
    ['>: numeric string answer', { key: 'countText', operator: '>', value: 10 }, true],
    ['>: numeric string value', { key: 'count', operator: '>', value: '11.5' }, true],
    ['>: non-numeric answer', { key: 'word', operator: '>', value: 1 }, false],
    ['>: missing answer', { key: 'missing', operator: '>', value: -1 }, false],
    ['>: non-numeric value', { key: 'count', operator: '>', value: 'ten' }, false],
    ['<: number below', { key: 'count', operator: '<', value: 13 }, true],
    ['<: equal is not below', { key: 'countText', operator: '<', value: 12 }, false],
    ['<: non-numeric answer', { key: 'word', operator: '<', value: 100 }, false],
    ['<: boolean value', { key: 'count', operator: '<', value: true }, false],
    ['=: same string', { key: 'single', operator: '=', value: 'yoga' }, true],
    ['=: other string', { key: 'single', operator: '=', value: 'Yoga' }, false],
    ['=: number and numeric string', { key: 'countText', operator: '=', value: 12 }, true],
    ['=: boolean', { key: 'yes', operator: '=', value: true }, true],
    ['=: boolean as text', { key: 'yes', operator: '=', value: 'true' }, true],
    ['=: false is not true', { key: 'no', operator: '=', value: true }, false],
    ['=: no value means absent', { key: 'missing', operator: '=' }, true],
    ['=: no value, present answer', { key: 'single', operator: '=' }, false],
  ])('%s', (_label, condition, expected) => {
    expect(conditionHolds(condition, form)).toBe(expected);
  });
});

describe('allConditionsHold', () => {
  it.each<[string, Condition[] | undefined, boolean]>([
    ['no conditions', undefined, true],
    ['empty conditions', [], true],
    [
      'all hold',
      [
        { key: 'single', operator: '!!' },
        { key: 'count', operator: '>', value: 1 },
      ],
      true,
    ],
    [
      'one fails',
      [
        { key: 'single', operator: '!!' },
        { key: 'count', operator: '<', value: 1 },
      ],
      false,
    ],
  ])('%s', (_label, conditions, expected) => {
    expect(allConditionsHold(conditions, form)).toBe(expected);
  });
});
