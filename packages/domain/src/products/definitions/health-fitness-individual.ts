import type { HealthFitnessIndividualRatingData } from '../../rating/models/health-fitness-individual.ts';
import type { ProductDefinition, QuestionOption } from '../types.ts';
import {
  addressQuestion,
  claimsQuestion,
  contactQuestions,
  HOUSE_COMMISSIONS,
  RATES_NOTE,
  yesNoQuestion,
} from './common-questions.ts';

const REFERRED = 'Priced by an underwriter.';
const DECLINED = 'Not written online.';

/**
 * Operation types of individual practitioners (spec section 9 plus common ones). rateClass
 * 'standard' is sold at the preset premiums, 'refer' goes to an underwriter, 'decline' is not
 * written online; ibcCode is this marketplace's (illustrative) class code.
 */
const OPERATIONS: QuestionOption[] = [
  { value: 'personal-trainer', label: 'Personal trainer', rateClass: 'standard', ibcCode: '8721' },
  {
    value: 'group-fitness-instructor',
    label: 'Group fitness instructor',
    rateClass: 'standard',
    ibcCode: '8722',
  },
  { value: 'pilates-instructor', label: 'Pilates instructor', rateClass: 'standard', ibcCode: '8723' },
  { value: 'yoga-instructor', label: 'Yoga instructor', rateClass: 'standard', ibcCode: '8724' },
  { value: 'hot-yoga', label: 'Hot yoga instructor', rateClass: 'standard', ibcCode: '8725' },
  { value: 'yoga-therapy', label: 'Yoga therapy', rateClass: 'standard', ibcCode: '8726' },
  {
    value: 'paddleboard-yoga',
    label: 'Paddleboard yoga instructor',
    rateClass: 'refer',
    ibcCode: '8727',
    tooltip: REFERRED,
  },
  { value: 'acupressure', label: 'Acupressure', rateClass: 'standard', ibcCode: '8731' },
  { value: 'hydrotherapy', label: 'Hydrotherapy', rateClass: 'refer', ibcCode: '8732', tooltip: REFERRED },
  { value: 'squash-instructor', label: 'Squash instructor', rateClass: 'standard', ibcCode: '8741' },
  { value: 'tennis-instructor', label: 'Tennis instructor', rateClass: 'standard', ibcCode: '8742' },
  {
    value: 'first-aid-cpr-instructor',
    label: 'First aid / CPR instructor',
    rateClass: 'standard',
    ibcCode: '8743',
  },
  {
    value: 'osteopathic-manual-practitioner',
    label: 'Osteopathic manual practice (graduate practitioner)',
    rateClass: 'standard',
    ibcCode: '8751',
  },
  {
    value: 'osteopathic-manual-practice-student',
    label: 'Osteopathic manual practice (student in supervised clinic)',
    rateClass: 'refer',
    ibcCode: '8752',
    tooltip: REFERRED,
  },
  { value: 'nutrition-coach', label: 'Nutrition and wellness coach', rateClass: 'standard', ibcCode: '8761' },
  {
    value: 'outdoor-bootcamp',
    label: 'Outdoor boot camp',
    rateClass: 'standard',
    ibcCode: '8762',
    disabled: true,
    tooltip: 'No longer offered; choose Group fitness instructor.',
  },
  {
    value: 'boxing-mma-instructor',
    label: 'Boxing or MMA instructor',
    rateClass: 'decline',
    ibcCode: '8771',
    tooltip: DECLINED,
  },
  {
    value: 'aerial-silks-instructor',
    label: 'Aerial silks instructor',
    rateClass: 'decline',
    ibcCode: '8772',
    tooltip: DECLINED,
  },
];

/** Health & Fitness (Individuals): liability for instructors and practitioners at preset premiums. */
export const HEALTH_FITNESS_INDIVIDUAL: ProductDefinition = {
  productId: 'health-fitness-individual',
  version: '1.0',
  termMonths: 12,
  paymentPeriods: ['annual'],
  pages: [
    {
      name: 'applicant',
      title: 'Applicant',
      questions: [...contactQuestions('Full name of the practitioner'), addressQuestion('Mailing address')],
    },
    {
      name: 'practice',
      title: 'Practice and coverage',
      questions: [
        {
          name: 'operations',
          heading: 'Operation type',
          kind: 'multiselect',
          required: true,
          validateSelectChildren: true,
          selectChildren: OPERATIONS,
          marketplaceLabel: 'Operation type',
        },
        yesNoQuestion(
          'certification',
          'Do you hold a current certification for every activity you teach or practise?',
        ),
        { name: 'years-experience', heading: 'Years of experience', kind: 'number', required: true, min: 0 },
        {
          name: 'liability-limit',
          heading: 'Liability limit (per occurrence)',
          kind: 'radio',
          required: true,
          helpText: 'Preset premiums: $75 a year for $1,000,000, $100 for $2,000,000, $125 for $5,000,000.',
          radioChildren: [
            { value: '1000000', label: '$1,000,000', tooltip: '$75 a year' },
            { value: '2000000', label: '$2,000,000', tooltip: '$100 a year' },
            { value: '5000000', label: '$5,000,000', tooltip: '$125 a year' },
          ],
          defaultValue: '2000000',
          marketplaceLabel: 'Liability limit',
        },
        claimsQuestion(5),
      ],
    },
  ],
  eligibility: [
    {
      type: 'exclude',
      key: 'operations',
      values: OPERATIONS.filter((option) => option.rateClass === 'decline').map((option) => option.value),
      outcome: 'rejected',
      message: 'Combat sports and aerial instruction are not written online.',
    },
    {
      type: 'exclude',
      key: 'operations',
      values: OPERATIONS.filter((option) => option.rateClass === 'refer').map((option) => option.value),
      outcome: 'referred',
      message:
        'Paddleboard yoga, hydrotherapy and student osteopathic practice are referred to an underwriter.',
    },
    {
      type: 'include',
      key: 'certification',
      values: ['yes'],
      outcome: 'referred',
      message: 'Practitioners without a current certification are referred to an underwriter.',
    },
    {
      type: 'count',
      key: 'claims-count',
      operator: '>',
      value: 0,
      outcome: 'referred',
      message: 'Prior claims are referred to an underwriter.',
    },
  ],
  // Illustrative house rates of this marketplace (see RATES_NOTE); the presets are spec section 9's.
  rating: {
    ratesNote: RATES_NOTE,
    ...HOUSE_COMMISSIONS,
    minimumPremium: 75,
    presetPremiums: { '1000000': 75, '2000000': 100, '5000000': 125 },
    presetRateClasses: ['standard'],
  } satisfies HealthFitnessIndividualRatingData,
};
