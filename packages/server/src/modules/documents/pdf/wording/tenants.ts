import type { ProductWording } from './types.ts';

export const TENANTS_WORDING: ProductWording = {
  policyName: 'Tenants Package Policy',
  insuringAgreements: [
    {
      title: 'Coverage A - Personal property',
      paragraphs: [
        'We insure the personal property owned or used by an Insured while it is at the residence premises, or temporarily elsewhere anywhere in the world, against direct physical loss or damage caused by an insured peril, up to the personal property limit shown on the declarations page.',
      ],
    },
    {
      title: 'Coverage B - Additional living expenses',
      paragraphs: [
        'If an insured loss makes the residence premises unfit to live in, or a civil authority prohibits access to it because of damage to neighbouring premises by an insured peril, we pay the reasonable increase in living expenses needed to maintain your normal standard of living, up to the additional living expenses limit shown on the declarations page, for the shortest time needed to repair the premises or to settle elsewhere.',
      ],
    },
    {
      title: 'Coverage C - Personal liability',
      paragraphs: [
        "We pay all sums an Insured becomes legally liable to pay as compensatory damages because of bodily injury or property damage arising out of the Insured's personal activities anywhere in the world, or out of the residence premises, up to the liability limit shown on the declarations page for each occurrence. We defend any suit seeking such damages and pay defence costs in addition to the limit.",
      ],
    },
  ],
  definitions: [
    [
      'Residence premises',
      'the dwelling unit rented by the Named Insured at the address shown on the declarations page, and the storage locker or parking space rented with it.',
    ],
    [
      'Roommate',
      'a person named on the declarations page as a roommate who lives at the residence premises and shares its rent.',
    ],
    [
      'Insured peril',
      'fire, lightning, explosion, smoke, windstorm, hail, theft or attempted theft, vandalism, falling objects, impact by aircraft or vehicle, riot, and the sudden and accidental escape of water from a plumbing, heating or air-conditioning system within the building.',
    ],
    [
      'Replacement cost',
      'the cost of replacing the damaged property with new property of like kind and quality, without deduction for depreciation, when the property is actually replaced.',
    ],
  ],
  exclusions: [
    {
      title: 'Property and perils not insured',
      paragraphs: ['Under Coverages A and B we do not insure:'],
      items: [
        'the building itself, or any improvement a landlord must insure;',
        'motorised vehicles, watercraft over 6 metres and their equipment, other than personal mobility devices;',
        'business property or property held for sale, except up to $2,500 of business equipment at the residence premises;',
        'wear and tear, gradual deterioration, rust, vermin, insects, or faulty design or workmanship;',
        'water entering through foundations, surface water, flood, sewer back-up or ground water, unless the declarations show flood cover;',
        'earthquake, unless the declarations show earthquake cover.',
      ],
    },
    {
      title: 'Liability not insured',
      paragraphs: [
        'Under Coverage C we do not insure liability arising from business or professional activities, the ownership or use of motorised vehicles or watercraft, the transmission of a communicable disease, or damage to property the Insured rents, occupies or controls, except fire, smoke or water damage to the residence premises.',
      ],
    },
  ],
  conditions: [
    {
      title: 'Basis of settlement',
      paragraphs: [
        'Personal property is settled at replacement cost once it is replaced; until then, and for property not replaced within 180 days, at actual cash value. The deductible shown on the declarations page is taken from each loss under Coverages A and B.',
      ],
    },
  ],
  section: {
    title: 'Tenants provisions',
    intro: 'These provisions apply to tenants policies in addition to the rest of this wording.',
    clauses: [
      {
        title: 'Roommates',
        paragraphs: [
          'Up to three roommates named on the declarations page are Insureds for their own personal property and personal liability, within the limits shown for each roommate. A roommate who moves out ceases to be insured from the date of moving out; tell your broker so the policy can be endorsed.',
        ],
      },
      {
        title: 'Cover levels',
        paragraphs: [
          'Your cover level is shown on the declarations page: Basic, Basic With Flood Cover, Enhanced (No Flood Cover), Enhanced or Premium. Flood cover applies only to the levels that name it; the Enhanced and Premium levels extend Coverage A to all risks of direct physical loss, subject to the exclusions.',
        ],
      },
      {
        title: 'Evacuation',
        paragraphs: [
          'Additional living expenses are not payable for an evacuation ordered because of wildfire, flood, hurricane, earthquake, riot or winter storm that begins, or of which a public warning is issued, before the policy effective date or within 72 hours after the policy was bound.',
        ],
      },
      {
        title: 'Moving',
        paragraphs: [
          'If you move within Canada during the policy period, personal property is covered at both addresses for 30 days. Tell your broker of the new address within that time so the risk location can be amended.',
        ],
      },
    ],
  },
};
