import type { Clause, Definition } from './types.ts';

/** Commercial general liability grants shared by contractors, fitness and business policies. */
export const CGL_AGREEMENTS: Clause[] = [
  {
    title: 'Coverage A - Bodily injury and property damage liability',
    paragraphs: [
      'We pay all sums an Insured becomes legally obligated to pay as compensatory damages because of bodily injury or property damage caused by an occurrence during the policy period and arising out of the operations shown on the declarations page, up to the each occurrence limit. We have the right and duty to defend any suit seeking those damages, and we pay defence costs in addition to the limit.',
    ],
  },
  {
    title: 'Coverage B - Personal and advertising injury liability',
    paragraphs: [
      'We pay damages because of personal and advertising injury arising out of your business and committed during the policy period, including false arrest, malicious prosecution, wrongful eviction, libel, slander, and infringement of copyright, trade dress or slogan in your advertisement.',
    ],
  },
  {
    title: 'Coverage C - Medical payments',
    paragraphs: [
      'We pay reasonable medical expenses, without regard to fault, for bodily injury caused by an accident on premises you own or rent or because of your operations, incurred within one year of the accident, up to $2,500 for each person.',
    ],
  },
];

export const CGL_DEFINITIONS: Definition[] = [
  [
    'Personal and advertising injury',
    'injury, including consequential bodily injury, arising out of the offences listed under Coverage B.',
  ],
  [
    'Products-completed operations hazard',
    'bodily injury and property damage occurring away from premises you own or rent and arising out of your product or your work, after that work has been completed or put to its intended use.',
  ],
  [
    'Your work',
    'work or operations performed by you or on your behalf, and materials, parts or equipment furnished with them.',
  ],
];

export const CGL_EXCLUSIONS: Clause[] = [
  {
    title: 'Liability exclusions',
    paragraphs: ['This insurance does not apply to:'],
    items: [
      'liability assumed under a contract, other than an insured contract such as a lease of premises or an easement agreement;',
      'bodily injury to your employees arising out of their employment, or any obligation under workers compensation law;',
      'property damage to property you own, rent or occupy, or to that particular part of any property on which you are performing operations;',
      'property damage to your work arising out of it, or any cost to recall, repair or replace your product or your work;',
      'the ownership, use or entrustment to others of any automobile, aircraft or watercraft;',
      'professional services, unless this policy adds professional liability cover by endorsement;',
      'abuse or molestation, and punitive or exemplary damages.',
    ],
  },
];

export const CLAIMS_MADE_AGREEMENTS: Clause[] = [
  {
    title: 'Insuring agreement - Claims made and reported',
    paragraphs: [
      'We pay on behalf of an Insured all loss, including damages, settlements and defence costs, resulting from a claim first made against the Insured and reported to us in writing during the policy period or any extended reporting period, for a wrongful act committed on or after the retroactive date and before the end of the policy period, up to the aggregate limit shown on the declarations page. Defence costs are part of, and reduce, the limit.',
    ],
  },
  {
    title: 'Defence and settlement',
    paragraphs: [
      "We have the right and duty to defend any claim covered by this policy, and we will not settle a claim without the Insured's consent, which is not to be unreasonably withheld.",
    ],
  },
];

export const CLAIMS_MADE_DEFINITIONS: Definition[] = [
  [
    'Claim',
    'a written demand for money or services, or a civil, arbitration or regulatory proceeding, alleging a wrongful act.',
  ],
  [
    'Wrongful act',
    'any actual or alleged negligent act, error, omission, misstatement, misleading statement or breach of duty by an Insured in the conduct of the professional services or management duties described on the declarations page.',
  ],
  [
    'Retroactive date',
    'the date shown on the declarations page or, when none is shown, the effective date of the first policy we issued to you without interruption.',
  ],
  [
    'Extended reporting period',
    'the period after the end of the policy period, purchased under the Extended reporting period condition, in which claims may still be reported.',
  ],
];

export const CLAIMS_MADE_EXCLUSIONS: Clause[] = [
  {
    title: 'Professional liability exclusions',
    paragraphs: ['We do not pay loss in connection with any claim:'],
    items: [
      'arising from a wrongful act known to an Insured before the effective date of the first policy we issued, or reported under any prior policy;',
      'based on a dishonest, fraudulent or criminal act, or on personal profit to which the Insured was not entitled, once established by a final judgment or admission;',
      'for bodily injury or property damage, other than mental anguish arising from a wrongful act;',
      'arising from liability assumed under a contract, or from guarantees or warranties of results or costs;',
      'brought by one Insured against another, except a derivative action or a claim by an employee for a wrongful act in services rendered to them;',
      'for fines, penalties, taxes or the return of fees.',
    ],
  },
];
