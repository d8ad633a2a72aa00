import { describe, expect, it } from 'vitest';
import { applyAnswer, cleanOperations, defaultForm, formProvince, settleForm } from './form-answers.ts';
import { FIXTURE } from './form-fixture.test-support.ts';
import type { Form, FormValue, ProductDefinition, QuestionOption } from './types.ts';

describe('applyAnswer', () => {
  it('sets the answer without changing the input form', () => {
    const form: Form = { 'business-name': 'Old' };
    const next = applyAnswer(FIXTURE, 'business-name', 'New', form);
    expect(next['business-name']).toBe('New');
    expect(form['business-name']).toBe('Old');
  });

  it.each<[string, string, Record<string, FormValue>]>([
    [
      'applies entries without `when` and those whose `when` matches',
      'yes',
      { 'payroll-reviewed': false, 'employees-answered': true },
    ],
    ['skips entries whose `when` differs', 'no', { 'employees-answered': true }],
  ])('keysToUpdate: %s', (_label, answer, expected) => {
    const next = applyAnswer(FIXTURE, 'has-employees', answer, {});
    expect(next).toMatchObject(expected);
    if (answer === 'no') expect(next).not.toHaveProperty('payroll-reviewed');
  });

  it.each<[string, string, string | undefined]>([
    ['v6b1a1', 'V6B 1A1', 'BC'],
    [' k1a 0b1 ', 'K1A 0B1', 'ON'],
    ['X0A 0H0', 'X0A 0H0', 'NU'],
    ['X1A 2B3', 'X1A 2B3', 'NT'],
    ['H2X', 'H2X', 'QC'],
    ['12345', '12345', undefined],
  ])('address postal %j is stored as %j with province %s', (postal, stored, province) => {
    const next = applyAnswer(FIXTURE, 'business-address-postal', postal, {});
    expect(next['business-address-postal']).toBe(stored);
    expect(next['business-address-province']).toBe(province);
  });

  it('replaces a province that no longer matches the postal code', () => {
    const next = applyAnswer(FIXTURE, 'business-address-postal', 'T2P 1J9', {
      'business-address-province': 'BC',
    });
    expect(next['business-address-province']).toBe('AB');
  });

  it('removes answers of questions that became hidden, cascading', () => {
    let form: Form = {};
    form = applyAnswer(FIXTURE, 'has-employees', 'yes', form);
    form = applyAnswer(FIXTURE, 'employee-count', 20, form);
    form = applyAnswer(FIXTURE, 'payroll', 500000, form);
    expect(form).toMatchObject({ 'employee-count': 20, payroll: 500000 });

    const fewer = applyAnswer(FIXTURE, 'employee-count', 5, form);
    expect(fewer).not.toHaveProperty('payroll');

    const none = applyAnswer(FIXTURE, 'has-employees', 'no', form);
    expect(none).not.toHaveProperty('employee-count');
    expect(none).not.toHaveProperty('payroll');
  });

  it('keeps answers of unknown keys', () => {
    expect(applyAnswer(FIXTURE, 'marketing-source', 'ad', { note: 'x' })).toMatchObject({
      'marketing-source': 'ad',
      note: 'x',
    });
  });

  it('gives a question its default when it appears, and removes it when it hides', () => {
    const shown = applyAnswer(FIXTURE, 'coverage', '2000000', {});
    expect(shown.deductible).toBe('500');
    const hidden = applyAnswer(FIXTURE, 'coverage', '1000000', { ...shown, deductible: '500' });
    expect(hidden).not.toHaveProperty('deductible');
  });

  it('follows the visible one of questions sharing a name', () => {
    const twins: ProductDefinition = {
      ...FIXTURE,
      pages: [
        {
          name: 'p',
          title: 'P',
          questions: [
            { name: 'mode', heading: 'Mode', kind: 'text' },
            {
              name: 'size',
              heading: 'Size (A)',
              kind: 'text',
              filters: [{ key: 'mode', operator: '=', value: 'a' }],
              keysToUpdate: [{ set: { from: 'a' } }],
            },
            {
              name: 'size',
              heading: 'Size (B)',
              kind: 'text',
              filters: [{ key: 'mode', operator: '=', value: 'b' }],
              keysToUpdate: [{ set: { from: 'b' } }],
            },
          ],
        },
      ],
    };
    const next = applyAnswer(twins, 'size', 'L', { mode: 'b' });
    expect(next).toMatchObject({ size: 'L', from: 'b' });
    expect(applyAnswer(twins, 'mode', 'a', next).size).toBe('L');
    expect(applyAnswer(twins, 'mode', 'c', next)).not.toHaveProperty('size');
  });
});

describe('settleForm', () => {
  it('returns the same form when nothing changes', () => {
    const form: Form = { coverage: '1000000', 'business-name': 'X' };
    expect(settleForm(FIXTURE, form)).toBe(form);
  });

  it('removes answers of hidden item questions inside group items', () => {
    const form: Form = {
      coverage: '1000000',
      roommates: [
        { 'roommate-name': 'A', 'roommate-email': 'a@x.ca' },
        { 'roommate-email': 'stale@x.ca', id: 'keep' },
      ],
    };
    expect(settleForm(FIXTURE, form).roommates).toEqual([
      { 'roommate-name': 'A', 'roommate-email': 'a@x.ca' },
      { id: 'keep' },
    ]);
  });
});

describe('cleanOperations', () => {
  const options: QuestionOption[] = [
    { value: 'yoga', label: 'Yoga' },
    { value: 'pilates', label: 'Pilates' },
    { value: 'crossfit', label: 'CrossFit', disabled: true },
  ];
  it.each<[string, FormValue | undefined, string]>([
    ['keeps known operations in order', 'pilates,yoga', 'pilates,yoga'],
    ['drops disabled operations', 'yoga,crossfit', 'yoga'],
    ['drops unknown values', 'yoga,boxing,pilates', 'yoga,pilates'],
    ['deduplicates', 'yoga,pilates,yoga', 'yoga,pilates'],
    ['trims spaces', ' yoga , pilates ', 'yoga,pilates'],
    ['reads arrays', ['pilates', 'boxing'], 'pilates'],
    ['empty when nothing is left', 'crossfit', ''],
    ['empty for no answer', undefined, ''],
  ])('%s', (_label, value, expected) => {
    expect(cleanOperations(value, options)).toBe(expected);
  });
});

describe('defaultForm', () => {
  it('holds the defaults of visible questions only', () => {
    expect(defaultForm(FIXTURE)).toEqual({ coverage: '1000000' });
  });

  it('applies defaults that depend on other defaults', () => {
    const definition: ProductDefinition = {
      ...FIXTURE,
      pages: [
        {
          name: 'p',
          title: 'P',
          questions: [
            { name: 'a', heading: 'A', kind: 'text', defaultValue: 'x' },
            {
              name: 'b',
              heading: 'B',
              kind: 'text',
              defaultValue: 'y',
              filters: [{ key: 'a', operator: '!!' }],
            },
          ],
        },
      ],
    };
    expect(defaultForm(definition)).toEqual({ a: 'x', b: 'y' });
  });
});

describe('formProvince', () => {
  it.each<[string, Form, string | null]>([
    ['the province part', { 'business-address-province': 'MB', 'business-address-postal': 'V6B 1A1' }, 'MB'],
    ['lower-case province part', { 'business-address-province': 'sk' }, 'SK'],
    ['falls back to the postal code', { 'business-address-postal': 'E1C 4M3' }, 'NB'],
    [
      'an invalid province part falls back to the postal code',
      { 'business-address-province': 'ZZ', 'business-address-postal': 'Y1A 1A1' },
      'YT',
    ],
    ['Nunavut from X0A', { 'business-address-postal': 'X0A 1H0' }, 'NU'],
    ['nothing known', {}, null],
  ])('%s', (_label, form, expected) => {
    expect(formProvince(form)).toBe(expected);
  });
});
