import type { TechnologyEoRatingData } from '../../rating/models/technology-eo.ts';
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

/** Technology Errors & Omissions: professional liability for technology and software firms. */
export const TECHNOLOGY_EO: ProductDefinition = {
  productId: 'technology-eo',
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
      title: 'The business',
      questions: [
        {
          name: 'operations',
          heading: 'Technology services provided',
          kind: 'multiselect',
          required: true,
          validateSelectChildren: true,
          marketplaceLabel: 'Services',
          selectChildren: [
            { value: 'web-design', label: 'Web design and development', rateClass: 'T1', ibcCode: '7371' },
            { value: 'it-training', label: 'IT training', rateClass: 'T1', ibcCode: '8243' },
            {
              value: 'software-development',
              label: 'Custom software development',
              rateClass: 'T2',
              ibcCode: '7372',
            },
            { value: 'saas', label: 'Software as a service (SaaS)', rateClass: 'T2', ibcCode: '7373' },
            { value: 'it-consulting', label: 'IT consulting', rateClass: 'T2', ibcCode: '7379' },
            { value: 'managed-services', label: 'Managed IT services', rateClass: 'T3', ibcCode: '7376' },
            {
              value: 'data-processing',
              label: 'Data processing and hosting',
              rateClass: 'T3',
              ibcCode: '7374',
            },
            {
              value: 'medical-software',
              label: 'Medical or health software',
              rateClass: 'TR',
              ibcCode: '7375',
              tooltip: 'Priced by an underwriter.',
            },
            {
              value: 'payment-processing',
              label: 'Payment processing',
              rateClass: 'X',
              ibcCode: '7377',
              tooltip: 'Not written online.',
            },
            {
              value: 'cryptocurrency',
              label: 'Cryptocurrency and blockchain',
              rateClass: 'X',
              ibcCode: '7378',
              tooltip: 'Not written online.',
            },
          ],
        },
        {
          name: 'annual-revenue',
          heading: 'Annual revenue',
          kind: 'money',
          required: true,
          min: 1,
          marketplaceLabel: 'Revenue',
        },
        {
          name: 'us-revenue-percent',
          heading: 'Share of revenue from clients in the United States (%)',
          kind: 'number',
          required: true,
          min: 0,
          max: 100,
          defaultValue: 0,
        },
        { name: 'years-in-business', heading: 'Years in business', kind: 'number', required: true, min: 0 },
        { name: 'employees-count', heading: 'Number of employees', kind: 'number', required: true, min: 0 },
        yesNoQuestion(
          'written-contracts',
          'Do you use written contracts with a limitation of liability for every client?',
        ),
      ],
    },
    {
      name: 'coverage',
      title: 'Coverage',
      questions: [
        {
          name: 'liability-limit',
          heading: 'Limit of liability (each claim and aggregate)',
          kind: 'select',
          required: true,
          validateSelectChildren: true,
          defaultValue: '1000000',
          selectChildren: [
            ...moneyOptions([1_000_000, 2_000_000, 3_000_000]),
            {
              value: '5000000',
              label: '$5,000,000',
              conditions: [{ key: 'annual-revenue', operator: '>', value: 999_999 }],
              tooltip: 'Offered from $1,000,000 of revenue.',
            },
          ],
        },
        {
          name: 'retention',
          heading: 'Retention (deductible) per claim',
          kind: 'select',
          required: true,
          selectChildren: moneyOptions([2_500, 5_000, 10_000, 25_000]),
          defaultValue: '5000',
        },
        {
          name: 'cyber-addon',
          heading: 'Add first-party cyber cover (breach response, extortion)',
          kind: 'checkbox',
          defaultValue: false,
          subquestions: [
            {
              name: 'cyber-limit',
              heading: 'Cyber limit',
              kind: 'select',
              required: true,
              selectChildren: moneyOptions([250_000, 500_000, 1_000_000]),
              filters: [{ key: 'cyber-addon', operator: '!!' }],
            },
          ],
        },
      ],
    },
    {
      name: 'history',
      title: 'Claims and prior cover',
      questions: [
        claimsQuestion(5),
        yesNoQuestion(
          'aware-of-circumstances',
          'Are you aware of any error, complaint or circumstance that could lead to a claim?',
        ),
        yesNoQuestion('prior-coverage', 'Do you have technology E&O cover today?', {
          subquestions: [
            {
              name: 'retroactive-date',
              heading: 'Retroactive date of the current policy',
              kind: 'date',
              required: true,
              placeholder: 'YYYY-MM-DD',
              filters: [{ key: 'prior-coverage', operator: '=', value: 'yes' }],
            },
          ],
        }),
      ],
    },
  ],
  eligibility: [
    {
      type: 'first',
      rules: [
        {
          type: 'count',
          key: 'annual-revenue',
          operator: '>',
          value: 20_000_000,
          outcome: 'rejected',
          message: 'Revenue over $20,000,000 is placed by the underwriting team, not online.',
        },
        {
          type: 'count',
          key: 'annual-revenue',
          operator: '>',
          value: 10_000_000,
          outcome: 'referred',
          message: 'Revenue over $10,000,000 is referred to an underwriter.',
        },
      ],
    },
    {
      type: 'exclude',
      key: 'operations',
      values: ['payment-processing', 'cryptocurrency'],
      outcome: 'rejected',
      message: 'Payment processing and cryptocurrency services are not written online.',
    },
    {
      type: 'exclude',
      key: 'operations',
      values: ['medical-software'],
      outcome: 'referred',
      message: 'Medical and health software is referred to an underwriter.',
    },
    {
      type: 'count',
      key: 'us-revenue-percent',
      operator: '>',
      value: 50,
      outcome: 'rejected',
      message: 'More than 50% of revenue from the United States cannot be insured online.',
    },
    {
      type: 'first',
      rules: [
        {
          type: 'count',
          key: 'claims-count',
          operator: '>',
          value: 1,
          outcome: 'rejected',
          message: 'More than 1 claim in the last 5 years cannot be insured online.',
        },
        {
          type: 'count',
          key: 'claims-count',
          operator: '=',
          value: 1,
          outcome: 'referred',
          message: 'A claim in the last 5 years is referred to an underwriter.',
        },
      ],
    },
    {
      type: 'exclude',
      key: 'aware-of-circumstances',
      values: ['yes'],
      outcome: 'referred',
      message: 'Known circumstances that could lead to a claim are referred to an underwriter.',
    },
    {
      type: 'exclude',
      key: 'written-contracts',
      values: ['no'],
      outcome: 'referred',
      message: 'Work without written contracts is referred to an underwriter.',
    },
  ],
  // Illustrative house rates of this marketplace (see RATES_NOTE), not an insurer's filing.
  rating: {
    ratesNote: RATES_NOTE,
    ...HOUSE_COMMISSIONS,
    minimumPremium: 1_000,
    ratesPerThousand: { T1: 4, T2: 6, T3: 8 },
    revenueRange: { min: 50_000, max: 20_000_000 },
    limitFactors: { '1000000': 1, '2000000': 1.35, '3000000': 1.6, '5000000': 2 },
    usRevenueBands: [
      { upTo: 10, factor: 1 },
      { upTo: 25, factor: 1.15 },
      { upTo: 50, factor: 1.3 },
    ],
    policyFactors: [
      { key: 'retention', factors: { '2500': 1.1, '5000': 1, '10000': 0.92, '25000': 0.85 } },
      { key: 'claims-count', factors: { '0': 1, '1': 1.25 } },
    ],
    cyberPremiums: { '250000': 350, '500000': 550, '1000000': 900 },
  } satisfies TechnologyEoRatingData,
};
