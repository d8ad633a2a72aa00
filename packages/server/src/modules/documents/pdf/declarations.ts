import { formatCad, PRODUCT_TITLE, SUPPORT_EMAIL, VANCOUVER_ADDRESS } from '@bm/domain';
import type { DeclarationsModel } from '../declarations-model.ts';
import { createPdfWriter, type AmountRow, type PdfWriter } from './layout.ts';
import { RETURN_OF_PREMIUM } from './return-of-premium.ts';

function premiumRows(model: DeclarationsModel): AmountRow[] {
  const rows: AmountRow[] = [];
  for (const section of model.sections) {
    const isPremium = section.title === 'Premiums';
    for (const line of section.lines) rows.push({ label: line.label, amount: formatCad(line.amount) });
    if (isPremium)
      rows.push({ label: 'Premium total', amount: formatCad(section.total), emphasis: 'subtotal' });
  }
  rows.push({
    label: `Total for the ${model.paymentPeriod} payment plan`,
    amount: formatCad(model.total),
    emphasis: 'total',
    note: 'Premium, taxes and fees, including card processing and financing where they apply.',
  });
  return rows;
}

function parties(pdf: PdfWriter, model: DeclarationsModel) {
  const brokerage = model.brokerage;
  pdf.blocks([
    {
      title: 'Named insured',
      lines: [model.namedInsured || '-', ...model.address, model.email, model.phone ?? ''].filter(Boolean),
    },
    {
      title: 'Broker',
      lines: [
        model.brokerName ?? '',
        model.brokerEmail ?? '',
        brokerage.name,
        brokerage.address ?? '',
        [brokerage.phone, brokerage.email].filter(Boolean).join(' | '),
      ].filter(Boolean),
    },
  ]);
}

function paymentPlan(pdf: PdfWriter, model: DeclarationsModel) {
  pdf.heading('Payment plan');
  pdf.fields([
    ['Payment plan', model.planLabel],
    ['Total payable', formatCad(model.total)],
  ]);
  if (model.schedule.length === 0) return;
  pdf.subheading('Payment schedule');
  pdf.table(
    [
      { header: 'Payment', width: 0.2 },
      { header: 'Due date', width: 0.4 },
      { header: 'Amount', width: 0.4, align: 'right' },
    ],
    model.schedule.map((p) => [
      p.sequence === 1 ? '1 (at bind)' : String(p.sequence),
      p.dueDate,
      formatCad(p.amount),
    ]),
  );
  pdf.paragraph(
    'Payments are charged to the card on file on their due dates. A missed payment may add a missed payment fee and can lead to cancellation for non-payment.',
    { muted: true },
  );
}

/** The declarations page: who, what, when and how much, for the bound policy. */
export async function renderDeclarations(model: DeclarationsModel): Promise<Uint8Array> {
  const pdf = await createPdfWriter({
    title: `Declarations - ${model.reference}`,
    subject: `${model.productName} policy declarations for ${model.namedInsured}`,
    author: model.insurerName,
    keywords: ['declarations', model.productName, model.reference],
    createdAt: model.boundAt,
    runningHeader: `${model.insurerName} | ${model.productName} | Policy ${model.reference}`,
    runningFooter: `Issued through ${PRODUCT_TITLE}, ${VANCOUVER_ADDRESS} | ${SUPPORT_EMAIL}`,
  });
  pdf.title(model.productName, `Policy declarations | Insurer: ${model.insurerName}`);
  pdf.fields([
    ['Policy number', model.policyNumber ?? `Pending (application ${model.applicationId})`],
    ['Insurer', model.insurerName],
    ['Transaction', model.transactionType],
    ['Date issued', model.boundDate],
  ]);
  parties(pdf, model);

  pdf.heading('Policy period');
  pdf.fields([
    ['Effective date', model.effectiveDate || '-'],
    ['Expiry date', model.expiryDate || '-'],
    ['Time', '12:01 a.m. Pacific Time (Vancouver) on the effective date, to 12:01 a.m. on the expiry date'],
  ]);

  if (model.answers.length > 0) {
    pdf.heading('Coverage details');
    pdf.fields(model.answers.map((a) => [a.heading, a.value] as const));
  }

  pdf.heading('Premium');
  pdf.amounts(premiumRows(model));
  paymentPlan(pdf, model);

  pdf.heading('Important');
  pdf.paragraph(`Return of premium on cancellation: ${RETURN_OF_PREMIUM.join(' ')}`);
  pdf.paragraph(
    `This declarations page forms part of policy ${model.reference} and must be read together with the policy wording (Policy-Wording-${model.reference}.pdf), its endorsements and any certificates issued under it. Please check it carefully and tell your broker at once if anything is wrong.`,
  );
  pdf.space(18);
  pdf.paragraph(`Authorized representative, ${model.insurerName}`, { style: 'italic', muted: true });
  return pdf.save();
}
