import type { BusinessPackageRatingData } from '../../rating/models/business-package.ts';
import type { ProductDefinition } from '../types.ts';
import {
  addressQuestion,
  claimsQuestion,
  contactQuestions,
  HOUSE_COMMISSIONS,
  moneyOptions,
  RATES_NOTE,
} from './common-questions.ts';
import { LIABILITY_PROVINCE_FACTORS } from './province-factors.ts';

/** Custom Business: package cover (liability and contents) for small businesses. */
export const CUSTOM_BUSINESS: ProductDefinition = {
  productId: 'custom-business',
  version: '1.0',
  termMonths: 12,
  paymentPeriods: ['annual', 'monthly', 'instalment'],
  pages: [
    {
      name: 'applicant',
      title: 'Applicant',
      questions: [...contactQuestions('Business name'), addressQuestion('Business address')],
    },
    {
      name: 'business',
      title: 'Business and coverage',
      questions: [
        {
          name: 'operations',
          heading: 'What the business does',
          kind: 'multiselect',
          required: true,
          validateSelectChildren: true,
          marketplaceLabel: 'Operations',
          selectChildren: [
            {
              value: 'office',
              label: 'Office (professional or administrative)',
              rateClass: 'B1',
              ibcCode: '8111',
            },
            { value: 'retail', label: 'Retail store', rateClass: 'B2', ibcCode: '5311' },
            {
              value: 'personal-services',
              label: 'Personal services (salon, spa)',
              rateClass: 'B2',
              ibcCode: '7231',
            },
            {
              value: 'light-manufacturing',
              label: 'Light manufacturing or assembly',
              rateClass: 'B3',
              ibcCode: '3911',
            },
            {
              value: 'restaurant',
              label: 'Restaurant or cafe',
              rateClass: 'R',
              ibcCode: '5812',
              tooltip: 'Priced by an underwriter.',
            },
            {
              value: 'cannabis-retail',
              label: 'Cannabis retail',
              rateClass: 'X',
              ibcCode: '5993',
              tooltip: 'Not written online.',
            },
          ],
        },
        { name: 'business-description', heading: 'Describe the business', kind: 'textarea', required: true },
        {
          name: 'annual-revenue',
          heading: 'Annual revenue',
          kind: 'money',
          required: true,
          min: 1,
          marketplaceLabel: 'Revenue',
        },
        { name: 'employees-count', heading: 'Number of employees', kind: 'number', required: true, min: 0 },
        {
          name: 'contents-limit',
          heading: 'Business contents limit',
          kind: 'money',
          min: 0,
          defaultValue: 0,
          helpText: 'Stock, furniture and equipment at the business address; 0 for none.',
        },
        {
          name: 'liability-limit',
          heading: 'Liability limit (per occurrence)',
          kind: 'select',
          required: true,
          selectChildren: moneyOptions([1_000_000, 2_000_000, 5_000_000]),
          defaultValue: '2000000',
        },
        claimsQuestion(5),
      ],
    },
  ],
  eligibility: [
    {
      type: 'exclude',
      key: 'operations',
      values: ['cannabis-retail'],
      outcome: 'rejected',
      message: 'Cannabis retail is not written online.',
    },
    {
      type: 'exclude',
      key: 'operations',
      values: ['restaurant'],
      outcome: 'referred',
      message: 'Restaurants are referred to an underwriter (cooking exposure).',
    },
    {
      type: 'count',
      key: 'employees-count',
      operator: '>',
      value: 50,
      outcome: 'referred',
      message: 'Businesses with more than 50 employees are referred to an underwriter.',
    },
    {
      type: 'count',
      key: 'annual-revenue',
      operator: '>',
      value: 5_000_000,
      outcome: 'referred',
      message: 'Revenue over $5,000,000 is referred to an underwriter.',
    },
    {
      type: 'count',
      key: 'claims-count',
      operator: '>',
      value: 2,
      outcome: 'rejected',
      message: 'More than 2 claims in the last 5 years cannot be insured online.',
    },
  ],
  // Illustrative house rates of this marketplace (see RATES_NOTE), not an insurer's filing.
  rating: {
    ratesNote: RATES_NOTE,
    ...HOUSE_COMMISSIONS,
    minimumPremium: 500,
    liabilityRatesPerThousand: { B1: 1.5, B2: 2.5, B3: 4 },
    contentsRatesPerThousand: { B1: 2, B2: 3, B3: 4.5 },
    revenueRange: { min: 10_000, max: 5_000_000 },
    contentsLimitRange: { min: 5_000, max: 500_000 },
    limitFactors: { '1000000': 1, '2000000': 1.2, '5000000': 1.5 },
    provinceFactors: LIABILITY_PROVINCE_FACTORS,
    policyFactors: [{ key: 'claims-count', factors: { '0': 1, '1': 1.15, '2': 1.35 } }],
  } satisfies BusinessPackageRatingData,
};
