import type { ContractorsEquipmentRatingData } from '../../rating/models/contractors-equipment.ts';
import type { ProductDefinition } from '../types.ts';
import {
  addressQuestion,
  claimsQuestion,
  contactQuestions,
  HOUSE_COMMISSIONS,
  moneyOptions,
  RATES_NOTE,
} from './common-questions.ts';
import { EQUIPMENT_PROVINCE_FACTORS } from './province-factors.ts';

/** Contractors Equipment: stand-alone cover for contractors tools and mobile equipment. */
export const CONTRACTORS_EQUIPMENT: ProductDefinition = {
  productId: 'contractors-equipment',
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
      name: 'equipment',
      title: 'Equipment',
      questions: [
        {
          name: 'equipment-type',
          heading: 'Main type of equipment',
          kind: 'select',
          required: true,
          selectChildren: [
            { value: 'hand-tools', label: 'Hand tools' },
            { value: 'power-tools', label: 'Portable power tools' },
            { value: 'scaffolding', label: 'Scaffolding and ladders' },
            { value: 'mobile-equipment', label: 'Mobile equipment (skid steers, mini excavators)' },
          ],
        },
        {
          name: 'equipment-limit',
          heading: 'Total replacement value of the equipment',
          kind: 'money',
          required: true,
          min: 1,
          marketplaceLabel: 'Equipment limit',
        },
        {
          name: 'largest-item-value',
          heading: 'Value of the most expensive item',
          kind: 'money',
          required: true,
          min: 1,
        },
        {
          name: 'equipment-schedule',
          heading: 'Items over $10,000 (make, model, serial number, value)',
          kind: 'textarea',
          filters: [{ key: 'largest-item-value', operator: '>', value: 10_000 }],
          required: true,
        },
        {
          name: 'storage-security',
          heading: 'Where is the equipment kept overnight?',
          kind: 'radio',
          required: true,
          radioChildren: [
            { value: 'locked-building', label: 'In a locked building' },
            { value: 'fenced-yard', label: 'In a locked, fenced yard' },
            { value: 'vehicle-or-site', label: 'In a vehicle or on the job site' },
          ],
        },
        {
          name: 'equipment-deductible',
          heading: 'Deductible',
          kind: 'select',
          required: true,
          selectChildren: moneyOptions([500, 1_000, 2_500]),
          defaultValue: '1000',
        },
        claimsQuestion(3),
      ],
    },
  ],
  eligibility: [
    {
      type: 'count',
      key: 'largest-item-value',
      operator: '>',
      value: 100_000,
      outcome: 'referred',
      message: 'Items worth more than $100,000 are referred to an underwriter.',
    },
    {
      type: 'count',
      key: 'equipment-limit',
      operator: '>',
      value: 250_000,
      outcome: 'rejected',
      message: 'Equipment schedules over $250,000 are not written online.',
    },
    {
      type: 'count',
      key: 'claims-count',
      operator: '>',
      value: 1,
      outcome: 'rejected',
      message: 'More than 1 equipment claim in the last 3 years cannot be insured online.',
    },
  ],
  // Illustrative house rates of this marketplace (see RATES_NOTE), not an insurer's filing.
  rating: {
    ratesNote: RATES_NOTE,
    ...HOUSE_COMMISSIONS,
    minimumPremium: 250,
    ratesByType: { 'hand-tools': 0.025, 'power-tools': 0.02, scaffolding: 0.018, 'mobile-equipment': 0.015 },
    limitRange: { min: 2_500, max: 250_000 },
    provinceFactors: EQUIPMENT_PROVINCE_FACTORS,
    policyFactors: [
      { key: 'equipment-deductible', factors: { '500': 1.1, '1000': 1, '2500': 0.85 } },
      {
        key: 'storage-security',
        factors: { 'locked-building': 1, 'fenced-yard': 1.1, 'vehicle-or-site': 1.3 },
      },
      { key: 'claims-count', factors: { '0': 1, '1': 1.25 } },
    ],
  } satisfies ContractorsEquipmentRatingData,
};
