import type { Question, QuestionOption } from '../types.ts';

/** Commission rates every product of this marketplace pays (read by the quote builder). */
export const HOUSE_COMMISSIONS = { brokerCommissionRate: 0.15, dmgaRate: 0.1 } as const;

/** The note every product's rating data carries. */
export const RATES_NOTE =
  'Illustrative house rates of this marketplace for demonstration; not a filed rate manual of any insurer.';

/** The name of the risk address question; its parts are stored as business-address-{part}. */
export const ADDRESS_QUESTION = 'business-address';

/** Form keys of the parts of the risk address. */
export const ADDRESS_PART_KEYS = ['street', 'unit', 'city', 'province', 'postal'].map(
  (part) => `${ADDRESS_QUESTION}-${part}`,
);

/** Yes / No radio options. */
export const YES_NO: QuestionOption[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** Whole dollars with thousands separators: 1000000 -> '$1,000,000'. */
export function moneyLabel(amount: number): string {
  return `$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** Select options of dollar amounts (the value is the whole-dollar amount). */
export function moneyOptions(amounts: readonly number[]): QuestionOption[] {
  return amounts.map((amount) => ({ value: String(amount), label: moneyLabel(amount) }));
}

/** The contact questions every product asks: insured name, email, phone, policy effective date. */
export function contactQuestions(nameHeading = 'Named insured'): Question[] {
  return [
    {
      name: 'insured-name',
      heading: nameHeading,
      kind: 'text',
      required: true,
      marketplaceLabel: 'Named insured',
    },
    { name: 'email', heading: 'Email', kind: 'email', required: true, placeholder: 'name@example.ca' },
    { name: 'phone', heading: 'Phone', kind: 'phone', placeholder: '604-555-0123' },
    {
      name: 'policy-effective-date',
      heading: 'Policy effective date',
      kind: 'date',
      required: true,
      placeholder: 'YYYY-MM-DD',
      helpText: 'Cover starts at 12:01 a.m. on this date.',
      marketplaceLabel: 'Effective date',
    },
  ];
}

/** The risk address ('Business address', 'Rental address', 'Project address' ...). */
export function addressQuestion(heading: string, helpText?: string): Question {
  return {
    name: ADDRESS_QUESTION,
    heading,
    kind: 'address',
    required: true,
    marketplaceLabel: 'Risk address',
    ...(helpText === undefined ? {} : { helpText }),
  };
}

/** Claims or losses in the last `years` years, as a count. */
export function claimsQuestion(years = 5): Question {
  return {
    name: 'claims-count',
    heading: `Number of claims in the last ${years} years`,
    kind: 'number',
    required: true,
    min: 0,
    defaultValue: 0,
  };
}

/** A yes / no radio question. */
export function yesNoQuestion(name: string, heading: string, extra: Partial<Question> = {}): Question {
  return { name, heading, kind: 'radio', required: true, radioChildren: YES_NO, ...extra };
}

/** Fire protection of the risk (hydrant and fire hall distances). */
export const FIRE_PROTECTION: Question = {
  name: 'fire-protection',
  heading: 'Fire protection',
  kind: 'radio',
  required: true,
  radioChildren: [
    { value: 'protected', label: 'Fire hydrant within 300 m and fire hall within 8 km' },
    { value: 'semi-protected', label: 'Fire hall within 8 km, no hydrant within 300 m' },
    { value: 'unprotected', label: 'No fire hall within 8 km' },
  ],
};
