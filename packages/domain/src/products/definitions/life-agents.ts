import type { LifeAgentsRatingData } from '../../rating/models/life-agents.ts';
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

/** Life Agents E&O: errors and omissions cover for licensed life insurance agents. */
export const LIFE_AGENTS: ProductDefinition = {
  productId: 'life-agents',
  version: '1.0',
  termMonths: 12,
  paymentPeriods: ['annual', 'monthly'],
  pages: [
    {
      name: 'applicant',
      title: 'Applicant',
      questions: [...contactQuestions('Full name of the agent'), addressQuestion('Business address')],
    },
    {
      name: 'practice',
      title: 'Practice and coverage',
      questions: [
        {
          name: 'operations',
          heading: 'Products sold',
          kind: 'multiselect',
          required: true,
          validateSelectChildren: true,
          marketplaceLabel: 'Products sold',
          selectChildren: [
            { value: 'life', label: 'Life insurance', rateClass: 'L1', ibcCode: '6411' },
            { value: 'accident-sickness', label: 'Accident and sickness', rateClass: 'L1', ibcCode: '6412' },
            { value: 'critical-illness', label: 'Critical illness', rateClass: 'L1', ibcCode: '6413' },
            { value: 'segregated-funds', label: 'Segregated funds', rateClass: 'L2', ibcCode: '6414' },
            { value: 'annuities', label: 'Annuities', rateClass: 'L2', ibcCode: '6415' },
            { value: 'group-benefits', label: 'Group benefits', rateClass: 'L2', ibcCode: '6416' },
            {
              value: 'mutual-funds',
              label: 'Mutual funds or securities',
              rateClass: 'X',
              ibcCode: '6211',
              tooltip: 'Needs securities E&O; not written here.',
            },
          ],
        },
        {
          name: 'licence-province',
          heading: 'Province of the life licence',
          kind: 'province',
          required: true,
        },
        { name: 'licence-number', heading: 'Life licence number', kind: 'text', required: true },
        { name: 'years-licensed', heading: 'Years licensed', kind: 'number', required: true, min: 0 },
        yesNoQuestion(
          'licence-discipline',
          'Has a regulator ever disciplined, suspended or fined the agent?',
        ),
        {
          name: 'liability-limit',
          heading: 'Limit of liability (each claim)',
          kind: 'select',
          required: true,
          selectChildren: moneyOptions([1_000_000, 2_000_000]),
          defaultValue: '1000000',
        },
        claimsQuestion(5),
      ],
    },
  ],
  eligibility: [
    {
      type: 'exclude',
      key: 'operations',
      values: ['mutual-funds'],
      outcome: 'rejected',
      message: 'Mutual funds and securities need securities E&O, not written here.',
    },
    {
      type: 'exclude',
      key: 'licence-discipline',
      values: ['yes'],
      outcome: 'rejected',
      message: 'Agents disciplined by a regulator cannot be insured online.',
    },
    {
      type: 'count',
      key: 'claims-count',
      operator: '>',
      value: 0,
      outcome: 'referred',
      message: 'Prior E&O claims are referred to an underwriter.',
    },
  ],
  // Illustrative house rates of this marketplace (see RATES_NOTE), not an insurer's filing.
  rating: {
    ratesNote: RATES_NOTE,
    ...HOUSE_COMMISSIONS,
    minimumPremium: 400,
    limitPremiums: { '1000000': 350, '2000000': 475 },
    classFactors: { L1: 1, L2: 1.3 },
    yearsLicensedBands: [{ upTo: 1, factor: 1.2 }, { factor: 1 }],
    policyFactors: [{ key: 'claims-count', factors: { '0': 1, '1': 1.5 } }],
  } satisfies LifeAgentsRatingData,
};
