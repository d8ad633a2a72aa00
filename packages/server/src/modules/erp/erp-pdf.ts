import {
  formatMoney,
  premiumTaxLabel,
  PRODUCT_TITLE,
  say,
  SUPPORT_EMAIL,
  VANCOUVER_ADDRESS,
  type BilingualMessage,
  type Locale,
  type MessageValues,
  type TaxName,
} from '@bm/domain';
import { createPdfWriter } from '../documents/index.ts';
import { ERP_PDF as W } from './erp-pdf-words.ts';
import { sayShown } from '../../lib/i18n/shown.ts';

/** Everything printed on an ERP endorsement. */
export interface ErpEndorsementModel {
  endorsementNumber: string;
  insurerName: string;
  productName: string;
  reference: string;
  namedInsured: string;
  namedInsuredAddress: string[];
  policyEffectiveDate: string;
  policyEndDate: string;
  erpExpiryDate: string;
  years: number;
  reason: string;
  knownClaims: boolean;
  premium: number;
  tax: number;
  /** The premium taxes of `tax` (named, with their authority) and their rate. */
  taxNames: TaxName[];
  taxRate: number;
  issuedDate: string;
  issuedAt: Date;
  /** The insured's language of correspondence: the endorsement's (decision 0079). */
  locale: Locale;
}

/** The ERP endorsement: the policy, the extended period, its premium and the claims-made wording. */
export async function renderErpEndorsement(model: ErpEndorsementModel): Promise<Uint8Array> {
  const t = (message: BilingualMessage, values?: MessageValues) => say(message, model.locale, values);
  const money = (amount: number) => formatMoney(amount, model.locale);
  const product = sayShown(model.productName, model.locale);
  const pdf = await createPdfWriter({
    title: t(W.docTitle, { reference: model.reference }),
    subject: t(W.docSubject, { years: model.years, product, reference: model.reference }),
    author: model.insurerName,
    keywords: ['extended reporting period', 'ERP', 'endorsement', product, model.reference],
    createdAt: model.issuedAt,
    locale: model.locale,
    runningHeader: t(W.runningHeader, { insurer: model.insurerName, product, reference: model.reference }),
    runningFooter: t(W.runningFooter, {
      title: PRODUCT_TITLE,
      address: VANCOUVER_ADDRESS,
      email: SUPPORT_EMAIL,
    }),
  });
  pdf.title(t(W.title), t(W.subtitle, { insurer: model.insurerName }));
  pdf.fields([
    [t(W.endorsementNumber), model.endorsementNumber],
    [t(W.dateIssued), model.issuedDate],
    [t(W.policyNumber), model.reference],
    [t(W.product), product],
  ]);
  pdf.blocks([
    { title: t(W.namedInsured), lines: [model.namedInsured || '-', ...model.namedInsuredAddress] },
  ]);
  pdf.heading(t(W.erp));
  pdf.fields([
    [t(W.policyPeriod), t(W.fromTo, { from: model.policyEffectiveDate, to: model.policyEndDate })],
    [t(W.erp), t(W.erpPeriod, { from: model.policyEndDate, to: model.erpExpiryDate, years: model.years })],
    [t(W.reason), sayShown(model.reason, model.locale)],
    [t(W.knownClaims), model.knownClaims ? t(W.knownYes) : t(W.knownNone)],
    [t(W.erpPremium), money(model.premium)],
    [premiumTaxLabel(model.taxNames, model.taxRate, model.locale), money(model.tax)],
    [t(W.total), money(model.premium + model.tax)],
  ]);
  pdf.heading(t(W.wording));
  pdf.paragraph(t(W.consideration, { end: model.policyEndDate }));
  pdf.paragraph(t(W.earned));
  pdf.paragraph(t(W.unchanged));
  pdf.space(18);
  pdf.paragraph(t(W.authorized, { insurer: model.insurerName }), { style: 'italic', muted: true });
  return pdf.save();
}
