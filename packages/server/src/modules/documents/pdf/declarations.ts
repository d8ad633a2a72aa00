import {
  BREAKDOWN_WORDS,
  formatMoney,
  PRODUCT_TITLE,
  say,
  SUPPORT_EMAIL,
  VANCOUVER_ADDRESS,
  type BilingualMessage,
  type MessageValues,
  type PaymentPeriod,
} from '@bm/domain';
import type { DeclarationsModel } from '../declarations-model.ts';
import { DECLARATIONS_PDF as W, RETURN_OF_PREMIUM_FR } from './declarations-words.ts';
import { createPdfWriter, type AmountRow, type PdfWriter } from './layout.ts';
import { RETURN_OF_PREMIUM } from './return-of-premium.ts';

const PLAN_LABELS: Record<PaymentPeriod, BilingualMessage> = {
  annual: W.planAnnual,
  monthly: W.planMonthly,
  instalment: W.planInstalment,
};
const PERIOD_WORDS: Record<PaymentPeriod, BilingualMessage> = {
  annual: W.periodAnnual,
  monthly: W.periodMonthly,
  instalment: W.periodInstalment,
};

/** The page's words and money in the model's language (the insured's language of correspondence). */
function wordsOf(model: DeclarationsModel) {
  return {
    say: (message: BilingualMessage, values?: MessageValues) => say(message, model.locale, values),
    money: (amount: number) => formatMoney(amount, model.locale),
  };
}

function premiumRows(model: DeclarationsModel): AmountRow[] {
  const { say, money } = wordsOf(model);
  const rows: AmountRow[] = [];
  for (const section of model.sections) {
    const isPremium = section.title === BREAKDOWN_WORDS[model.locale].premiums;
    for (const line of section.lines) rows.push({ label: line.label, amount: money(line.amount) });
    if (isPremium)
      rows.push({ label: say(W.premiumTotal), amount: money(section.total), emphasis: 'subtotal' });
  }
  rows.push({
    label: say(W.planTotal, { period: say(PERIOD_WORDS[model.paymentPeriod]) }),
    amount: money(model.total),
    emphasis: 'total',
    note: say(W.planTotalNote),
  });
  return rows;
}

function parties(pdf: PdfWriter, model: DeclarationsModel) {
  const { say } = wordsOf(model);
  const brokerage = model.brokerage;
  pdf.blocks([
    {
      title: say(W.namedInsured),
      lines: [model.namedInsured || '-', ...model.address, model.email, model.phone ?? ''].filter(Boolean),
    },
    {
      title: say(W.broker),
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
  const { say, money } = wordsOf(model);
  pdf.heading(say(W.paymentPlan));
  pdf.fields([
    [say(W.paymentPlan), say(PLAN_LABELS[model.paymentPeriod])],
    [say(W.totalPayable), money(model.total)],
  ]);
  if (model.schedule.length === 0) return;
  pdf.subheading(say(W.paymentSchedule));
  pdf.table(
    [
      { header: say(W.payment), width: 0.2 },
      { header: say(W.dueDate), width: 0.4 },
      { header: say(W.amount), width: 0.4, align: 'right' },
    ],
    model.schedule.map((p) => [
      p.sequence === 1 ? say(W.atBind) : String(p.sequence),
      p.dueDate,
      money(p.amount),
    ]),
  );
  pdf.paragraph(say(W.scheduleNote), { muted: true });
}

/** The declarations page: who, what, when and how much, for the bound policy. */
export async function renderDeclarations(model: DeclarationsModel): Promise<Uint8Array> {
  const { say } = wordsOf(model);
  const product = model.productName;
  const pdf = await createPdfWriter({
    title: say(W.docTitle, { reference: model.reference }),
    subject: say(W.docSubject, { product, insured: model.namedInsured }),
    author: model.insurerName,
    keywords: ['declarations', product, model.reference],
    createdAt: model.boundAt,
    locale: model.locale,
    runningHeader: say(W.runningHeader, { insurer: model.insurerName, product, reference: model.reference }),
    runningFooter: say(W.runningFooter, {
      title: PRODUCT_TITLE,
      address: VANCOUVER_ADDRESS,
      email: SUPPORT_EMAIL,
    }),
  });
  pdf.title(product, say(W.subtitle, { insurer: model.insurerName }));
  pdf.fields([
    [say(W.policyNumber), model.policyNumber ?? say(W.pending, { id: model.applicationId })],
    [say(W.insurer), model.insurerName],
    [say(W.transaction), model.transactionType],
    [say(W.dateIssued), model.boundDate],
  ]);
  parties(pdf, model);

  pdf.heading(say(W.policyPeriod));
  pdf.fields([
    [say(W.effectiveDate), model.effectiveDate || '-'],
    [say(W.expiryDate), model.expiryDate || '-'],
    [say(W.time), say(W.timeValue)],
  ]);

  if (model.answers.length > 0) {
    pdf.heading(say(W.coverageDetails));
    pdf.fields(model.answers.map((a) => [a.heading, a.value] as const));
  }

  pdf.heading(say(W.premium));
  pdf.amounts(premiumRows(model));
  paymentPlan(pdf, model);

  pdf.heading(say(W.important));
  const returnOfPremium = model.locale === 'fr-CA' ? RETURN_OF_PREMIUM_FR : RETURN_OF_PREMIUM;
  pdf.paragraph(say(W.returnOfPremium, { text: returnOfPremium.join(' ') }));
  pdf.paragraph(say(W.formsPart, { reference: model.reference }));
  pdf.space(18);
  pdf.paragraph(say(W.authorized, { insurer: model.insurerName }), { style: 'italic', muted: true });
  return pdf.save();
}
