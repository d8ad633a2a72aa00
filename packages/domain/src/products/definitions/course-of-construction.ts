import type { ConstructionRatingData } from '../../rating/models/construction.ts';
import type { ProductDefinition } from '../types.ts';
import {
  addressQuestion,
  claimsQuestion,
  contactQuestions,
  FIRE_PROTECTION,
  HOUSE_COMMISSIONS,
  RATES_NOTE,
  yesNoQuestion,
} from './common-questions.ts';
import {
  deductibleQuestion,
  HOT_WORK,
  interestsPage,
  projectValueQuestions,
  SECURITY_CREDITS,
  SECURITY_MEASURES,
} from './construction-questions.ts';
import { CONSTRUCTION_PROVINCE_FACTORS } from './province-factors.ts';

/** Course of Construction: materials and work in progress on larger projects ($1M to $25M, up to 36 months). */
export const COURSE_OF_CONSTRUCTION: ProductDefinition = {
  productId: 'course-of-construction',
  version: '1.0',
  paymentPeriods: ['annual', 'instalment'],
  pages: [
    {
      name: 'applicant',
      title: 'Applicant',
      questions: [
        ...contactQuestions('Named insured (owner or developer)'),
        addressQuestion('Project address'),
        {
          name: 'insured-role',
          heading: 'The named insured is the',
          kind: 'radio',
          required: true,
          radioChildren: [
            { value: 'owner', label: 'Owner' },
            { value: 'developer', label: 'Developer' },
            { value: 'general-contractor', label: 'General contractor' },
          ],
        },
        {
          name: 'general-contractor-name',
          heading: 'General contractor',
          kind: 'text',
          helpText: 'The contractor running the site; leave empty when it is the named insured.',
        },
      ],
    },
    {
      name: 'project',
      title: 'The project',
      questions: [
        {
          name: 'project-type',
          heading: 'Type of project',
          kind: 'select',
          required: true,
          selectChildren: [
            { value: 'multi-unit-residential', label: 'Multi-unit residential' },
            { value: 'commercial', label: 'Commercial' },
            { value: 'mixed-use', label: 'Mixed use' },
            { value: 'institutional', label: 'Institutional' },
            { value: 'industrial', label: 'Industrial' },
          ],
        },
        {
          name: 'construction-type',
          heading: 'Construction type',
          kind: 'select',
          required: true,
          validateSelectChildren: true,
          selectChildren: [
            { value: 'wood-frame', label: 'Wood frame' },
            { value: 'joisted-masonry', label: 'Joisted masonry' },
            { value: 'non-combustible', label: 'Non-combustible (steel frame)' },
            { value: 'fire-resistive', label: 'Fire resistive (reinforced concrete)' },
            { value: 'mass-timber', label: 'Mass timber', tooltip: 'Priced by an underwriter.' },
          ],
          marketplaceLabel: 'Construction type',
        },
        {
          name: 'storeys',
          heading: 'Number of storeys at completion',
          kind: 'number',
          required: true,
          min: 1,
        },
        ...projectValueQuestions({ min: 6, max: 36 }),
        {
          name: 'occupancy-during-construction',
          heading: 'Occupancy during construction',
          kind: 'radio',
          required: true,
          radioChildren: [
            { value: 'unoccupied', label: 'Unoccupied until completion' },
            { value: 'partially-occupied', label: 'Partly occupied (phased handover)' },
          ],
        },
        {
          name: 'soft-costs',
          heading: 'Add soft costs (delay in start-up) cover',
          kind: 'checkbox',
          defaultValue: false,
          helpText: 'Interest, rents and fees lost when an insured loss delays completion.',
          subquestions: [
            {
              name: 'soft-costs-limit',
              heading: 'Soft costs limit',
              kind: 'money',
              required: true,
              min: 1,
              filters: [{ key: 'soft-costs', operator: '!!' }],
            },
          ],
        },
      ],
    },
    {
      name: 'site',
      title: 'Site protection',
      questions: [
        FIRE_PROTECTION,
        SECURITY_MEASURES,
        HOT_WORK,
        yesNoQuestion(
          'water-mitigation',
          'Is there a water damage mitigation plan (leak detection, shut-off valves)?',
        ),
        deductibleQuestion([5_000, 10_000, 25_000]),
        claimsQuestion(5),
      ],
    },
    interestsPage(),
  ],
  eligibility: [
    {
      type: 'first',
      rules: [
        {
          type: 'count',
          key: 'project-value',
          operator: '>',
          value: 25_000_000,
          outcome: 'rejected',
          message: 'Projects over $25,000,000 are placed by the underwriting team, not online.',
        },
        {
          type: 'count',
          key: 'project-value',
          operator: '>',
          value: 15_000_000,
          outcome: 'referred',
          message: 'Projects over $15,000,000 are referred to an underwriter.',
        },
      ],
    },
    {
      type: 'exclude',
      key: 'construction-type',
      values: ['mass-timber'],
      outcome: 'referred',
      message: 'Mass timber projects are referred to an underwriter.',
    },
    {
      type: 'and',
      outcome: 'referred',
      message: 'Wood frame buildings over 6 storeys are referred to an underwriter.',
      rules: [
        {
          type: 'exclude',
          key: 'construction-type',
          values: ['wood-frame'],
          outcome: 'referred',
          message: 'Wood frame.',
        },
        {
          type: 'count',
          key: 'storeys',
          operator: '>',
          value: 6,
          outcome: 'referred',
          message: 'Over 6 storeys.',
        },
      ],
    },
    {
      type: 'and',
      outcome: 'referred',
      message: 'Projects over $5,000,000 need a water damage mitigation plan, or an underwriter.',
      rules: [
        {
          type: 'count',
          key: 'project-value',
          operator: '>',
          value: 5_000_000,
          outcome: 'referred',
          message: 'Over $5,000,000.',
        },
        {
          type: 'include',
          key: 'water-mitigation',
          values: ['yes'],
          outcome: 'referred',
          message: 'No water damage mitigation plan.',
        },
      ],
    },
    {
      type: 'count',
      key: 'project-term-months',
      operator: '>',
      value: 36,
      outcome: 'rejected',
      message: 'Course of Construction terms are at most 36 months.',
    },
    {
      type: 'exclude',
      key: 'hot-work',
      values: ['yes'],
      outcome: 'referred',
      message: 'Hot work on site is referred to an underwriter.',
    },
    {
      type: 'count',
      key: 'claims-count',
      operator: '>',
      value: 1,
      outcome: 'referred',
      message: 'More than 1 claim in the last 5 years is referred to an underwriter.',
    },
  ],
  // Illustrative house rates of this marketplace (see RATES_NOTE), not an insurer's filing.
  rating: {
    ratesNote: RATES_NOTE,
    ...HOUSE_COMMISSIONS,
    minimumPremium: 2_500,
    ratesPerThousand: {
      'wood-frame': 3.5,
      'joisted-masonry': 2.75,
      'non-combustible': 1.75,
      'fire-resistive': 1.25,
    },
    projectValueRange: { min: 1_000_000, max: 25_000_000 },
    termRange: { min: 6, max: 36 },
    provinceFactors: CONSTRUCTION_PROVINCE_FACTORS,
    policyFactors: [
      { key: 'fire-protection', factors: { protected: 1, 'semi-protected': 1.15, unprotected: 1.4 } },
      { key: 'deductible', factors: { '5000': 1, '10000': 0.9, '25000': 0.8 } },
      { key: 'occupancy-during-construction', factors: { unoccupied: 1, 'partially-occupied': 1.1 } },
      { key: 'claims-count', factors: { '0': 1, '1': 1.2 } },
    ],
    securityCredits: SECURITY_CREDITS,
    maxSecurityCredit: 0.15,
    softCosts: { ratePerThousand: 2, range: { min: 100_000, max: 5_000_000 } },
  } satisfies ConstructionRatingData,
};
