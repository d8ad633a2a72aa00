import { CGL_AGREEMENTS, CGL_DEFINITIONS, CGL_EXCLUSIONS } from './liability.ts';
import type { ProductWording } from './types.ts';

export const HEALTH_FITNESS_WORDING: ProductWording = {
  policyName: 'Health and Fitness Liability Policy',
  insuringAgreements: [
    ...CGL_AGREEMENTS,
    {
      title: 'Coverage D - Professional liability',
      paragraphs: [
        'We pay damages because of bodily injury arising out of an error or omission in the instruction, training, therapy or advice you give as part of the declared activities, as if it were caused by an occurrence, within the each occurrence limit.',
      ],
    },
  ],
  definitions: [
    ...CGL_DEFINITIONS,
    [
      'Declared activities',
      'the fitness, wellness or therapy activities shown under operations on the declarations page.',
    ],
    ['Participant', 'a person taking part in a class, session or program you lead or supervise.'],
    [
      'Qualified',
      'holding a current certification recognised in Canada for the declared activity, and current first aid and CPR certification.',
    ],
  ],
  exclusions: [
    ...CGL_EXCLUSIONS,
    {
      title: 'Health and fitness exclusions',
      paragraphs: ['This insurance does not apply to:'],
      items: [
        'activities other than the declared activities, including hot yoga, paddleboard yoga, hydrotherapy or martial arts unless they are declared;',
        'the prescription of drugs, supplements or diets, or any medical diagnosis or treatment;',
        'injury to a participant who has not signed a waiver and health questionnaire when your activity requires one;',
        "the use of equipment or facilities not maintained according to the manufacturer's instructions.",
      ],
    },
  ],
  conditions: [
    {
      title: 'Qualifications',
      paragraphs: [
        'Every Insured leading a declared activity must be qualified. Cover does not apply to instruction given by a person who is not.',
      ],
    },
  ],
  section: {
    title: 'Health and fitness provisions',
    intro:
      'These provisions apply to health and fitness policies for individual instructors and for premises.',
    clauses: [
      {
        title: 'Where cover applies',
        paragraphs: [
          'Individual instructors are insured for the declared activities wherever they teach in Canada, including online classes to participants in Canada. Premises policies insure the premises shown on the declarations page and the activities run there.',
        ],
      },
      {
        title: 'Participant waivers and records',
        paragraphs: [
          "You must keep each participant's signed waiver and health questionnaire, and attendance records, for at least seven years and give them to us on request when a claim is made.",
        ],
      },
      {
        title: 'Preset premiums',
        paragraphs: [
          'Policies for individual instructors are issued at the preset premium of the chosen plan ($75, $100 or $125 a year) and are not adjusted for revenue.',
        ],
      },
    ],
  },
};
