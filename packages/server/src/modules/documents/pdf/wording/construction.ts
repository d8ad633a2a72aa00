import type { ProductWording } from './types.ts';

export const CONSTRUCTION_WORDING: ProductWording = {
  policyName: 'Builders Risk and Course of Construction Policy',
  insuringAgreements: [
    {
      title: 'Property under construction',
      paragraphs: [
        'We insure the project described on the declarations page, including the building or structure under construction or renovation, materials, supplies, equipment and temporary works forming part of it, while at the project site, against all risks of direct physical loss or damage during the policy period, up to the project value shown on the declarations page.',
      ],
    },
    {
      title: 'Materials in transit and off-site storage',
      paragraphs: [
        'We insure materials and supplies destined to form part of the project while in transit within Canada or stored at another location, up to 10% of the project value or $100,000, whichever is less.',
      ],
    },
    {
      title: 'Debris removal and expediting expenses',
      paragraphs: [
        'Following insured damage we pay the reasonable cost of removing debris from the project site and the extra cost of temporary repairs and of expediting permanent repairs, up to 25% of the amount of the loss, in addition to the project value.',
      ],
    },
  ],
  definitions: [
    [
      'Project',
      'the construction, renovation or addition at the project site described in the application and on the declarations page.',
    ],
    [
      'Project value',
      'the completed value of the project, including labour, materials, overhead and profit, excluding land value.',
    ],
    ['Project site', 'the address of the project shown on the declarations page.'],
    [
      'Completion',
      'the earliest of the date the project is occupied or put to its intended use, the date it is accepted by the owner, or the expiry of the policy period.',
    ],
  ],
  exclusions: [
    {
      title: 'Construction exclusions',
      paragraphs: ['We do not insure:'],
      items: [
        'the cost of making good faulty workmanship, materials or design, although resulting physical damage to other insured property is covered;',
        'mechanical or electrical breakdown, or loss during testing or commissioning;',
        'theft of materials from an unfenced, unlocked or unattended site, or disappearance discovered on taking inventory;',
        'land, land values, trees, shrubs and excavation not forming part of the project;',
        'contractors equipment and tools, unless the declarations show an equipment floater;',
        'loss caused by flood or earthquake, unless the declarations show those perils;',
        'any loss after completion or after the project is occupied.',
      ],
    },
  ],
  conditions: [
    {
      title: 'Protection of the site',
      paragraphs: [
        'You must keep the project site reasonably secured against entry when no work is under way, protect work from the weather, and maintain fire protection and heating during freezing weather as prudent builders do.',
      ],
    },
    {
      title: 'Basis of settlement',
      paragraphs: [
        'Losses are settled at the cost of repairing or replacing the damaged work with materials of like kind and quality, less the deductible shown on the declarations page, and never for more than the project value.',
      ],
    },
  ],
  section: {
    title: 'Construction provisions',
    intro: 'These provisions apply to builders risk and course of construction policies.',
    clauses: [
      {
        title: 'Extension of the policy period',
        paragraphs: [
          'If the project is not complete at the expiry date, you may ask for an extension before expiry. Extensions are granted in whole months, up to 18 months of extensions in total, subject to our approval of the state of the project, any losses or claims, and any change in scope; an additional premium may be charged and is fully earned.',
        ],
      },
      {
        title: 'Occupancy',
        paragraphs: [
          'Partial occupancy of the project for its intended use ends cover for the occupied part, unless we have agreed to it in writing by endorsement.',
        ],
      },
      {
        title: 'Interests insured',
        paragraphs: [
          'The owner, the general contractor and the subcontractors working on the project are Insureds as their interests may appear. Loss payees and mortgagees are added by endorsement and paid as their interests appear.',
        ],
      },
    ],
  },
};
