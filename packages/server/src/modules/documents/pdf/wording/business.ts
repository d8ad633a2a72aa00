import { CGL_AGREEMENTS, CGL_DEFINITIONS, CGL_EXCLUSIONS } from './liability.ts';
import type { ProductWording } from './types.ts';

export const BUSINESS_WORDING: ProductWording = {
  policyName: 'Commercial Package Policy',
  insuringAgreements: [
    ...CGL_AGREEMENTS,
    {
      title: 'Coverage D - Business property (when shown on the declarations page)',
      paragraphs: [
        'We insure your contents, stock, equipment and tenant improvements at the premises shown on the declarations page against all risks of direct physical loss or damage, up to the limits shown, settled at replacement cost once replaced.',
      ],
    },
  ],
  definitions: [
    ...CGL_DEFINITIONS,
    [
      'Premises',
      'the location shown on the declarations page and the grounds and structures there that you own or rent.',
    ],
    ['Operations', 'the business activities shown under operations on the declarations page.'],
  ],
  exclusions: CGL_EXCLUSIONS,
  conditions: [
    {
      title: 'Protective safeguards',
      paragraphs: [
        'You must maintain any alarm, sprinkler or other protection described in the application in working order, and tell us promptly of any impairment.',
      ],
    },
  ],
  section: {
    title: 'Business provisions',
    intro: 'These provisions apply to custom business policies.',
    clauses: [
      {
        title: 'Declared operations',
        paragraphs: [
          'The premium is based on the operations and revenue stated in the application. Operations not declared are not insured until endorsed.',
        ],
      },
      {
        title: 'Vacancy',
        paragraphs: [
          'Business property cover is suspended if the premises are vacant for more than 30 consecutive days, unless we agree otherwise in writing.',
        ],
      },
    ],
  },
};
