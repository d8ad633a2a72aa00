import { PRODUCT_TITLE, SUPPORT_EMAIL } from '@bm/domain';
import type { DeclarationsModel } from '../declarations-model.ts';
import { createPdfWriter, type PdfWriter } from './layout.ts';
import {
  COMMON_CONDITIONS,
  COMMON_DEFINITIONS,
  COMMON_EXCLUSIONS,
  OPENING,
  productWording,
  type Clause,
} from './wording/index.ts';

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
 * particulars on the first page.
 */
export async function renderWording(model: DeclarationsModel): Promise<Uint8Array> {
  const wording = productWording(model.productId);
  const pdf = await createPdfWriter({
    title: `Policy Wording - ${model.reference}`,
    subject: `${wording.policyName} wording for ${model.productName}`,
    author: model.insurerName,
    keywords: ['policy wording', model.productName, model.reference],
    createdAt: model.boundAt,
    runningHeader: `${model.insurerName} | ${wording.policyName} | Policy ${model.reference}`,
    runningFooter: `${PRODUCT_TITLE} | Questions: your broker or ${SUPPORT_EMAIL}`,
  });
  pdf.title(`${model.productName} - Policy Wording`, `${wording.policyName} | Insurer: ${model.insurerName}`);
  pdf.fields([
    ['Policy number', model.reference],
    ['Named insured', model.namedInsured || '-'],
    [
      'Policy period',
      `${model.effectiveDate || '-'} to ${model.expiryDate || '-'} (12:01 a.m. Pacific Time)`,
    ],
  ]);
  pdf.paragraph(OPENING);

  pdf.heading('Section I - Insuring agreements');
  clauses(pdf, 1, wording.insuringAgreements);

  pdf.heading('Section II - Definitions');
  pdf.fields([...COMMON_DEFINITIONS, ...wording.definitions]);

  pdf.heading('Section III - Exclusions');
  pdf.paragraph(
    'The following exclusions apply to every coverage of this policy unless a coverage says otherwise.',
    { muted: true },
  );
  clauses(pdf, 3, [...wording.exclusions, ...COMMON_EXCLUSIONS]);

  pdf.heading('Section IV - Conditions');
  clauses(pdf, 4, [...COMMON_CONDITIONS, ...wording.conditions]);

  pdf.heading(`Section V - ${wording.section.title}`);
  pdf.paragraph(wording.section.intro, { muted: true });
  clauses(pdf, 5, wording.section.clauses);

  pdf.space(12);
  pdf.paragraph(
    `In witness whereof ${model.insurerName} has caused this policy to be signed by its authorized representatives. This policy is not valid unless a declarations page bearing policy number ${model.reference} is attached.`,
    { style: 'italic' },
  );
  return pdf.save();
}
