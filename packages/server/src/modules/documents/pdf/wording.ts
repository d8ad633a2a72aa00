import { PRODUCT_TITLE, say, SUPPORT_EMAIL, type BilingualMessage, type MessageValues } from '@bm/domain';
import type { DeclarationsModel } from '../declarations-model.ts';
import { createPdfWriter, type PdfWriter } from './layout.ts';
import { commonWording, productWording, type Clause } from './wording/index.ts';
import { WORDING_PDF as W } from './wording-words.ts';

function clauses(pdf: PdfWriter, section: number, list: readonly Clause[]) {
  list.forEach((clause, index) => {
    pdf.subheading(`${section}.${index + 1} ${clause.title}`);
    for (const paragraph of clause.paragraphs) pdf.paragraph(paragraph);
    if (clause.items) pdf.bullets(clause.items);
  });
}

/**
 * The policy wording: insuring agreements, definitions, exclusions, conditions (the fully earned,
 * 100% minimum premium condition first) and the product's own provisions, with the policy's
 * particulars on the first page; in the insured's language of correspondence (the model's).
 */
export async function renderWording(model: DeclarationsModel): Promise<Uint8Array> {
  const { locale } = model;
  const t = (message: BilingualMessage, values?: MessageValues) => say(message, locale, values);
  const wording = productWording(model.productId, locale);
  const common = commonWording(locale);
  const policyName = wording.policyName;
  const pdf = await createPdfWriter({
    title: t(W.docTitle, { reference: model.reference }),
    subject: t(W.docSubject, { policyName, product: model.productName }),
    author: model.insurerName,
    keywords: ['policy wording', model.productName, model.reference],
    createdAt: model.boundAt,
    locale,
    runningHeader: t(W.runningHeader, { insurer: model.insurerName, policyName, reference: model.reference }),
    runningFooter: t(W.runningFooter, { title: PRODUCT_TITLE, email: SUPPORT_EMAIL }),
  });
  pdf.title(
    t(W.title, { product: model.productName }),
    t(W.subtitle, { policyName, insurer: model.insurerName }),
  );
  pdf.fields([
    [t(W.policyNumber), model.reference],
    [t(W.namedInsured), model.namedInsured || '-'],
    [t(W.policyPeriod), t(W.periodValue, { from: model.effectiveDate || '-', to: model.expiryDate || '-' })],
  ]);
  pdf.paragraph(common.opening);

  pdf.heading(t(W.insuringAgreements));
  clauses(pdf, 1, wording.insuringAgreements);

  pdf.heading(t(W.definitions));
  pdf.fields([...common.definitions, ...wording.definitions]);

  pdf.heading(t(W.exclusions));
  pdf.paragraph(t(W.exclusionsNote), { muted: true });
  clauses(pdf, 3, [...wording.exclusions, ...common.exclusions]);

  pdf.heading(t(W.conditions));
  clauses(pdf, 4, [...common.conditions, ...wording.conditions]);

  pdf.heading(t(W.productSection, { title: wording.section.title }));
  pdf.paragraph(wording.section.intro, { muted: true });
  clauses(pdf, 5, wording.section.clauses);

  pdf.space(12);
  pdf.paragraph(t(W.witness, { insurer: model.insurerName, reference: model.reference }), {
    style: 'italic',
  });
  return pdf.save();
}
