import { describe, expect, it } from 'vitest';
import { COMPLETE_FORM, FIXTURE } from './form-fixture.test-support.ts';
import { completedPages, validateAnswer, validateForm, validatePage } from './form-validation.ts';
import type { Form, FormValue, Question, QuestionKind } from './types.ts';

const [businessPage, detailsPage] = FIXTURE.pages as [
  (typeof FIXTURE.pages)[number],
  (typeof FIXTURE.pages)[number],
];

const ask = (kind: QuestionKind, extra: Partial<Question> = {}): Question => ({
  name: 'q',
  heading: 'Q',
  kind,
  ...extra,
});
const errorOf = (question: Question, value: FormValue | undefined, form: Form = {}) =>
  validateAnswer(question, { ...form, [question.name]: value })[question.name];

describe('validateAnswer: single answers', () => {
  it.each<[string, Question, FormValue | undefined, string | undefined]>([
    ['required and missing', ask('text', { required: true }), undefined, 'Required'],
    ['required and blank', ask('text', { required: true }), '   ', 'Required'],
    ['optional and missing', ask('text'), undefined, undefined],
    ['text given', ask('text', { required: true }), 'x', undefined],
    ['email valid', ask('email'), 'a@b.ca', undefined],
    ['email invalid', ask('email'), 'a@b', 'Please enter a valid email address'],
    ['email with spaces', ask('email'), 'a b@c.ca', 'Please enter a valid email address'],
    ['phone valid', ask('phone'), '(604) 555-1234', undefined],
    ['phone with country code', ask('phone'), '+1 604 555 1234', undefined],
    ['phone too short', ask('phone'), '555-1234', 'Please enter a valid phone number'],
    ['number below min fails', ask('number', { min: 1 }), 0, 'Must be greater than 1'],
    ['number at min passes (inclusive)', ask('number', { min: 1 }), 1, undefined],
    ['numeric string below min', ask('money', { min: 100 }), '99.99', 'Must be greater than 100'],
    [
      'number above max',
      ask('number', { max: 12 }),
      13,
      'This number should be smaller than or equal to 12.',
    ],
    ['number at max', ask('number', { max: 12 }), 12, undefined],
    ['not a number', ask('money'), 'abc', 'Please enter a number'],
    ['zero is an answer', ask('number', { required: true }), 0, undefined],
    ['date valid', ask('date'), '2026-05-01', undefined],
    ['date leap day', ask('date'), '2028-02-29', undefined],
    ['date not a leap year', ask('date'), '2026-02-29', 'Please enter a valid date'],
    ['date wrong format', ask('date'), '05-01-2026', 'Please enter a valid date'],
    ['date short parts', ask('date'), '2026-5-1', 'Please enter a valid date'],
    ['date month 13', ask('date'), '2026-13-01', 'Please enter a valid date'],
    ['year 1900', ask('year'), '1900', undefined],
    ['year 2100', ask('year'), 2100, undefined],
    ['year 1899', ask('year'), 1899, 'Please enter a valid year'],
    ['year 2101', ask('year'), '2101', 'Please enter a valid year'],
    ['year three digits', ask('year'), '999', 'Please enter a valid year'],
    ['year not digits', ask('year'), '19a0', 'Please enter a valid year'],
    ['year below its min', ask('year', { min: 1950 }), 1949, 'Must be greater than 1950'],
    ['postal code with space', ask('postalCode'), 'V6B 1A1', undefined],
    ['postal code without space', ask('postalCode'), 'v6b1a1', undefined],
    ['postal code invalid', ask('postalCode'), '12345', 'Postal code must match format: A1B 2C3'],
    ['province valid', ask('province'), 'QC', undefined],
    ['province invalid', ask('province'), 'XX', 'Please choose one of the options'],
    ['checkbox ticked', ask('checkbox', { required: true }), true, undefined],
    ['checkbox unticked', ask('checkbox', { required: true }), false, 'Required'],
  ])('%s', (_label, question, value, expected) => {
    expect(errorOf(question, value)).toBe(expected);
  });
});

describe('validateAnswer: options (validateSelectChildren)', () => {
  const operations = businessPage.questions.find((question) => question.name === 'operations') as Question;
  it.each<[string, FormValue, Form, string | undefined]>([
    ['known options as a comma list', 'yoga,pilates', {}, undefined],
    ['known options as an array', ['yoga'], {}, undefined],
    ['an unknown value', 'yoga,boxing', {}, 'Please choose one of the options'],
    ['a disabled option', 'crossfit', {}, 'Please choose one of the options'],
    [
      'a conditional option whose condition fails',
      'hot-yoga',
      { 'business-address-province': 'BC' },
      'Please choose one of the options',
    ],
    [
      'a conditional option whose condition holds',
      'hot-yoga',
      { 'business-address-province': 'ON' },
      undefined,
    ],
    ['nothing chosen', '', {}, 'Required'],
  ])('%s', (_label, value, form, expected) => {
    expect(errorOf(operations, value, form)).toBe(expected);
  });

  it('does not check options without validateSelectChildren', () => {
    const select = ask('select', { selectChildren: [{ value: 'a', label: 'A' }] });
    expect(errorOf(select, 'z')).toBeUndefined();
    expect(errorOf({ ...select, validateSelectChildren: true }, 'z')).toBe(
      'Please choose one of the options',
    );
  });
});

describe('validateAnswer: address', () => {
  const address = businessPage.questions.find((question) => question.kind === 'address') as Question;
  it('keys errors by part, unit optional', () => {
    expect(validateAnswer(address, {})).toEqual({
      'business-address-street': 'Required',
      'business-address-city': 'Required',
      'business-address-province': 'Required',
      'business-address-postal': 'Required',
    });
  });
  it('checks the postal code and province parts', () => {
    const form = {
      'business-address-street': '1 Main',
      'business-address-city': 'Halifax',
      'business-address-province': 'Nova Scotia',
      'business-address-postal': 'B3H 1A',
    };
    expect(validateAnswer(address, form)).toEqual({
      'business-address-province': 'Please choose one of the options',
      'business-address-postal': 'Postal code must match format: A1B 2C3',
    });
  });
  it('checks the format of an optional address only where filled', () => {
    expect(validateAnswer({ ...address, required: false }, { 'business-address-postal': 'nope' })).toEqual({
      'business-address-postal': 'Postal code must match format: A1B 2C3',
    });
  });
});

describe('validateAnswer: group', () => {
  const roommates = detailsPage.questions.find((question) => question.kind === 'group') as Question;
  const mate = (name: string, birthyear: number, email = 'm@x.ca') => ({
    'roommate-name': name,
    'roommate-birthyear': birthyear,
    'roommate-email': email,
  });
  it.each<[string, FormValue | undefined, Record<string, string>]>([
    ['no roommates is fine when optional', undefined, {}],
    ['three roommates is the limit', [mate('A', 1990), mate('B', 1991), mate('C', 1992)], {}],
    [
      'four roommates exceed maxItems',
      [mate('A', 1990), mate('B', 1991), mate('C', 1992), mate('D', 1993)],
      { roommates: 'No more than 3 allowed' },
    ],
    [
      'item errors keyed by name.index.item',
      [mate('A', 1990), { 'roommate-name': 'B', 'roommate-birthyear': 1800, 'roommate-email': 'bad' }],
      {
        'roommates.1.roommate-birthyear': 'Please enter a valid year',
        'roommates.1.roommate-email': 'Please enter a valid email address',
      },
    ],
    [
      'hidden item questions are not validated',
      [{ 'roommate-birthyear': 1990 }],
      { 'roommates.0.roommate-name': 'Required' },
    ],
  ])('%s', (_label, value, expected) => {
    expect(validateAnswer(roommates, { roommates: value })).toEqual(expected);
  });

  it('requires an item when the group is required', () => {
    expect(validateAnswer({ ...roommates, required: true }, { roommates: [] })).toEqual({
      roommates: 'Required',
    });
  });

  it('does not read item answers from the form', () => {
    expect(
      validateAnswer(roommates, { 'roommate-name': 'Form', roommates: [{ 'roommate-birthyear': 1990 }] }),
    ).toEqual({
      'roommates.0.roommate-name': 'Required',
    });
  });
});

describe('validatePage, validateForm and completedPages', () => {
  it('validates only visible questions', () => {
    const errors = validatePage(businessPage, {
      ...COMPLETE_FORM,
      'has-employees': 'no',
      'employee-count': 'many',
    });
    expect(errors).toEqual({});
  });

  it('validates visible subquestions', () => {
    expect(validatePage(businessPage, { ...COMPLETE_FORM, 'has-employees': 'yes' })).toEqual({
      'employee-count': 'Required',
    });
    expect(
      validatePage(businessPage, { ...COMPLETE_FORM, 'has-employees': 'yes', 'employee-count': 11 }),
    ).toEqual({
      payroll: 'Required',
    });
  });

  it('a hidden question with its own failing filter is skipped by validateAnswer', () => {
    const employeeCount = businessPage.questions[4]?.subquestions?.[0] as Question;
    expect(validateAnswer(employeeCount, { 'has-employees': 'no' })).toEqual({});
  });

  it('collects errors of every page', () => {
    expect(validateForm(FIXTURE, COMPLETE_FORM)).toEqual({});
    const { email: _email, 'policy-effective-date': _date, ...partial } = COMPLETE_FORM;
    expect(validateForm(FIXTURE, partial)).toEqual({
      email: 'Required',
      'policy-effective-date': 'Required',
    });
  });

  it.each<[string, Form, number]>([
    ['nothing answered', {}, 0],
    ['first page done', { ...COMPLETE_FORM, 'policy-effective-date': '' }, 1],
    ['everything done', COMPLETE_FORM, 2],
    ['a later page done does not count before an incomplete one', { ...COMPLETE_FORM, email: 'x' }, 0],
  ])('completedPages: %s', (_label, form, expected) => {
    expect(completedPages(FIXTURE, form)).toBe(expected);
  });
});
