import type { ResidentialRatingData } from '../../rating/models/residential.ts';
import type { ProductDefinition } from '../types.ts';
import {
  addressQuestion,
  claimsQuestion,
  contactQuestions,
  FIRE_PROTECTION,
  HOUSE_COMMISSIONS,
  moneyOptions,
  RATES_NOTE,
} from './common-questions.ts';
import { RESIDENTIAL_PROVINCE_FACTORS } from './province-factors.ts';
import {
  ABOVE_GROUND_RULE,
  coverLevelQuestion,
  dwellingQuestions,
  PRIOR_CANCELLATION,
  PRIOR_FLOOD_LOSS,
  TERRITORY_FLOOD_RULE,
} from './residential-questions.ts';

/** Tenants Plus: enhanced renters cover with flood options and higher limits. */
export const TENANTS_PLUS: ProductDefinition = {
  productId: 'tenants-plus',
  version: '1.0',
  termMonths: 12,
  paymentPeriods: ['annual', 'monthly'],
  pages: [
    { name: 'applicant', title: 'Applicant', questions: contactQuestions('Full name of the insured') },
    {
      name: 'rental',
      title: 'The rental',
      questions: [addressQuestion('Rental address'), ...dwellingQuestions(), FIRE_PROTECTION],
    },
    {
      name: 'coverage',
      title: 'Coverage',
      questions: [
        {
          name: 'contents-limit',
          heading: 'Contents limit',
          kind: 'select',
          required: true,
          selectChildren: moneyOptions([25_000, 50_000, 75_000, 100_000, 150_000, 200_000, 250_000]),
          marketplaceLabel: 'Contents limit',
        },
        {
          name: 'ale-limit',
          heading: 'Additional living expenses (ALE) limit',
          kind: 'select',
          required: true,
          selectChildren: moneyOptions([10_000, 25_000, 50_000]),
          marketplaceLabel: 'ALE limit',
        },
        {
          name: 'liability-limit',
          heading: 'Personal liability limit',
          kind: 'select',
          required: true,
          selectChildren: moneyOptions([1_000_000, 2_000_000]),
          defaultValue: '2000000',
        },
        PRIOR_FLOOD_LOSS,
        coverLevelQuestion(['enhanced-no-flood', 'enhanced', 'premium'], 'enhanced-no-flood'),
        {
          name: 'deductible',
          heading: 'Deductible',
          kind: 'select',
          required: true,
          selectChildren: moneyOptions([1_000, 2_500, 5_000]),
          defaultValue: '1000',
        },
        claimsQuestion(5),
        PRIOR_CANCELLATION,
      ],
    },
  ],
  eligibility: [
    {
      type: 'excludedPostalPrefix',
      key: 'business-address-postal',
      prefixes: ['T9H', 'T9J', 'T9K'],
      outcome: 'rejected',
      message:
        'Rentals in this area (Fort McMurray, AB) are not written online (wildfire and flood exposure).',
    },
    ABOVE_GROUND_RULE,
    {
      type: 'count',
      key: 'claims-count',
      operator: '>',
      value: 1,
      outcome: 'rejected',
      message: 'More than 1 claim in the last 5 years cannot be insured on Tenants Plus.',
    },
    {
      type: 'exclude',
      key: 'prior-cancellation',
      values: ['yes'],
      outcome: 'rejected',
      message:
        'An insured whose policy was cancelled or not renewed in the last 3 years cannot be insured online.',
    },
    TERRITORY_FLOOD_RULE,
  ],
  // Illustrative house rates of this marketplace (see RATES_NOTE), not an insurer's filing.
  rating: {
    ratesNote: RATES_NOTE,
    ...HOUSE_COMMISSIONS,
    minimumPremium: 250,
    contentsRatePerThousand: 3.5,
    aleRatePerThousand: 1.25,
    liabilityPremiums: { '1000000': 45, '2000000': 60 },
    provinceFactors: RESIDENTIAL_PROVINCE_FACTORS,
    contentsLimitRange: { min: 25_000, max: 250_000 },
    aleLimitRange: { min: 10_000, max: 50_000 },
    contentsFactors: [
      { key: 'deductible', factors: { '1000': 1, '2500': 0.9, '5000': 0.8 } },
      { key: 'fire-protection', factors: { protected: 1, 'semi-protected': 1.15, unprotected: 1.35 } },
    ],
    policyFactors: [{ key: 'claims-count', factors: { '0': 1, '1': 1.25 } }],
    // Enhanced (No Flood Cover) is the base cover of Tenants Plus; flood levels add to it.
    coverLevelLoads: { 'enhanced-no-flood': 0, enhanced: 0.2, premium: 0.4 },
  } satisfies ResidentialRatingData,
};
