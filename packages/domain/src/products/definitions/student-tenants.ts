import type { ResidentialRatingData } from '../../rating/models/residential.ts';
import type { ProductDefinition } from '../types.ts';
import {
  addressQuestion,
  claimsQuestion,
  contactQuestions,
  HOUSE_COMMISSIONS,
  moneyOptions,
  RATES_NOTE,
  yesNoQuestion,
} from './common-questions.ts';
import { RESIDENTIAL_PROVINCE_FACTORS } from './province-factors.ts';

/** Student Tenants: renters cover sized for students on or off campus. */
export const STUDENT_TENANTS: ProductDefinition = {
  productId: 'student-tenants',
  version: '1.0',
  termMonths: 12,
  paymentPeriods: ['annual', 'monthly'],
  pages: [
    {
      name: 'applicant',
      title: 'Student',
      questions: [
        ...contactQuestions('Full name of the student'),
        {
          name: 'insured-birthyear',
          heading: 'Birth year of the student',
          kind: 'year',
          required: true,
          min: 1900,
        },
        { name: 'school-name', heading: 'College or university', kind: 'text', required: true },
        yesNoQuestion('enrolled-full-time', 'Is the student enrolled full time?'),
      ],
    },
    {
      name: 'residence',
      title: 'Residence and coverage',
      questions: [
        {
          name: 'residence-type',
          heading: 'Where does the student live?',
          kind: 'radio',
          required: true,
          radioChildren: [
            { value: 'on-campus', label: 'Campus residence' },
            { value: 'off-campus', label: 'Off-campus rental' },
          ],
        },
        addressQuestion('Rental address', 'The residence or the off-campus rental.'),
        {
          name: 'contents-limit',
          heading: 'Contents limit',
          kind: 'select',
          required: true,
          selectChildren: moneyOptions([5_000, 10_000, 15_000, 20_000, 25_000]),
          marketplaceLabel: 'Contents limit',
        },
        {
          name: 'ale-limit',
          heading: 'Additional living expenses (ALE) limit',
          kind: 'select',
          required: true,
          selectChildren: moneyOptions([2_500, 5_000]),
        },
        {
          name: 'liability-limit',
          heading: 'Personal liability limit',
          kind: 'select',
          required: true,
          selectChildren: moneyOptions([1_000_000, 2_000_000]),
          defaultValue: '1000000',
        },
        {
          name: 'deductible',
          heading: 'Deductible',
          kind: 'select',
          required: true,
          selectChildren: moneyOptions([250, 500]),
          defaultValue: '500',
        },
        claimsQuestion(5),
      ],
    },
  ],
  eligibility: [
    {
      type: 'include',
      key: 'enrolled-full-time',
      values: ['yes'],
      outcome: 'rejected',
      message: 'Student Tenants is for full-time students; offer Tenants Insurance instead.',
    },
    {
      type: 'count',
      key: 'insured-birthyear',
      operator: '<',
      value: 1990,
      outcome: 'referred',
      message: 'Mature students (born before 1990) are referred to an underwriter.',
    },
    {
      type: 'count',
      key: 'claims-count',
      operator: '>',
      value: 1,
      outcome: 'rejected',
      message: 'More than 1 claim in the last 5 years cannot be insured online.',
    },
  ],
  // Illustrative house rates of this marketplace (see RATES_NOTE), not an insurer's filing.
  rating: {
    ratesNote: RATES_NOTE,
    ...HOUSE_COMMISSIONS,
    minimumPremium: 75,
    contentsRatePerThousand: 5,
    aleRatePerThousand: 2,
    liabilityPremiums: { '1000000': 30, '2000000': 42 },
    provinceFactors: RESIDENTIAL_PROVINCE_FACTORS,
    contentsLimitRange: { min: 5_000, max: 25_000 },
    aleLimitRange: { min: 2_500, max: 5_000 },
    contentsFactors: [
      { key: 'deductible', factors: { '250': 1.1, '500': 1 } },
      { key: 'residence-type', factors: { 'on-campus': 0.8, 'off-campus': 1 } },
    ],
    policyFactors: [{ key: 'claims-count', factors: { '0': 1, '1': 1.25 } }],
  } satisfies ResidentialRatingData,
};
