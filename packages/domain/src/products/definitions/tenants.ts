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
  yesNoQuestion,
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

/** Tenants insurance: contents, ALE and liability for renters, with up to 3 roommates. */
export const TENANTS: ProductDefinition = {
  productId: 'tenants',
  version: '1.0',
  termMonths: 12,
  paymentPeriods: ['annual', 'monthly'],
  pages: [
    {
      name: 'applicant',
      title: 'Applicant',
      questions: [
        ...contactQuestions('Full name of the insured'),
        {
          name: 'insured-birthyear',
          heading: 'Birth year of the insured',
          kind: 'year',
          required: true,
          min: 1900,
        },
      ],
    },
    {
      name: 'rental',
      title: 'The rental',
      questions: [
        addressQuestion('Rental address', 'The rented home; it is the insured location.'),
        ...dwellingQuestions(),
        FIRE_PROTECTION,
        yesNoQuestion('working-smoke-alarm', 'Is there a working smoke alarm in the unit?'),
        yesNoQuestion('business-at-home', 'Is a business run from the rental?', {
          helpText: 'Home businesses are reviewed by an underwriter.',
          keysToUpdate: [{ when: 'no', set: { 'business-description': null } }],
          subquestions: [
            {
              name: 'business-description',
              heading: 'Describe the business, its visitors and its stock',
              kind: 'textarea',
              required: true,
              filters: [{ key: 'business-at-home', operator: '=', value: 'yes' }],
            },
          ],
        }),
      ],
    },
    {
      name: 'roommates',
      title: 'Roommates',
      description: 'Roommates named here share the policy; each has their own contents and ALE limits.',
      questions: [
        {
          name: 'roommates',
          heading: 'Roommates to insure',
          kind: 'group',
          maxItems: 3,
          marketplaceLabel: 'Roommate',
          helpText: 'Up to 3 roommates. Leave empty when the insured lives alone.',
          itemQuestions: [
            { name: 'roommate-name', heading: 'Roommate name', kind: 'text', required: true },
            {
              name: 'roommate-birthyear',
              heading: 'Roommate birth year',
              kind: 'year',
              required: true,
              min: 1900,
            },
            {
              name: 'roommate-property-limit',
              heading: 'Roommate contents (property) limit',
              kind: 'select',
              required: true,
              selectChildren: moneyOptions([5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000]),
            },
            {
              name: 'roommate-ale-limit',
              heading: 'Roommate additional living expenses limit',
              kind: 'select',
              required: true,
              selectChildren: moneyOptions([2_500, 5_000, 10_000]),
            },
          ],
        },
      ],
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
          selectChildren: moneyOptions([
            10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 75_000, 100_000,
          ]),
          marketplaceLabel: 'Contents limit',
        },
        {
          name: 'ale-limit',
          heading: 'Additional living expenses (ALE) limit',
          kind: 'select',
          required: true,
          selectChildren: moneyOptions([5_000, 10_000, 20_000]),
          marketplaceLabel: 'ALE limit',
        },
        {
          name: 'liability-limit',
          heading: 'Personal liability limit',
          kind: 'select',
          required: true,
          selectChildren: moneyOptions([1_000_000, 2_000_000]),
          defaultValue: '1000000',
        },
        PRIOR_FLOOD_LOSS,
        coverLevelQuestion(['basic', 'basic-flood', 'enhanced-no-flood', 'enhanced', 'premium'], 'basic'),
        {
          name: 'deductible',
          heading: 'Deductible',
          kind: 'select',
          required: true,
          selectChildren: moneyOptions([500, 1_000, 2_500]),
          defaultValue: '1000',
        },
      ],
    },
    {
      name: 'history',
      title: 'Insurance history',
      questions: [claimsQuestion(5), PRIOR_CANCELLATION],
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
    {
      type: 'moratorium',
      postalKey: 'business-address-postal',
      prefixes: ['V1Z', 'V4T'],
      from: '2026-07-01',
      to: '2027-03-31',
      outcome: 'rejected',
      message:
        'Wildfire moratorium: no new tenants policies in West Kelowna, BC (V1Z, V4T) until 2027-03-31.',
    },
    ABOVE_GROUND_RULE,
    {
      type: 'count',
      key: 'claims-count',
      operator: '>',
      value: 2,
      outcome: 'rejected',
      message: 'More than 2 claims in the last 5 years cannot be insured online.',
    },
    {
      type: 'count',
      key: 'roommates',
      operator: '>',
      value: 3,
      outcome: 'rejected',
      message: 'At most 3 roommates can be insured.',
    },
    {
      type: 'exclude',
      key: 'business-at-home',
      values: ['yes'],
      outcome: 'referred',
      message: 'A business run from the rental is referred to an underwriter.',
    },
    {
      type: 'exclude',
      key: 'dwelling-type',
      values: ['basement-suite'],
      outcome: 'referred',
      message: 'Basement suites are referred to an underwriter (water exposure).',
    },
    {
      type: 'include',
      key: 'working-smoke-alarm',
      values: ['yes'],
      outcome: 'referred',
      message: 'A unit without a working smoke alarm is referred to an underwriter.',
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
    minimumPremium: 120,
    contentsRatePerThousand: 4,
    aleRatePerThousand: 1.5,
    liabilityPremiums: { '1000000': 40, '2000000': 55 },
    provinceFactors: RESIDENTIAL_PROVINCE_FACTORS,
    contentsLimitRange: { min: 10_000, max: 100_000 },
    aleLimitRange: { min: 5_000, max: 20_000 },
    contentsFactors: [
      { key: 'deductible', factors: { '500': 1.1, '1000': 1, '2500': 0.85 } },
      { key: 'fire-protection', factors: { protected: 1, 'semi-protected': 1.15, unprotected: 1.35 } },
    ],
    policyFactors: [{ key: 'claims-count', factors: { '0': 1, '1': 1.2, '2': 1.4 } }],
    coverLevelLoads: {
      basic: 0,
      'basic-flood': 0.2,
      'enhanced-no-flood': 0.15,
      enhanced: 0.35,
      premium: 0.55,
    },
    roommates: {
      max: 3,
      liabilityLoadPerRoommate: 0.25,
      propertyLimitRange: { min: 5_000, max: 50_000 },
      aleLimitRange: { min: 2_500, max: 10_000 },
    },
  } satisfies ResidentialRatingData,
};
