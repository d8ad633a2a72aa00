import {
  formatCad,
  premiumTaxLabel,
  PRODUCT_TITLE,
  SUPPORT_EMAIL,
  VANCOUVER_ADDRESS,
  type TaxName,
} from '@bm/domain';
import { createPdfWriter } from '../documents/index.ts';

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
}

/** The ERP endorsement: the policy, the extended period, its premium and the claims-made wording. */
export async function renderErpEndorsement(model: ErpEndorsementModel): Promise<Uint8Array> {
  const pdf = await createPdfWriter({
    title: `Extended Reporting Period Endorsement - ${model.reference}`,
    subject: `Extended reporting period of ${model.years} year(s) under ${model.productName} policy ${model.reference}`,
    author: model.insurerName,
    keywords: ['extended reporting period', 'ERP', 'endorsement', model.productName, model.reference],
    createdAt: model.issuedAt,
    runningHeader: `${model.insurerName} | ${model.productName} | Policy ${model.reference}`,
    runningFooter: `Issued through ${PRODUCT_TITLE}, ${VANCOUVER_ADDRESS} | ${SUPPORT_EMAIL}`,
  });
  pdf.title(
    'Extended Reporting Period Endorsement',
    `Claims made and reported | Insurer: ${model.insurerName}`,
  );
  pdf.fields([
    ['Endorsement number', model.endorsementNumber],
    ['Date issued', model.issuedDate],
    ['Policy number', model.reference],
    ['Product', model.productName],
  ]);
  pdf.blocks([{ title: 'Named insured', lines: [model.namedInsured || '-', ...model.namedInsuredAddress] }]);
  pdf.heading('Extended reporting period');
  pdf.fields([
    ['Policy period', `${model.policyEffectiveDate} to ${model.policyEndDate}`],
    [
      'Extended reporting period',
      `${model.policyEndDate} to ${model.erpExpiryDate} (${model.years} year${model.years === 1 ? '' : 's'})`,
    ],
    ['Reason', model.reason],
    [
      'Known claims or circumstances at purchase',
      model.knownClaims ? 'Yes (excluded, see below)' : 'None declared',
    ],
    ['ERP premium', formatCad(model.premium)],
    [premiumTaxLabel(model.taxNames, model.taxRate), formatCad(model.tax)],
    ['Total', formatCad(model.premium + model.tax)],
  ]);
  pdf.heading('Wording');
  pdf.paragraph(
    `In consideration of the additional premium shown, the policy is extended to cover claims first made against an Insured and reported to us in writing during the extended reporting period shown above, for wrongful acts committed on or after the retroactive date and before ${model.policyEndDate}. The extended reporting period does not reinstate or increase the limits of liability: the limits of the policy period apply to all claims reported during the policy period and the extended reporting period together.`,
  );
  pdf.paragraph(
    'The extended reporting period premium is fully earned at the start of the extended reporting period and is not returned. No cover is given for any wrongful act committed after the end of the policy period, nor for any claim or circumstance the Insured knew of before this endorsement was issued.',
  );
  pdf.paragraph('All other terms, conditions and exclusions of the policy remain unchanged.');
  pdf.space(18);
  pdf.paragraph(`Authorized representative, ${model.insurerName}`, { style: 'italic', muted: true });
  return pdf.save();
}
