import type { Clause, Definition } from './types.ts';
import { RETURN_OF_PREMIUM } from '../return-of-premium.ts';

export const OPENING =
  'In return for the payment of the premium, and subject to all the terms, conditions, limits and exclusions of this policy, the Insurer agrees with the Named Insured to provide the insurance described in this policy. The declarations page, this wording, any endorsements and the application together make up the contract. Words in bold type in the Definitions have the meaning given there wherever they appear.';

export const COMMON_DEFINITIONS: Definition[] = [
  ['Named Insured', 'the person or organisation shown as Named Insured on the declarations page.'],
  [
    'Insured',
    'the Named Insured and any other person or organisation qualifying as an insured under this policy.',
  ],
  ['Insurer, we, us, our', 'the insurance company shown on the declarations page.'],
  ['You, your', 'the Named Insured.'],
  [
    'Policy period',
    'the period from the effective date to the expiry date shown on the declarations page, each at 12:01 a.m. Pacific Time, unless the policy is cancelled earlier.',
  ],
  ['Premium', 'the amount shown as premium on the declarations page, excluding taxes and fees.'],
  [
    'Occurrence',
    'an accident, including continuous or repeated exposure to substantially the same general harmful conditions.',
  ],
  [
    'Bodily injury',
    'bodily injury, sickness or disease sustained by a person, including death resulting from any of these at any time.',
  ],
  [
    'Property damage',
    'physical injury to tangible property, including resulting loss of use of that property, or loss of use of tangible property that is not physically injured.',
  ],
  [
    'Pollutant',
    'any solid, liquid, gaseous or thermal irritant or contaminant, including smoke, vapour, soot, fumes, acids, alkalis, chemicals and waste.',
  ],
  [
    'Cyber event',
    'any unauthorised access to, use of, corruption of or denial of access to a computer system, software or data, including by malicious code.',
  ],
];

export const COMMON_EXCLUSIONS: Clause[] = [
  {
    title: 'War, terrorism and nuclear hazard',
    paragraphs: [
      'This policy does not insure loss, damage, injury or liability caused directly or indirectly by war, invasion, act of foreign enemy, hostilities, civil war, rebellion, revolution, insurrection, military power, any act of terrorism or any action taken to prevent or respond to it, or by nuclear reaction, radiation or radioactive contamination.',
    ],
  },
  {
    title: 'Intentional acts',
    paragraphs: [
      'Loss, damage or injury expected or intended by any Insured, or caused by a criminal act of any Insured, is not insured.',
    ],
  },
  {
    title: 'Pollution',
    paragraphs: [
      'Loss, damage or liability arising from the actual, alleged or threatened discharge, release or escape of a pollutant is not insured, except for damage caused by a sudden and accidental release that begins and is discovered during the policy period and is reported to us within 120 hours of its beginning.',
    ],
  },
  {
    title: 'Mould, fungi and communicable disease',
    paragraphs: [
      'Loss, damage or liability arising from mould, fungi, spores, bacteria or any communicable disease, or from any order to test for, contain or clean up any of them, is not insured.',
    ],
  },
  {
    title: 'Cyber and data',
    paragraphs: [
      'Loss, damage or liability arising from a cyber event, or from the loss of, damage to or inability to use electronic data, is not insured unless this policy expressly says otherwise.',
    ],
  },
  {
    title: 'Sanctions',
    paragraphs: [
      'We will not provide cover or pay any claim or benefit to the extent that doing so would expose us to any sanction, prohibition or restriction under the laws of Canada or any other applicable jurisdiction.',
    ],
  },
];

export const COMMON_CONDITIONS: Clause[] = [
  {
    title: 'Return of premium on cancellation',
    paragraphs: [...RETURN_OF_PREMIUM],
  },
  {
    title: 'Cancellation',
    paragraphs: [
      'You may cancel this policy at any time by asking your broker in writing. We may cancel this policy by giving you 15 days notice by registered mail, or 5 days notice delivered personally, for non-payment of premium, material change in risk, misrepresentation or any other reason permitted by the statutory conditions of the province where the risk is located. Cancellation takes effect at 12:01 a.m. Pacific Time on the date stated in the notice.',
    ],
  },
  {
    title: 'Payment of premium',
    paragraphs: [
      'The premium and the charges shown on the declarations page are payable by card as set out in the payment plan. For monthly and instalment plans each payment is due on its scheduled date; if a payment fails it is retried and a missed payment fee may be charged. If a payment remains unpaid we may cancel the policy for non-payment, and the return of premium condition applies.',
    ],
  },
  {
    title: 'Notice of claim',
    paragraphs: [
      'You must notify us through your broker, or at the claims address on your declarations page, as soon as practicable after any occurrence, loss or claim that may be covered, and send us every demand, notice, summons or legal paper received. You must not admit liability or settle any claim without our written consent, except at your own cost.',
    ],
  },
  {
    title: 'Duties after loss',
    paragraphs: [
      'After a loss you must take all reasonable steps to protect the property from further damage, report any theft or vandalism to the police, keep records and receipts, allow us to inspect the property and your records, and give us a signed proof of loss within 90 days if we ask for one.',
    ],
  },
  {
    title: 'Other insurance',
    paragraphs: [
      'If other insurance applies to a loss covered by this policy, we pay only our share of the loss, in the proportion our limit bears to the total of all applicable limits, unless this policy is stated to be excess.',
    ],
  },
  {
    title: 'Subrogation',
    paragraphs: [
      'When we make a payment, we take over your rights of recovery against others to the extent of our payment. You must do nothing after a loss to prejudice those rights and must help us enforce them.',
    ],
  },
  {
    title: 'Misrepresentation and changes in risk',
    paragraphs: [
      'This policy is issued on the basis of the answers given in the application. You must tell your broker promptly about any change material to the risk. A claim may be denied, and the policy voided, where a material fact was misrepresented or not disclosed.',
    ],
  },
  {
    title: 'Territory, currency and law',
    paragraphs: [
      'This policy applies to occurrences and losses in Canada unless stated otherwise. All amounts are in Canadian dollars. This policy is governed by the laws of the province or territory where the Named Insured resides or the risk is located, and by the statutory conditions of that jurisdiction, which prevail over any conflicting term.',
    ],
  },
  {
    title: 'Complaints',
    paragraphs: [
      "If you have a concern about your policy or a claim, contact your broker first. If it is not resolved, write to the insurer's complaints officer; you may also contact the General Insurance OmbudService or the insurance regulator of your province.",
    ],
  },
];
