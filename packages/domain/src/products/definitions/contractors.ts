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
import { TRADE_CLASSES } from './trade-classes.ts';

/** Contractors Liability: general liability for contractors with an optional equipment floater. */
export const CONTRACTORS: ProductDefinition = {
  productId: 'contractors',
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
      name: 'operations',
      title: 'Operations',
      questions: [
        {
          name: 'operations',
          heading: 'Trades performed',
          kind: 'multiselect',
          required: true,
          selectChildren: Object.values(TRADE_CLASSES),
          validateSelectChildren: true,
          helpText: 'Choose every trade; the premium follows the highest-hazard one.',
          marketplaceLabel: 'Operations',
        },
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
          name: 'subcontracting-percent',
          heading: 'Share of work subcontracted (%)',
          kind: 'number',
          required: true,
          min: 0,
          max: 100,
          defaultValue: 0,
        },
        yesNoQuestion(
          'subcontractor-certificates',
          'Do you collect a certificate of insurance from every subcontractor?',
          { filters: [{ key: 'subcontracting-percent', operator: '>', value: 0 }] },
        ),
        {
          name: 'max-work-height-storeys',
          heading: 'Highest storey worked on',
          kind: 'number',
          required: true,
          min: 0,
          helpText: '0 for work at ground level only.',
        },
        claimsQuestion(5),
      ],
    },
    {
      name: 'coverage',
      title: 'Coverage',
      questions: [
        {
          name: 'liability-limit',
          heading: 'Liability limit (per occurrence)',
          kind: 'select',
          required: true,
          validateSelectChildren: true,
          defaultValue: '2000000',
          selectChildren: [
            ...moneyOptions([1_000_000, 2_000_000]),
            {
              value: '5000000',
              label: '$5,000,000',
              conditions: [{ key: 'years-in-business', operator: '>', value: 2 }],
              tooltip: 'Offered to businesses of 3 years or more.',
            },
          ],
        },
        {
          name: 'equipment-floater',
          heading: 'Add a contractors equipment floater (tools and equipment)',
          kind: 'checkbox',
          defaultValue: false,
          marketplaceLabel: 'Equipment floater',
          subquestions: [
            {
              name: 'equipment-floater-limit',
              heading: 'Equipment floater limit',
              kind: 'money',
              required: true,
              min: 1,
              filters: [{ key: 'equipment-floater', operator: '!!' }],
              helpText: 'Replacement cost of all tools and equipment.',
            },
            {
              name: 'equipment-floater-deductible',
              heading: 'Equipment floater deductible',
              kind: 'select',
              required: true,
              selectChildren: moneyOptions([500, 1_000, 2_500]),
              defaultValue: '1000',
              filters: [{ key: 'equipment-floater', operator: '!!' }],
            },
          ],
        },
      ],
    },
  ],
  eligibility: [
    {
      type: 'exclude',
      key: 'operations',
      values: ['demolition', 'blasting', 'asbestos-abatement'],
      outcome: 'rejected',
      message: 'Demolition, blasting and asbestos abatement are not written online.',
    },
    {
      type: 'exclude',
      key: 'operations',
      values: ['roofing'],
      outcome: 'referred',
      message: 'Roofing is referred to an underwriter.',
    },
    {
      type: 'first',
      rules: [
        {
          type: 'count',
          key: 'annual-revenue',
          operator: '>',
          value: 5_000_000,
          outcome: 'rejected',
          message: 'Revenue over $5,000,000 is placed by the underwriting team, not online.',
        },
        {
          type: 'count',
          key: 'annual-revenue',
          operator: '>',
          value: 3_000_000,
          outcome: 'referred',
          message: 'Revenue over $3,000,000 is referred to an underwriter.',
        },
      ],
    },
    {
      type: 'count',
      key: 'subcontracting-percent',
      operator: '>',
      value: 50,
      outcome: 'referred',
      message: 'More than 50% of the work subcontracted is referred to an underwriter.',
    },
    {
      type: 'and',
      outcome: 'referred',
      message: 'Subcontractors without certificates of insurance are referred to an underwriter.',
      rules: [
        {
          type: 'count',
          key: 'subcontracting-percent',
          operator: '>',
          value: 0,
          outcome: 'referred',
          message: 'Work is subcontracted.',
        },
        {
          type: 'exclude',
          key: 'subcontractor-certificates',
          values: ['no'],
          outcome: 'referred',
          message: 'No certificates collected.',
        },
      ],
    },
    {
      type: 'count',
      key: 'max-work-height-storeys',
      operator: '>',
      value: 3,
      outcome: 'referred',
      message: 'Work above the third storey is referred to an underwriter.',
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
    minimumPremium: 1_000,
    liabilityRatesPerThousand: { C1: 3, C2: 5, C3: 8, C4: 14 },
    revenueRange: { min: 25_000, max: 5_000_000 },
    limitFactors: { '1000000': 1, '2000000': 1.2, '5000000': 1.6 },
    provinceFactors: LIABILITY_PROVINCE_FACTORS,
    policyFactors: [{ key: 'claims-count', factors: { '0': 1, '1': 1.15, '2': 1.35 } }],
    yearsInBusinessBands: [{ upTo: 2, factor: 1.25 }, { upTo: 4, factor: 1.1 }, { factor: 1 }],
    subcontractingBands: [
      { upTo: 25, factor: 1 },
      { upTo: 50, factor: 1.1 },
    ],
    equipmentFloater: {
      rate: 0.02,
      limitRange: { min: 5_000, max: 250_000 },
      deductibleFactors: { '500': 1.1, '1000': 1, '2500': 0.85 },
      minimumPremium: 250,
    },
  } satisfies ContractorsRatingData,
};
