import type { ConstructionRatingData } from '../../rating/models/construction.ts';
import type { ProductDefinition } from '../types.ts';
import {
  addressQuestion,
  claimsQuestion,
  contactQuestions,
  FIRE_PROTECTION,
  HOUSE_COMMISSIONS,
  RATES_NOTE,
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

/** Builders Risk: property cover for buildings under construction or renovation (up to $3M, 12 months). */
export const BUILDERS_RISK: ProductDefinition = {
  productId: 'builders-risk',
  version: '1.0',
  paymentPeriods: ['annual'],
  pages: [
    {
      name: 'applicant',
      title: 'Applicant',
      questions: [
        ...contactQuestions('Named insured (owner or builder)'),
        addressQuestion('Project address'),
        {
          name: 'insured-role',
          heading: 'The named insured is the',
          kind: 'radio',
          required: true,
          radioChildren: [
            { value: 'owner', label: 'Owner of the property' },
            { value: 'builder', label: 'Builder or general contractor' },
          ],
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
          kind: 'radio',
          required: true,
          radioChildren: [
            { value: 'new-construction', label: 'New construction' },
            { value: 'work-on-existing', label: 'Renovation of or addition to an existing building' },
          ],
          keysToUpdate: [
            { when: 'new-construction', set: { 'existing-building-value': null, 'renovation-scope': null } },
          ],
          subquestions: [
            {
              name: 'renovation-scope',
              heading: 'Scope of the work',
              kind: 'select',
              required: true,
              filters: [{ key: 'project-type', operator: '=', value: 'work-on-existing' }],
              selectChildren: [
                { value: 'interior', label: 'Interior renovation' },
                { value: 'structural', label: 'Structural renovation (walls, roof or foundation)' },
                { value: 'addition', label: 'Addition' },
              ],
            },
            {
              name: 'existing-building-value',
              heading: 'Replacement value of the existing building',
              kind: 'money',
              required: true,
              min: 1,
              filters: [{ key: 'project-type', operator: '=', value: 'work-on-existing' }],
            },
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
            { value: 'log-straw-bale', label: 'Log or straw bale', tooltip: 'Not insured online.' },
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
        ...projectValueQuestions({ min: 3, max: 12 }),
        {
          name: 'occupancy-during-construction',
          heading: 'Occupancy during the work',
          kind: 'radio',
          required: true,
          radioChildren: [
            { value: 'unoccupied', label: 'Unoccupied until completion' },
            { value: 'occupied', label: 'Lived in or used during the work' },
          ],
        },
        {
          name: 'intended-occupancy',
          heading: 'Use of the building at completion',
          kind: 'select',
          required: true,
          selectChildren: [
            { value: 'owner-residence', label: "Owner's residence" },
            { value: 'rental', label: 'Residential rental' },
            { value: 'for-sale', label: 'Built for sale' },
            { value: 'commercial', label: 'Commercial' },
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
        deductibleQuestion([1_000, 2_500, 5_000]),
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
          value: 3_000_000,
          outcome: 'rejected',
          message: 'Projects over $3,000,000 are written on Course of Construction.',
        },
        {
          type: 'count',
          key: 'project-value',
          operator: '>',
          value: 2_000_000,
          outcome: 'referred',
          message: 'Projects over $2,000,000 are referred to an underwriter.',
        },
      ],
    },
    {
      type: 'exclude',
      key: 'construction-type',
      values: ['log-straw-bale'],
      outcome: 'rejected',
      message: 'Log and straw bale construction is not insured online.',
    },
    {
      type: 'count',
      key: 'storeys',
      operator: '>',
      value: 4,
      outcome: 'rejected',
      message: 'Buildings over 4 storeys are written on Course of Construction.',
    },
    {
      type: 'count',
      key: 'project-term-months',
      operator: '>',
      value: 12,
      outcome: 'rejected',
      message: 'Builders Risk terms are at most 12 months; extend later if needed.',
    },
    {
      type: 'exclude',
      key: 'hot-work',
      values: ['yes'],
      outcome: 'referred',
      message: 'Hot work on site is referred to an underwriter.',
    },
    {
      type: 'and',
      outcome: 'rejected',
      message: 'A building that stays occupied during structural work cannot be insured online.',
      rules: [
        {
          type: 'exclude',
          key: 'occupancy-during-construction',
          values: ['occupied'],
          outcome: 'rejected',
          message: 'Occupied during the work.',
        },
        {
          type: 'exclude',
          key: 'renovation-scope',
          values: ['structural'],
          outcome: 'rejected',
          message: 'Structural renovation.',
        },
      ],
    },
    {
      type: 'or',
      outcome: 'referred',
      message: 'Commercial buildings and insureds with prior claims are referred to an underwriter.',
      rules: [
        {
          type: 'exclude',
          key: 'intended-occupancy',
          values: ['commercial'],
          outcome: 'referred',
          message: 'Commercial use at completion.',
        },
        {
          type: 'count',
          key: 'claims-count',
          operator: '>',
          value: 0,
          outcome: 'referred',
          message: 'Prior claims.',
        },
      ],
    },
  ],
  // Illustrative house rates of this marketplace (see RATES_NOTE), not an insurer's filing.
  rating: {
    ratesNote: RATES_NOTE,
    ...HOUSE_COMMISSIONS,
    minimumPremium: 500,
    ratesPerThousand: { 'wood-frame': 6, 'joisted-masonry': 4.5, 'non-combustible': 3, 'fire-resistive': 2 },
    projectValueRange: { min: 50_000, max: 3_000_000 },
    termRange: { min: 3, max: 12 },
    provinceFactors: CONSTRUCTION_PROVINCE_FACTORS,
    policyFactors: [
      { key: 'fire-protection', factors: { protected: 1, 'semi-protected': 1.15, unprotected: 1.4 } },
      { key: 'deductible', factors: { '1000': 1, '2500': 0.92, '5000': 0.85 } },
      { key: 'occupancy-during-construction', factors: { unoccupied: 1, occupied: 0.9 } },
    ],
    securityCredits: SECURITY_CREDITS,
    maxSecurityCredit: 0.15,
    existingBuilding: {
      ratePerThousand: 1.5,
      range: { min: 10_000, max: 3_000_000 },
      projectTypes: ['work-on-existing'],
    },
  } satisfies ConstructionRatingData,
};
