import type { ProductPage, Question } from '../types.ts';
import { moneyOptions, yesNoQuestion } from './common-questions.ts';

/** Site security measures; each earns a credit in the rating data (securityCredits). */
export const SECURITY_MEASURES: Question = {
  name: 'security-measures',
  heading: 'Site security',
  kind: 'checkboxes',
  helpText: 'Tick every measure in place for the whole project.',
  checkboxChildren: [
    { value: 'fencing', label: 'Perimeter fencing, locked after hours' },
    { value: 'monitored-alarm', label: 'Monitored intrusion alarm' },
    { value: 'security-guard', label: 'Security guard after hours' },
    { value: 'cameras', label: 'Monitored cameras' },
  ],
};

/** Site security credits (5% to 10% each, capped at 15%): illustrative house rates. */
export const SECURITY_CREDITS = {
  fencing: 0.05,
  'monitored-alarm': 0.05,
  'security-guard': 0.1,
  cameras: 0.05,
};

/** Hot work on site (welding, torch-on roofing). */
export const HOT_WORK = yesNoQuestion(
  'hot-work',
  'Will welding, torch-on roofing or other hot work be done on site?',
  { helpText: 'Hot work is referred to an underwriter for the fire-watch conditions.' },
);

/** Deductible question with the given dollar amounts. */
export function deductibleQuestion(amounts: readonly number[]): Question {
  return {
    name: 'deductible',
    heading: 'Deductible',
    kind: 'select',
    required: true,
    selectChildren: moneyOptions(amounts),
    defaultValue: String(amounts[0]),
  };
}

/** Completed value and term of a construction project. */
export function projectValueQuestions(term: { min: number; max: number }): Question[] {
  return [
    {
      name: 'project-value',
      heading: 'Completed value of the project',
      kind: 'money',
      required: true,
      min: 1,
      helpText: 'Total replacement cost at completion: materials, labour and fees.',
      marketplaceLabel: 'Project value',
    },
    {
      name: 'project-term-months',
      heading: 'Project term in months',
      kind: 'number',
      required: true,
      min: term.min,
      max: term.max,
      helpText: 'Whole months. Policies can later be extended in whole months, up to 18 months in total.',
    },
  ];
}

/** The lender and the additional insureds of a construction project. */
export function interestsPage(): ProductPage {
  return {
    name: 'interests',
    title: 'Lenders and additional insureds',
    questions: [
      {
        name: 'has-mortgagee',
        heading: 'A lender (mortgagee or loss payee) has an interest in the project',
        kind: 'checkbox',
        defaultValue: false,
        subquestions: [
          {
            name: 'mortgagee-name',
            heading: 'Lender name',
            kind: 'text',
            required: true,
            filters: [{ key: 'has-mortgagee', operator: '!!' }],
            marketplaceLabel: 'Mortgagee',
          },
          {
            name: 'mortgagee-address',
            heading: 'Lender address',
            kind: 'textarea',
            required: true,
            filters: [{ key: 'has-mortgagee', operator: '!!' }],
          },
        ],
      },
      {
        name: 'additional-insureds',
        heading: 'Additional insureds',
        kind: 'group',
        maxItems: 5,
        helpText: 'Owners, developers or contractors to add to the policy.',
        itemQuestions: [
          {
            name: 'additional-insured-name',
            heading: 'Additional insured name',
            kind: 'text',
            required: true,
          },
          {
            name: 'additional-insured-address',
            heading: 'Additional insured address',
            kind: 'textarea',
            required: true,
          },
        ],
      },
    ],
  };
}
