import type { ProductDefinition } from './types.ts';

/** A small questionnaire exercising every feature of the engine (used by the engine's tests only). */
export const FIXTURE: ProductDefinition = {
  productId: 'fixture',
  version: '1.0',
  eligibility: [],
  rating: {},
  pages: [
    {
      name: 'business',
      title: 'Business',
      questions: [
        { name: 'business-name', heading: 'Business name', kind: 'text', required: true },
        { name: 'email', heading: 'Email', kind: 'email', required: true },
        { name: 'business-address', heading: 'Address', kind: 'address', required: true },
        {
          name: 'operations',
          heading: 'Operations',
          kind: 'multiselect',
          required: true,
          validateSelectChildren: true,
          selectChildren: [
            { value: 'yoga', label: 'Yoga' },
            { value: 'pilates', label: 'Pilates' },
            {
              value: 'hot-yoga',
              label: 'Hot yoga',
              conditions: [{ key: 'business-address-province', operator: '=', value: 'ON' }],
            },
            { value: 'crossfit', label: 'CrossFit', disabled: true },
          ],
        },
        {
          name: 'has-employees',
          heading: 'Employees?',
          kind: 'radio',
          required: true,
          radioChildren: [
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ],
          keysToUpdate: [
            { when: 'yes', set: { 'payroll-reviewed': false } },
            { set: { 'employees-answered': true } },
          ],
          subquestions: [
            {
              name: 'employee-count',
              heading: 'How many?',
              kind: 'number',
              required: true,
              min: 1,
              max: 50,
              filters: [{ key: 'has-employees', operator: '=', value: 'yes' }],
              subquestions: [
                {
                  name: 'payroll',
                  heading: 'Payroll',
                  kind: 'money',
                  required: true,
                  filters: [{ key: 'employee-count', operator: '>', value: 10 }],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'details',
      title: 'Details',
      questions: [
        { name: 'policy-effective-date', heading: 'Effective date', kind: 'date', required: true },
        { name: 'year-built', heading: 'Year built', kind: 'year' },
        {
          name: 'roommates',
          heading: 'Roommates',
          kind: 'group',
          maxItems: 3,
          itemQuestions: [
            { name: 'roommate-name', heading: 'Name', kind: 'text', required: true },
            { name: 'roommate-birthyear', heading: 'Birth year', kind: 'year', required: true },
            {
              name: 'roommate-email',
              heading: 'Email',
              kind: 'email',
              required: true,
              filters: [{ key: 'roommate-name', operator: '!!' }],
            },
          ],
        },
        {
          name: 'coverage',
          heading: 'Coverage',
          kind: 'select',
          defaultValue: '1000000',
          selectChildren: [
            { value: '1000000', label: '$1,000,000' },
            { value: '2000000', label: '$2,000,000' },
          ],
        },
        {
          name: 'deductible',
          heading: 'Deductible',
          kind: 'select',
          defaultValue: '500',
          filters: [{ key: 'coverage', operator: '=', value: '2000000' }],
          selectChildren: [{ value: '500', label: '$500' }],
        },
      ],
    },
  ],
};

/** Answers that complete every page of FIXTURE. */
export const COMPLETE_FORM = {
  'business-name': 'Sunrise Yoga',
  email: 'owner@sunrise.example',
  'business-address-street': '1 Main St',
  'business-address-city': 'Vancouver',
  'business-address-province': 'BC',
  'business-address-postal': 'V6B 1A1',
  operations: 'yoga,pilates',
  'has-employees': 'no',
  'policy-effective-date': '2026-05-01',
  coverage: '1000000',
};
