import { describe, expect, it } from 'vitest';
import {
  coverageValueLabel,
  ELIGIBILITY_LABELS,
  evaluateEligibility,
  isNotAboveGround,
} from './eligibility.ts';
import type { CountOperator, EligibilityRule, Form } from './types.ts';

const TODAY = '2026-06-15';
const fires = (rule: EligibilityRule, form: Form, today = TODAY) =>
  evaluateEligibility([rule], form, today).status !== 'eligible';

describe('isNotAboveGround', () => {
  it.each<[string | number, boolean]>([
    ['0', true],
    ['05', true],
    ['007', true],
    [0, true],
    ['1', false],
    [1, false],
    ['9', false],
    ['19', false],
    ['99', false],
    ['100', false],
    ['199', false],
    ['200', true],
    [250, true],
    ['999', true],
    ['1000', true],
    ['1200', true],
    [' 12 ', false],
    ['B1', false],
    ['-1', false],
    ['1.5', false],
    ['', false],
  ])('%j -> %s', (value, expected) => {
    expect(isNotAboveGround(value)).toBe(expected);
  });
});

describe('leaf rules', () => {
  const exclude: EligibilityRule = {
    type: 'exclude',
    key: 'operations',
    values: ['hot-yoga', 'boxing'],
    outcome: 'rejected',
    message: 'Excluded',
  };
  const include: EligibilityRule = {
    type: 'include',
    key: 'construction',
    values: ['frame', 'masonry'],
    outcome: 'referred',
    message: 'Refer',
  };
  it.each<[string, EligibilityRule, Form, boolean]>([
    ['exclude: a listed value', exclude, { operations: 'boxing' }, true],
    ['exclude: a listed item of a comma list', exclude, { operations: 'yoga,hot-yoga' }, true],
    ['exclude: a listed item of an array', exclude, { operations: ['yoga', 'boxing'] }, true],
    ['exclude: no listed item', exclude, { operations: 'yoga,pilates' }, false],
    ['exclude: unanswered', exclude, {}, false],
    ['include: one of the values', include, { construction: 'frame' }, false],
    ['include: not one of the values', include, { construction: 'log' }, true],
    ['include: every item must be listed', include, { construction: ['frame', 'log'] }, true],
    ['include: unanswered does not fire', include, { construction: '' }, false],
    [
      'excludedPostalPrefix: first three characters',
      {
        type: 'excludedPostalPrefix',
        key: 'postal',
        prefixes: ['V0N'],
        outcome: 'rejected',
        message: 'Area',
      },
      { postal: 'V0N 1B0' },
      true,
    ],
    [
      'excludedPostalPrefix: without space, lower case',
      {
        type: 'excludedPostalPrefix',
        key: 'postal',
        prefixes: ['v0n'],
        outcome: 'rejected',
        message: 'Area',
      },
      { postal: 'v0n1b0' },
      true,
    ],
    [
      'excludedPostalPrefix: other prefix',
      {
        type: 'excludedPostalPrefix',
        key: 'postal',
        prefixes: ['V0N'],
        outcome: 'rejected',
        message: 'Area',
      },
      { postal: 'V0M 1A0' },
      false,
    ],
    [
      'excludedPostalPrefix: a shorter prefix never matches',
      { type: 'excludedPostalPrefix', key: 'postal', prefixes: ['V0'], outcome: 'rejected', message: 'Area' },
      { postal: 'V0N 1B0' },
      false,
    ],
    [
      'excludedPostalPrefix: missing postal',
      {
        type: 'excludedPostalPrefix',
        key: 'postal',
        prefixes: ['V0N'],
        outcome: 'rejected',
        message: 'Area',
      },
      {},
      false,
    ],
    [
      'notAboveGround: basement floor 0',
      { type: 'notAboveGround', key: 'floor', outcome: 'rejected', message: 'Floor' },
      { floor: '0' },
      true,
    ],
    [
      'notAboveGround: numeric floor 3',
      { type: 'notAboveGround', key: 'floor', outcome: 'rejected', message: 'Floor' },
      { floor: 3 },
      false,
    ],
    [
      'notAboveGround: floor 1000',
      { type: 'notAboveGround', key: 'floor', outcome: 'rejected', message: 'Floor' },
      { floor: 1000 },
      true,
    ],
    [
      'notAboveGround: missing floor',
      { type: 'notAboveGround', key: 'floor', outcome: 'rejected', message: 'Floor' },
      {},
      false,
    ],
  ])('%s', (_label, rule, form, expected) => {
    expect(fires(rule, form)).toBe(expected);
  });

  const count = (operator: CountOperator, value: number): EligibilityRule => ({
    type: 'count',
    key: 'n',
    operator,
    value,
    outcome: 'rejected',
    message: 'Count',
  });
  it.each<[CountOperator, number, Form, boolean]>([
    ['=', 2, { n: ['a', 'b'] }, true],
    ['=', 2, { n: 'a,b,c' }, false],
    ['!=', 2, { n: 'a,b,c' }, true],
    ['!=', 3, { n: 'a,b,c' }, false],
    ['>', 2, { n: 3 }, true],
    ['>', 3, { n: 3 }, false],
    ['>=', 3, { n: '3' }, true],
    ['>=', 4, { n: '3' }, false],
    ['<', 1, {}, true],
    ['<', 1, { n: [{ name: 'x' }] }, false],
    ['<=', 1, { n: 'solo' }, true],
    ['<=', 1, { n: 'a,b' }, false],
    ['=', 0, { n: '' }, true],
  ])('count %s %d on %j -> %s', (operator, value, form, expected) => {
    expect(fires(count(operator, value), form)).toBe(expected);
  });
});

describe('moratorium', () => {
  const moratorium = (areas: { prefixes?: string[]; provinces?: string[] }): EligibilityRule => ({
    type: 'moratorium',
    postalKey: 'business-address-postal',
    from: '2026-06-01',
    to: '2026-06-30',
    outcome: 'rejected',
    message: 'Wildfire moratorium',
    ...areas,
  });
  it.each<[string, EligibilityRule, Form, string, boolean]>([
    [
      'on the first day',
      moratorium({ prefixes: ['V0E'] }),
      { 'business-address-postal': 'V0E 1A0' },
      '2026-06-01',
      true,
    ],
    [
      'on the last day',
      moratorium({ prefixes: ['V0E'] }),
      { 'business-address-postal': 'V0E 1A0' },
      '2026-06-30',
      true,
    ],
    [
      'the day before',
      moratorium({ prefixes: ['V0E'] }),
      { 'business-address-postal': 'V0E 1A0' },
      '2026-05-31',
      false,
    ],
    [
      'the day after',
      moratorium({ prefixes: ['V0E'] }),
      { 'business-address-postal': 'V0E 1A0' },
      '2026-07-01',
      false,
    ],
    [
      'outside the prefixes',
      moratorium({ prefixes: ['V0E'] }),
      { 'business-address-postal': 'V6B 1A1' },
      TODAY,
      false,
    ],
    [
      'a shorter prefix covers a region',
      moratorium({ prefixes: ['V0'] }),
      { 'business-address-postal': 'v0e1a0' },
      TODAY,
      true,
    ],
    [
      'a province from the postal code',
      moratorium({ provinces: ['AB'] }),
      { 'business-address-postal': 'T2P 1J9' },
      TODAY,
      true,
    ],
    [
      'a province from the province part',
      moratorium({ provinces: ['AB'] }),
      { 'business-address-province': 'AB' },
      TODAY,
      true,
    ],
    [
      'another province',
      moratorium({ provinces: ['AB'] }),
      { 'business-address-postal': 'V6B 1A1' },
      TODAY,
      false,
    ],
    [
      'prefixes or provinces',
      moratorium({ prefixes: ['V0E'], provinces: ['AB'] }),
      { 'business-address-postal': 'T2P 1J9' },
      TODAY,
      true,
    ],
    ['no address given', moratorium({ prefixes: ['V0E'], provinces: ['AB'] }), {}, TODAY, false],
    ['no areas: everywhere', moratorium({}), {}, TODAY, true],
  ])('%s', (_label, rule, form, today, expected) => {
    expect(fires(rule, form, today)).toBe(expected);
  });
});

describe('combinators', () => {
  const reject = (key: string, message = `no ${key}`): EligibilityRule => ({
    type: 'exclude',
    key,
    values: ['x'],
    outcome: 'rejected',
    message,
  });
  const refer = (key: string, message = `refer ${key}`): EligibilityRule => ({
    type: 'exclude',
    key,
    values: ['x'],
    outcome: 'referred',
    message,
  });

  it.each<[string, EligibilityRule, Form, ReturnType<typeof evaluateEligibility>]>([
    [
      'first: the first firing child decides',
      { type: 'first', rules: [refer('a'), reject('b')] },
      { a: 'x', b: 'x' },
      { status: 'referred', reasons: ['refer a'] },
    ],
    [
      'first: skips children that do not fire',
      { type: 'first', rules: [refer('a'), reject('b')] },
      { b: 'x' },
      { status: 'rejected', reasons: ['no b'] },
    ],
    [
      'first: none fires',
      { type: 'first', rules: [refer('a'), reject('b')] },
      {},
      { status: 'eligible', reasons: [] },
    ],
    [
      'or: any child',
      { type: 'or', rules: [refer('a'), reject('b')] },
      { a: 'x' },
      { status: 'referred', reasons: ['refer a'] },
    ],
    [
      'or: all fired children, most severe',
      { type: 'or', rules: [refer('a'), reject('b')] },
      { a: 'x', b: 'x' },
      { status: 'rejected', reasons: ['refer a', 'no b'] },
    ],
    ['or: none', { type: 'or', rules: [refer('a'), reject('b')] }, {}, { status: 'eligible', reasons: [] }],
    [
      'and: every child',
      { type: 'and', rules: [refer('a'), refer('b')] },
      { a: 'x', b: 'x' },
      { status: 'referred', reasons: ['refer a', 'refer b'] },
    ],
    [
      'and: not every child',
      { type: 'and', rules: [refer('a'), refer('b')] },
      { a: 'x' },
      { status: 'eligible', reasons: [] },
    ],
    ['and: empty never fires', { type: 'and', rules: [] }, {}, { status: 'eligible', reasons: [] }],
    [
      'a combinator with its own outcome and message',
      { type: 'and', rules: [refer('a'), refer('b')], outcome: 'rejected', message: 'Both a and b' },
      { a: 'x', b: 'x' },
      { status: 'rejected', reasons: ['Both a and b'] },
    ],
    [
      'nested combinators',
      { type: 'or', rules: [{ type: 'and', rules: [reject('a'), reject('b')] }, refer('c')] },
      { a: 'x', c: 'x' },
      { status: 'referred', reasons: ['refer c'] },
    ],
  ])('%s', (_label, rule, form, expected) => {
    expect(evaluateEligibility([rule], form, TODAY)).toEqual(expected);
  });

  it('evaluates every top-level rule: rejected beats referred, reasons in order without repeats', () => {
    const rules = [refer('a'), reject('b'), refer('c', 'no b'), reject('d')];
    expect(evaluateEligibility(rules, { a: 'x', b: 'x', c: 'x' }, TODAY)).toEqual({
      status: 'rejected',
      reasons: ['refer a', 'no b'],
    });
    expect(evaluateEligibility(rules, { a: 'x' }, TODAY)).toEqual({
      status: 'referred',
      reasons: ['refer a'],
    });
    expect(evaluateEligibility([], { a: 'x' }, TODAY)).toEqual({ status: 'eligible', reasons: [] });
  });
});

describe('coverageValueLabel', () => {
  it.each<[number | null, 'coverage' | 'deductible' | undefined, string]>([
    [-1, undefined, 'Ineligible: Exceeds limits'],
    [null, undefined, 'Ineligible'],
    [-5, undefined, 'Ineligible'],
    [Number.NaN, undefined, 'Ineligible'],
    [0, undefined, 'No Coverage'],
    [0, 'deductible', 'No Deductible'],
    [1_000_000, undefined, 'Eligible'],
    [500, 'deductible', 'Eligible'],
  ])('%s (%s) -> %s', (value, kind, expected) => {
    expect(coverageValueLabel(value, kind)).toBe(expected);
  });

  it('exposes the spec strings', () => {
    expect(Object.values(ELIGIBILITY_LABELS)).toEqual([
      'Ineligible: Exceeds limits',
      'Eligible',
      'Ineligible',
      'No Coverage',
      'No Deductible',
    ]);
  });
});
