import { PRODUCT_TITLE, shortRatePercent, SUPPORT_EMAIL, VANCOUVER_ADDRESS } from '@bm/domain';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export const LEGAL_UPDATED = 'Last updated: November 2026';

/** Terms & Conditions (spec 2.3): one heading per topic the spec lists, in its order. */
export const TERMS_SECTIONS: LegalSection[] = [
  {
    heading: 'Services',
    paragraphs: [
      `These Terms and Conditions govern your use of the ${PRODUCT_TITLE} (the "Marketplace"). The Marketplace lets licensed insurance brokers and their staff quote, bind, issue and service commercial and residential insurance policies placed with participating insurers, and manage those policies afterwards.`,
      'We provide the technology and the administration that connect brokers with participating insurers. Each insurance contract is between the insured and the insurer named in the policy declarations; we are not a party to it.',
    ],
  },
  {
    heading: 'Use of the Marketplace',
    paragraphs: [
      'Accounts are for brokers, their staff and the other users we authorise. You must give accurate information when you register, keep your password and verification codes to yourself, and tell us at once if you believe someone else has used your account. You are responsible for what is done with your account.',
      'Information you enter on behalf of a client must be complete and true to the best of your knowledge and must be entered with that client’s authority. An application with incorrect or missing information can make a policy void or leave a claim unpaid.',
    ],
  },
  {
    heading: 'Disclaimer',
    paragraphs: [
      'The Marketplace is provided "as is" and "as available". We work to keep it accurate, secure and available, but we do not promise that it will be uninterrupted or free of errors. A quote is an indication subject to underwriting; cover exists only once a policy is bound and confirmed in its declarations.',
    ],
  },
  {
    heading: 'Limitation of liability',
    paragraphs: [
      'To the extent the law allows, we are not liable for indirect, incidental, special or consequential loss, or for loss of profit, business or data, arising from the use of the Marketplace or from being unable to use it. Nothing in these terms limits liability that cannot be limited by law, or any obligation of an insurer under a policy it has issued.',
    ],
  },
  {
    heading: 'No advice',
    paragraphs: [
      'Content in the Marketplace is general information. It is not legal, tax, accounting or insurance advice to any insured. Brokers remain responsible for advising their clients on the suitability, limits and exclusions of the cover they recommend.',
    ],
  },
  {
    heading: 'Product information',
    paragraphs: [
      'Product descriptions, summaries and premiums shown in the Marketplace are summaries. The policy wording and declarations issued by the insurer govern the cover in every case. Products, eligibility, rates and availability by province may change without notice, and some products are referred to underwriting before they can be bound.',
    ],
  },
  {
    heading: 'Cookies',
    paragraphs: [
      'We use cookies that the Marketplace needs to work: a secure session cookie that keeps you signed in, and a cookie that remembers for one year that you accepted our use of cookies. We do not use advertising cookies. The Privacy Policy explains what we collect and why.',
    ],
  },
  {
    heading: 'Third-party links',
    paragraphs: [
      'The Marketplace links to websites and services that we do not control, such as the Help Centre, professional social networks, claim forms and our card payment provider. Their own terms and privacy policies apply, and we are not responsible for their content or availability.',
    ],
  },
  {
    heading: 'Copyright',
    paragraphs: [
      'The Marketplace, its software, text, graphics and documents are protected by copyright. You may view, download and print material for your own business of placing and servicing insurance, including giving policy documents to the clients they concern. Any other copying, distribution or adaptation needs our written permission.',
    ],
  },
  {
    heading: 'Trademarks',
    paragraphs: [
      'The names, logos and marks shown in the Marketplace, including those of participating insurers, belong to their owners. Nothing here grants you a right to use them without the owner’s written permission.',
    ],
  },
  {
    heading: 'Jurisdiction',
    paragraphs: [
      'These terms are governed by the laws of the Province of British Columbia and the federal laws of Canada that apply there. You agree that the courts of British Columbia have exclusive jurisdiction over any dispute about these terms or the Marketplace.',
    ],
  },
  {
    heading: 'Restrictions',
    paragraphs: [
      'You must not: copy, reverse engineer or resell the Marketplace; access it with robots, scrapers or other automated means we have not approved; probe or interfere with its security; share your account; submit information you know to be false; or use it to transact insurance for a person who is not licensed to do so.',
    ],
  },
  {
    heading: 'Licensing',
    paragraphs: [
      'Brokers must hold, and keep in good standing, the insurance licences required in each province where they transact, and must tell us promptly if a licence lapses, is suspended or is restricted. We may suspend access while a licence is in question.',
      'Subject to these terms we grant you a limited, non-exclusive, non-transferable and revocable licence to use the Marketplace for your insurance business. We may suspend or end that licence if these terms are breached.',
    ],
  },
  {
    heading: 'Policy declarations',
    paragraphs: [
      'Every policy comes with declarations stating the named insured, the policy period, the insured locations or operations, the limits, the deductibles and the premium. The broker and the insured must review the declarations when they are issued and report any error promptly. The declarations and the policy wording together form the contract of insurance; where they differ from anything shown in the Marketplace, the issued policy documents prevail.',
    ],
  },
  {
    heading: 'Fully earned premium',
    paragraphs: [
      'Policies placed through the Marketplace carry a minimum premium of 100% of the total policy premium. It applies where a policy is cancelled with the minimum retained premium (MRP) applied: builders risk and course of construction policies cancelled for non-payment, and cancellations the insurer makes on those terms. The premium is then fully earned, none of it is returned and any unpaid balance remains due.',
      `In every other case the premium is earned only for the time the policy was in force. If the insured cancels a policy before the end of its term, the insurer keeps the premium earned at the short rate (for example ${shortRatePercent(100)}% of the annual premium after 100 days in force) and the rest is returned. If the insurer cancels a policy, the insured is returned all of the unearned premium, pro rata to the days remaining in the policy period. A flat cancellation, as of the effective date, returns all of the premium, taxes and fees.`,
      'Taxes on the premium follow the premium. Transaction, card processing and financing fees are fully earned when charged unless they are waived.',
    ],
  },
  {
    heading: 'Changes and contact',
    paragraphs: [
      `We may update these terms; the date above shows the latest version, and continuing to use the Marketplace after a change means you accept it. Questions about these terms can be sent to ${SUPPORT_EMAIL} or by mail to ${VANCOUVER_ADDRESS}.`,
    ],
  },
];

/** Privacy Policy (spec 2.3), written for Canadian private-sector privacy law (PIPEDA). */
export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    heading: 'Who we are',
    paragraphs: [
      `This policy explains how the ${PRODUCT_TITLE} collects, uses, discloses and protects personal information, in line with the Personal Information Protection and Electronic Documents Act (PIPEDA) and the provincial privacy laws that apply.`,
    ],
  },
  {
    heading: 'What we collect',
    paragraphs: [
      'About brokers and their staff: name, business email address, brokerage, role, licence details, sign-in history and the security settings of the account.',
      'About applicants and insureds, entered by their broker: names, contact details, addresses, details of the risk to be insured, claims history, and policy, billing and payment records. Card numbers are entered directly with our card payment provider; we keep only a reference and the last four digits.',
      'About use of the Marketplace: server logs, the IP address and browser used, and the pages and actions involved, kept for security and troubleshooting.',
    ],
  },
  {
    heading: 'How we use it',
    paragraphs: [
      'To provide the Marketplace: to verify users, prepare quotes, bind and issue policies, process endorsements, cancellations and renewals, collect premiums and pay commissions, answer support requests, keep the service secure, and meet our legal, regulatory and accounting obligations. We do not sell personal information or use it for third-party advertising.',
    ],
  },
  {
    heading: 'When we disclose it',
    paragraphs: [
      'To the insurer that underwrites a policy; to the broker and brokerage responsible for it; to service providers who work for us under contract (hosting, email delivery, card payments, accounting and support tools), who may process information outside Canada and are then subject to the laws of those places; when the law requires it; and to a successor if our business is sold or reorganised, on the same terms as this policy.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'Account information is kept while the account is active. Application, policy and payment records are kept for as long as insurance, tax and accounting rules require after the policy ends, then deleted or anonymised. Security logs are kept for a shorter period unless they are needed to investigate an incident.',
    ],
  },
  {
    heading: 'How we protect it',
    paragraphs: [
      'Connections are encrypted; passwords are stored only as strong one-way hashes; sign-in can require a code sent by email; access to records follows each user’s role and brokerage; and access to personal information is logged. Staff and service providers may see personal information only when their work needs it.',
    ],
  },
  {
    heading: 'Cookies',
    paragraphs: [
      'We use a secure, HttpOnly session cookie that keeps you signed in and expires when your session ends, and a consent cookie that remembers for one year that you accepted cookies. We do not use advertising or cross-site tracking cookies.',
    ],
  },
  {
    heading: 'Access and correction',
    paragraphs: [
      'Under PIPEDA you may ask to see the personal information we hold about you, to learn how it has been used and disclosed, and to have it corrected if it is inaccurate or incomplete. We answer within 30 days. Insureds may also ask their broker, who can correct most details in the Marketplace.',
    ],
  },
  {
    heading: 'Contact',
    paragraphs: [
      `Write to our Privacy Officer at ${SUPPORT_EMAIL} or at ${VANCOUVER_ADDRESS}. If you are not satisfied with our answer, you may complain to the Office of the Privacy Commissioner of Canada or to the privacy commissioner of your province.`,
    ],
  },
];
