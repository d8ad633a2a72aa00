import {
  PRODUCT_TITLE,
  say,
  SUPPORT_EMAIL,
  VANCOUVER_ADDRESS,
  type BilingualMessage,
  type MessageValues,
} from '@bm/domain';
import { createPdfWriter } from '../../documents/index.ts';
import type { CertificateModel } from '../certificate-model.ts';
import { CERTIFICATE_PDF as W } from './certificate-words.ts';
import { sayShown } from '../../../lib/i18n/shown.ts';

/** The certificate's words in its language (the insured's language of correspondence). */
const wordsOf = (model: CertificateModel) => (message: BilingualMessage, values?: MessageValues) =>
  say(message, model.locale, values);

/** The wording of a certificate of insurance (the acknowledgements the requester ticked, in full). */
export function certificateWording(model: CertificateModel) {
  const t = wordsOf(model);
  const insured = model.namedInsured || t(W.theNamedInsured);
  return {
    extension: t(W.extension, { holder: model.additionalInsured.name, reference: model.reference, insured }),
    evidenceOnly: t(W.evidenceOnly),
    cancellation: t(W.cancellation, { reference: model.reference }),
  };
}

/** The certificate of insurance: insurer, policy, named insured, additional insured and the wording. */
export async function renderCertificate(model: CertificateModel): Promise<Uint8Array> {
  const t = wordsOf(model);
  const wording = certificateWording(model);
  const product = sayShown(model.productName, model.locale);
  const pdf = await createPdfWriter({
    title: t(W.docTitle, { reference: model.reference }),
    subject: t(W.docSubject, { holder: model.additionalInsured.name, product, reference: model.reference }),
    author: model.insurerName,
    keywords: ['certificate of insurance', 'additional insured', product, model.reference],
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
    [t(W.certificateNumber), model.certificateNumber],
    [t(W.dateIssued), model.issuedDate],
    [t(W.policyNumber), model.reference],
    [t(W.insurer), model.insurerName],
    [t(W.product), product],
  ]);
  pdf.blocks([
    { title: t(W.namedInsured), lines: [model.namedInsured || '-', ...model.namedInsuredAddress] },
    {
      title: t(W.holder),
      lines: [model.additionalInsured.name, ...model.additionalInsured.address],
    },
  ]);

  pdf.heading(t(W.policyPeriod));
  pdf.fields([
    [t(W.effectiveDate), model.effectiveDate || '-'],
    [t(W.expiryDate), model.expiryDate || '-'],
    [t(W.time), t(W.timeValue)],
  ]);

  pdf.heading(t(W.coverage));
  pdf.fields([
    [t(W.coverages), model.coverages.join(', ') || product],
    ...model.limits.map((limit) => [limit.heading, limit.value] as const),
  ]);

  pdf.heading(t(W.additionalInsured));
  pdf.paragraph(wording.extension);
  if (model.priorApproval) {
    pdf.paragraph(t(W.priorApproval, { approvedBy: model.priorApproval.approvedBy, day: model.issuedDate }), {
      style: 'italic',
    });
  }

  pdf.heading(t(W.important));
  pdf.paragraph(wording.evidenceOnly);
  pdf.paragraph(wording.cancellation);
  pdf.space(18);
  pdf.paragraph(t(W.authorized, { insurer: model.insurerName }), { style: 'italic', muted: true });
  return pdf.save();
}
