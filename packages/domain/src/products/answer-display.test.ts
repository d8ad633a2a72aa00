import { describe, expect, it } from 'vitest';
import { formatCad } from '../money.ts';
import { answerRows, formatAnswerValue } from './answer-display.ts';
import { productDefinition } from './definitions/index.ts';
import { SAMPLE_TENANTS_ANSWERS } from './sample-forms.ts';
import type { Form, Question } from './types.ts';

const TENANTS = productDefinition('tenants')!;

function valueOf(form: Form, label: string): string | undefined {
  return answerRows(TENANTS, form).find((row) => row.label === label)?.value;
}

describe('answerRows', () => {
  const form: Form = {
    ...SAMPLE_TENANTS_ANSWERS,
    'policy-effective-date': '2026-03-01',
    'cover-level': 'basic',
    roommates: [
      {
        'roommate-name': 'Sam Lee',
        'roommate-birthyear': '1996',
        'roommate-property-limit': '10000',
        'roommate-ale-limit': '5000',
      },
    ],
  };

  it.each([
    ['Additional living expenses (ALE) limit', '$10,000'],
    ['Contents limit', '$30,000'],
    ['Cover level', 'Basic'],
    ['Type of dwelling', 'Apartment or condo unit'],
    ['Is there a working smoke alarm in the unit?', 'Yes'],
    ['The rental has had flood, sewer backup or water damage in the last 10 years', 'No'],
    ['Policy effective date', '2026-03-01'],
    ['Rental address', '1204 - 250 Queen Street West, Toronto, ON M5V 2T6'],
    [
      'Roommates to insure',
      'Roommate name: Sam Lee, Roommate birth year: 1996, Roommate contents (property) limit: $10,000, Roommate additional living expenses limit: $5,000',
    ],
  ])('shows %s as %s', (label, value) => {
    expect(valueOf(form, label)).toBe(value);
  });

  it("puts Yes / No and money in the words it is given (a French screen's)", () => {
    const words = { yes: 'Oui', no: 'Non', money: (cents: number) => `${cents / 100} $` };
    const rows = answerRows(TENANTS, form, words);
    const row = (label: string) => rows.find((r) => r.label === label)?.value;
    expect(formatAnswerValue({ name: 'x', heading: 'X', kind: 'checkbox' }, 'true', words)).toBe('Oui');
    expect(row('The rental has had flood, sewer backup or water damage in the last 10 years')).toBe('Non');
    expect(formatAnswerValue({ name: 'x', heading: 'X', kind: 'money' }, 1500.5, words)).toBe('1500.5 $');
  });

  it('uses the questionnaire headings, never the raw keys, and leaves blank answers out', () => {
    const rows = answerRows(TENANTS, { ...form, 'business-description': null, phone: '' });
    const labels = rows.map((row) => row.label);
    expect(labels).not.toContain('Ale limit');
    expect(labels).not.toContain('Business address city');
    expect(rows.map((row) => row.key)).not.toContain('business-description');
    expect(rows.map((row) => row.key)).not.toContain('phone');
    expect(rows.find((row) => row.key === 'roommates')?.items).toHaveLength(1);
  });

  it('keeps answers no question owns, their keys made readable', () => {
    const rows = answerRows(TENANTS, { 'legacy-flag': true, 'cover-level': 'enhanced' });
    expect(rows).toEqual([
      { key: 'cover-level', label: 'Cover level', value: 'Enhanced' },
      { key: 'legacy-flag', label: 'Legacy flag', value: 'Yes' },
    ]);
  });

  it('reads the form by its keys when there is no definition', () => {
    expect(answerRows(null, { 'ale-limit': '10000', operations: 'carpentry,painting' })).toEqual([
      { key: 'ale-limit', label: 'Ale limit', value: '10000' },
      { key: 'operations', label: 'Operations', value: 'carpentry, painting' },
    ]);
  });
});

describe('formatAnswerValue', () => {
  const q = (kind: Question['kind'], extra: Partial<Question> = {}): Question => ({
    name: 'x',
    heading: 'X',
    kind,
    ...extra,
  });
  const options = [
    { value: 'carpentry', label: 'Carpentry' },
    { value: 'painting', label: 'Painting' },
  ];

  it.each<[Question | undefined, unknown, string]>([
    [q('money'), 250000, '$250,000.00'],
    [q('money'), '1500.5', '$1,500.50'],
    [q('checkbox'), true, 'Yes'],
    [q('checkbox'), 'false', 'No'],
    [q('date'), '2026-01-31', '2026-01-31'],
    [q('date'), '2026-02-01T08:01:00.000Z', '2026-02-01'],
    [q('province'), 'on', 'Ontario'],
    [q('province'), 'British Columbia', 'British Columbia'],
    [q('multiselect', { selectChildren: options }), 'carpentry,painting', 'Carpentry, Painting'],
    [q('checkboxes', { checkboxChildren: options }), ['painting'], 'Painting'],
    [q('select', { selectChildren: options }), 'other', 'other'],
    [q('number'), 3, '3'],
    [undefined, false, 'No'],
    [undefined, ['a', 'b'], 'a, b'],
    [undefined, { firstName: 'Ann' }, 'First name: Ann'],
    [q('text'), '  ', ''],
    [q('text'), null, ''],
  ])('%# %j -> %s', (question, value, text) => {
    expect(formatAnswerValue(question, value)).toBe(text);
  });
});

describe('a province answer in the words of a language', () => {
  const FRENCH = { yes: 'Oui', no: 'Non', money: formatCad, province: (code: string) => `fr:${code}` };
  const province: Question = { name: 'licence-province', heading: 'Province', kind: 'province' };

  it('names the province by its code or its English name in the given language, other text as it is', () => {
    expect(formatAnswerValue(province, 'bc', FRENCH)).toBe('fr:BC');
    expect(formatAnswerValue(province, 'British Columbia', FRENCH)).toBe('fr:BC');
    expect(formatAnswerValue(province, 'Atlantis', FRENCH)).toBe('Atlantis');
  });
});
