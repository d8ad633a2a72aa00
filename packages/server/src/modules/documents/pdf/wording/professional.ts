import { CLAIMS_MADE_AGREEMENTS, CLAIMS_MADE_DEFINITIONS, CLAIMS_MADE_EXCLUSIONS } from './liability.ts';
import type { ProductWording } from './types.ts';

export const PROFESSIONAL_WORDING: ProductWording = {
  policyName: 'Professional and Management Liability Policy',
  insuringAgreements: CLAIMS_MADE_AGREEMENTS,
  definitions: [
    ...CLAIMS_MADE_DEFINITIONS,
    [
      'Insured person',
      'any past, present or future director, officer, partner, employee or licensed agent of the Named Insured, acting in that capacity.',
    ],
    [
      'Professional services',
      'the services described on the declarations page, performed for others for a fee: technology services, life and accident and sickness insurance advice and sales, or the management of the Named Insured.',
    ],
  ],
  exclusions: CLAIMS_MADE_EXCLUSIONS,
  conditions: [
    {
      title: 'Extended reporting period',
      paragraphs: [
        'If this policy is cancelled or not renewed for a reason other than non-payment, you may buy an extended reporting period of 1 to 6 years by asking in writing within 30 days of the end of the policy period. Its premium is a percentage of the expiring annual premium set by us, is charged once and is fully earned. It does not increase the limit.',
      ],
    },
    {
      title: 'Allocation',
      paragraphs: [
        'When a claim includes both covered and uncovered matters, or covered and uncovered parties, loss is allocated fairly between them according to the legal and financial exposures involved.',
      ],
    },
  ],
  section: {
    title: 'Professional liability provisions',
    intro:
      'These provisions apply to technology errors and omissions, life agents errors and omissions, and private company directors and officers policies.',
    clauses: [
      {
        title: 'Technology errors and omissions',
        paragraphs: [
          'For technology policies, wrongful acts include a failure of your technology services or products to perform as intended, and the unintentional transmission of malicious code in your services; the cyber and data exclusion does not apply to those claims, but the cost of correcting your own work is not insured.',
        ],
      },
      {
        title: 'Life agents errors and omissions',
        paragraphs: [
          'For life agents, an Insured must hold a current licence in the province where the services are given. Claims arising from the insolvency of an insurer, or from the sale of securities or segregated funds without the required licence, are not insured.',
        ],
      },
      {
        title: 'Directors and officers',
        paragraphs: [
          "For directors and officers policies, we pay loss of insured persons that the Named Insured does not indemnify, and the Named Insured's indemnification of them, less the retention shown. Claims brought by or for a majority shareholder are not insured.",
        ],
      },
    ],
  },
};
