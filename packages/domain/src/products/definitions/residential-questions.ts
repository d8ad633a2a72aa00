import type { Condition, EligibilityRule, Question, QuestionOption } from '../types.ts';
import { yesNoQuestion } from './common-questions.ts';

/** Flood cover is offered once the province is known (flood rates are by province) and without a prior water loss. */
export const FLOOD_OFFER_CONDITIONS: Condition[] = [
  { key: 'prior-flood-loss', operator: '!' },
  { key: 'business-address-province', operator: '!!' },
];

/** The cover levels of spec section 9; the flood levels carry FLOOD_OFFER_CONDITIONS. */
export const COVER_LEVELS: Record<string, QuestionOption> = {
  basic: { value: 'basic', label: 'Basic', tooltip: 'Named perils, no flood or sewer backup.' },
  'basic-flood': {
    value: 'basic-flood',
    label: 'Basic With Flood Cover',
    conditions: FLOOD_OFFER_CONDITIONS,
    tooltip: 'Named perils plus overland flood and sewer backup.',
  },
  'enhanced-no-flood': {
    value: 'enhanced-no-flood',
    label: 'Enhanced (No Flood Cover)',
    tooltip: 'All risks on contents, no flood or sewer backup.',
  },
  enhanced: {
    value: 'enhanced',
    label: 'Enhanced',
    conditions: FLOOD_OFFER_CONDITIONS,
    tooltip: 'All risks on contents, including overland flood and sewer backup.',
  },
  premium: {
    value: 'premium',
    label: 'Premium',
    // Premium is offered with flood only, and from $30,000 of contents.
    conditions: [...FLOOD_OFFER_CONDITIONS, { key: 'contents-limit', operator: '>', value: 29_999 }],
    tooltip: 'Enhanced plus replacement cost, identity theft and higher special limits.',
  },
};

/** The cover levels that include flood cover. */
export const FLOOD_COVER_LEVELS = ['basic-flood', 'enhanced', 'premium'];

/** Cover level question offering the given levels; the answer must be a visible option. */
export function coverLevelQuestion(levels: readonly string[], defaultLevel: string): Question {
  return {
    name: 'cover-level',
    heading: 'Cover level',
    kind: 'select',
    required: true,
    selectChildren: levels.map((level) => {
      const option = COVER_LEVELS[level];
      if (!option) throw new Error(`Unknown cover level ${level}`);
      return option;
    }),
    validateSelectChildren: true,
    defaultValue: defaultLevel,
    marketplaceLabel: 'Cover level',
    helpText:
      'Flood cover levels are offered once the rental address is entered, where there was no prior water loss.',
  };
}

/** Whether the rental had a water loss; a ticked box hides the flood cover levels. */
export const PRIOR_FLOOD_LOSS: Question = {
  name: 'prior-flood-loss',
  heading: 'The rental has had flood, sewer backup or water damage in the last 10 years',
  kind: 'checkbox',
  defaultValue: false,
};

/** Dwelling type, and the floor of an apartment unit (cleared for houses). */
export function dwellingQuestions(): Question[] {
  return [
    {
      name: 'dwelling-type',
      heading: 'Type of dwelling',
      kind: 'select',
      required: true,
      selectChildren: [
        { value: 'apartment', label: 'Apartment or condo unit' },
        { value: 'townhouse', label: 'Townhouse or row house' },
        { value: 'house', label: 'Detached or semi-detached house' },
        {
          value: 'basement-suite',
          label: 'Basement suite',
          tooltip: 'Referred to an underwriter (water exposure).',
        },
      ],
      keysToUpdate: [
        { when: 'house', set: { 'unit-floor': null } },
        { when: 'townhouse', set: { 'unit-floor': null } },
        { when: 'basement-suite', set: { 'unit-floor': null } },
      ],
    },
    {
      name: 'unit-floor',
      heading: 'Floor of the unit',
      kind: 'text',
      required: true,
      placeholder: 'e.g. 3',
      helpText: 'The ground floor is 1.',
      filters: [{ key: 'dwelling-type', operator: '=', value: 'apartment' }],
    },
  ];
}

/** Prior cancellation or refusal by an insurer. */
export const PRIOR_CANCELLATION = yesNoQuestion(
  'prior-cancellation',
  'Has an insurer cancelled or refused to renew a policy of the insured in the last 3 years?',
);

/** Units below ground level (or floors that cannot be real) are not written online. */
export const ABOVE_GROUND_RULE: EligibilityRule = {
  type: 'notAboveGround',
  key: 'unit-floor',
  outcome: 'rejected',
  message: 'The unit must be on an above-ground floor (1 to 199) to be insured online.',
};

/** Flood cover in the territories goes to an underwriter. */
export const TERRITORY_FLOOD_RULE: EligibilityRule = {
  type: 'and',
  outcome: 'referred',
  message: 'Flood cover in the territories is referred to an underwriter.',
  rules: [
    {
      type: 'exclude',
      key: 'cover-level',
      values: FLOOD_COVER_LEVELS,
      outcome: 'referred',
      message: 'A flood cover level was chosen.',
    },
    {
      type: 'exclude',
      key: 'business-address-province',
      values: ['NT', 'NU', 'YT'],
      outcome: 'referred',
      message: 'The rental is in the territories.',
    },
  ],
};
