import { PRODUCT_TITLE, SUPPORT_EMAIL, VANCOUVER_ADDRESS } from '@bm/domain';
import { createPdfWriter } from '../../documents/index.ts';
import type { CertificateModel } from '../certificate-model.ts';

/** The wording of a certificate of insurance (the acknowledgements the requester ticked, in full). */
export function certificateWording(model: CertificateModel) {
  const insured = model.namedInsured || 'the named insured';
  return {
    extension: `${model.additionalInsured.name} is included as an additional insured under policy ${model.reference}, but only with respect to liability arising out of the operations of ${insured}, and only within the limits, terms, conditions and exclusions of the policy. The additional insured has no rights or obligations under the policy other than those stated here.`,
    evidenceOnly:
      'This certificate is issued as a matter of information only and confers no rights upon the certificate holder. It does not amend, extend or alter the coverage afforded by the policy. The insurance afforded by the policy is subject to all of its terms, exclusions and conditions.',
    cancellation: `Should the policy be cancelled before its expiry date, notice will be delivered in accordance with the policy provisions. Please check with the broker that policy ${model.reference} is still in force before relying on this certificate.`,
  };
}

/** The certificate of insurance: insurer, policy, named insured, additional insured and the wording. */
export async function renderCertificate(model: CertificateModel): Promise<Uint8Array> {
  const wording = certificateWording(model);
  const pdf = await createPdfWriter({
    title: `Certificate of Insurance - ${model.reference}`,
    subject: `Certificate of insurance for ${model.additionalInsured.name} under ${model.productName} policy ${model.reference}`,
    author: model.insurerName,
    keywords: ['certificate of insurance', 'additional insured', model.productName, model.reference],
    createdAt: model.issuedAt,
    runningHeader: `${model.insurerName} | ${model.productName} | Policy ${model.reference}`,
    runningFooter: `Issued through ${PRODUCT_TITLE}, ${VANCOUVER_ADDRESS} | ${SUPPORT_EMAIL}`,
  });
  pdf.title('Certificate of Insurance', `Additional insured | Insurer: ${model.insurerName}`);
  pdf.fields([
    ['Certificate number', model.certificateNumber],
    ['Date issued', model.issuedDate],
    ['Policy number', model.reference],
    ['Insurer', model.insurerName],
    ['Product', model.productName],
  ]);
  pdf.blocks([
    { title: 'Named insured', lines: [model.namedInsured || '-', ...model.namedInsuredAddress] },
    {
      title: 'Additional insured (certificate holder)',
      lines: [model.additionalInsured.name, ...model.additionalInsured.address],
    },
  ]);

  pdf.heading('Policy period');
  pdf.fields([
    ['Effective date', model.effectiveDate || '-'],
    ['Expiry date', model.expiryDate || '-'],
    ['Time', '12:01 a.m. Pacific Time (Vancouver) on the effective date, to 12:01 a.m. on the expiry date'],
  ]);

  pdf.heading('Coverage');
  pdf.fields([
    ['Coverages', model.coverages.join(', ') || model.productName],
    ...model.limits.map((limit) => [limit.heading, limit.value] as const),
  ]);

  pdf.heading('Additional insured');
  pdf.paragraph(wording.extension);
  if (model.priorApproval) {
    pdf.paragraph(
      `Prior approval: this additional insured is a developer, home builder or major construction firm; approved by underwriting (${model.priorApproval.approvedBy}) on ${model.issuedDate}.`,
      { style: 'italic' },
    );
  }

  pdf.heading('Important');
  pdf.paragraph(wording.evidenceOnly);
  pdf.paragraph(wording.cancellation);
  pdf.space(18);
  pdf.paragraph(`Authorized representative, ${model.insurerName}`, { style: 'italic', muted: true });
  return pdf.save();
}
