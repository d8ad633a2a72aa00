import type { ContractorsRatingData } from '../../rating/models/contractors.ts';
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
import { LIABILITY_PROVINCE_FACTORS } from './province-factors.ts';
import { tradeOptions } from './trade-classes.ts';

/** Trade Contractors: liability for small licensed trades (electricians, plumbers, carpenters ...). */
export const TRADE_CONTRACTORS: ProductDefinition = {
  productId: 'trade-contractors',
  version: '1.0',
  termMonths: 12,
  paymentPeriods: ['annual', 'monthly'],
  pages: [
    {
      name: 'applicant',
      title: 'Applicant',
      questions: [...contactQuestions('Business name'), addressQuestion('Business address')],
    },
    {
      name: 'trade',
      title: 'Trade and coverage',
      questions: [
        {
          name: 'operations',
          heading: 'Trades performed',
          kind: 'multiselect',
          required: true,
          validateSelectChildren: true,
          selectChildren: tradeOptions([
            'electrical',
            'plumbing',
            'hvac',
            'finish-carpentry',
            'painting-interior',
            'flooring',
            'drywall',
            'tile-stone',
          ]),
          marketplaceLabel: 'Operations',
        },
        yesNoQuestion(
          'trade-licensed',
          'Do you hold every provincial licence or certificate your trades require?',
        ),
        {
          name: 'annual-revenue',
          heading: 'Annual revenue (next 12 months)',
          kind: 'money',
          required: true,
          min: 1,
          marketplaceLabel: 'Revenue',
        },
        { name: 'years-in-business', heading: 'Years in business', kind: 'number', required: true, min: 0 },
        {
          name: 'liability-limit',
          heading: 'Liability limit (per occurrence)',
          kind: 'select',
          required: true,
          selectChildren: moneyOptions([1_000_000, 2_000_000]),
          defaultValue: '2000000',
        },
        claimsQuestion(5),
      ],
    },
  ],
  eligibility: [
    {
      type: 'include',
      key: 'trade-licensed',
      values: ['yes'],
      outcome: 'rejected',
      message: 'Trades must hold the provincial licences they require.',
    },
    {
      type: 'count',
      key: 'annual-revenue',
      operator: '>',
      value: 2_000_000,
      outcome: 'referred',
      message: 'Revenue over $2,000,000 is referred to an underwriter (or use Contractors Liability).',
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
    minimumPremium: 750,
    liabilityRatesPerThousand: { C1: 2.75, C2: 4.5 },
    revenueRange: { min: 10_000, max: 2_000_000 },
    limitFactors: { '1000000': 1, '2000000': 1.2 },
    provinceFactors: LIABILITY_PROVINCE_FACTORS,
    policyFactors: [{ key: 'claims-count', factors: { '0': 1, '1': 1.2 } }],
    yearsInBusinessBands: [{ upTo: 2, factor: 1.2 }, { factor: 1 }],
  } satisfies ContractorsRatingData,
};
