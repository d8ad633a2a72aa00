import { PRODUCT_TITLE, shortRatePercent, SUPPORT_EMAIL, VANCOUVER_ADDRESS } from '@bm/domain';
import type { MessageValues } from '@bm/domain';
import { privacyMessages, termsMessages } from './legal/messages.ts';

/** A section of a legal text: its heading and paragraphs, as keys of its bundle (legal/messages.ts). */
export interface LegalSection<K extends string> {
  heading: K;
  paragraphs: K[];
}

/** The values the legal texts name: the marketplace, where to write, the short-rate example. */
export const LEGAL_VALUES: MessageValues = {
  product: PRODUCT_TITLE,
  email: SUPPORT_EMAIL,
  address: VANCOUVER_ADDRESS,
  percent: String(shortRatePercent(100)),
};

type TermsKey = keyof typeof termsMessages;
type PrivacyKey = keyof typeof privacyMessages;

/** Terms & Conditions (spec 2.3): one heading per topic the spec lists, in its order. */
export const TERMS_SECTIONS: LegalSection<TermsKey>[] = [
  { heading: 'services', paragraphs: ['services1', 'services2'] },
  { heading: 'use', paragraphs: ['use1', 'use2'] },
  { heading: 'disclaimer', paragraphs: ['disclaimer1'] },
  { heading: 'liability', paragraphs: ['liability1'] },
  { heading: 'noAdvice', paragraphs: ['noAdvice1'] },
  { heading: 'productInfo', paragraphs: ['productInfo1'] },
  { heading: 'cookies', paragraphs: ['cookies1'] },
  { heading: 'thirdParty', paragraphs: ['thirdParty1'] },
  { heading: 'copyright', paragraphs: ['copyright1'] },
  { heading: 'trademarks', paragraphs: ['trademarks1'] },
  { heading: 'jurisdiction', paragraphs: ['jurisdiction1'] },
  { heading: 'restrictions', paragraphs: ['restrictions1'] },
  { heading: 'licensing', paragraphs: ['licensing1', 'licensing2'] },
  { heading: 'declarations', paragraphs: ['declarations1'] },
  { heading: 'earned', paragraphs: ['earned1', 'earned2', 'earned3'] },
  { heading: 'changes', paragraphs: ['changes1'] },
];

/** Privacy Policy (spec 2.3), written for Canadian private-sector privacy law (PIPEDA). */
export const PRIVACY_SECTIONS: LegalSection<PrivacyKey>[] = [
  { heading: 'who', paragraphs: ['who1'] },
  { heading: 'collect', paragraphs: ['collect1', 'collect2', 'collect3'] },
  { heading: 'use', paragraphs: ['use1'] },
  { heading: 'disclose', paragraphs: ['disclose1'] },
  { heading: 'keep', paragraphs: ['keep1'] },
  { heading: 'protect', paragraphs: ['protect1'] },
  { heading: 'cookies', paragraphs: ['cookies1'] },
  { heading: 'access', paragraphs: ['access1'] },
  { heading: 'contact', paragraphs: ['contact1'] },
];
