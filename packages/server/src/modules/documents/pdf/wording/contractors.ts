import { CGL_AGREEMENTS, CGL_DEFINITIONS, CGL_EXCLUSIONS } from './liability.ts';
import type { ProductWording } from './types.ts';

export const CONTRACTORS_WORDING: ProductWording = {
  policyName: 'Contractors Liability Policy',
  insuringAgreements: [
    ...CGL_AGREEMENTS,
    {
      title: 'Coverage D - Contractors equipment floater (when shown on the declarations page)',
      paragraphs: [
        'We insure tools and contractors equipment owned by you or in your care against all risks of direct physical loss or damage, anywhere in Canada, up to the equipment limit shown, settled at actual cash value less the deductible.',
      ],
    },
  ],
  definitions: [
    ...CGL_DEFINITIONS,
    [
      'Operations',
      'the trades and activities shown under operations on the declarations page; no other operations are insured.',
    ],
    ['Subcontractor', 'a person or firm performing part of your work under a contract with you.'],
  ],
  exclusions: [
    ...CGL_EXCLUSIONS,
    {
      title: 'Contractors exclusions',
      paragraphs: ['This insurance does not apply to:'],
      items: [
        'operations not shown on the declarations page, including roofing, demolition, blasting, underground work below 3 metres, and work on buildings over four storeys unless declared;',
        'projects insured under a wrap-up or project-specific liability policy;',
        'asbestos, lead or mould abatement, or any hazardous materials work;',
        'equipment under a floater while leased or rented to others, or from wear, mechanical breakdown or overloading.',
      ],
    },
  ],
  conditions: [
    {
      title: 'Subcontractors',
      paragraphs: [
        'You must obtain from each subcontractor, before work starts, a certificate of commercial general liability insurance with limits of at least $2,000,000 for each occurrence, naming you as an additional insured, and keep it on file for us.',
      ],
    },
  ],
  section: {
    title: 'Contractors provisions',
    intro: 'These provisions apply to contractors, trade contractors and contractors equipment policies.',
    clauses: [
      {
        title: 'Declared operations and revenue',
        paragraphs: [
          'The premium is based on the operations and the revenue stated in the application. Changes or additions of operations must be reported to your broker and endorsed before work starts; new operations are not insured until we agree to them.',
        ],
      },
      {
        title: 'Additional insureds',
        paragraphs: [
          'A person or organisation you agree in a written contract to add as an insured is an additional insured, but only for liability caused by your ongoing operations for them. Requests for developers, home builders and major construction firms need our prior approval.',
        ],
      },
      {
        title: 'Completed operations',
        paragraphs: [
          'The products-completed operations hazard is covered within the aggregate limit shown on the declarations page, for bodily injury and property damage occurring during the policy period.',
        ],
      },
    ],
  },
};
