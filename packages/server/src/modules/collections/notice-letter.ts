import {
  formatCad,
  formatDate,
  NON_PAYMENT_NOTICE_DAYS,
  PRODUCT_TITLE,
  SUPPORT_EMAIL,
  VANCOUVER_ADDRESS,
  type Cents,
} from '@bm/domain';
import { createPdfWriter } from '../documents/index.ts';

/** What the notice of cancellation for non-payment says. */
export interface NoticeLetter {
  insuredName: string;
  email: string;
  policyNumber: string;
  productName: string;
  /** The scheduled payment that was not made. */
  invoiceNumber: string;
  dueDay: string;
  amountDue: Cents;
  failureMessage: string;
  attempts: number;
  sentAt: Date;
}

export function noticeLetterName(policyNumber: string, invoiceNumber: string): string {
  return `Notice of cancellation for non-payment ${policyNumber} ${invoiceNumber}.pdf`;
}

/** The letter's plain text (the email's body says the same). */
export function noticeLetterText(letter: NoticeLetter): string[] {
  return [
    `Dear ${letter.insuredName},`,
    `The payment of ${formatCad(letter.amountDue)} due on ${letter.dueDay} for your ${letter.productName} policy ${letter.policyNumber} (invoice ${letter.invoiceNumber}) was declined ${letter.attempts} times. The card issuer answered: ${letter.failureMessage}`,
    `This is notice that your policy will be cancelled for non-payment ${NON_PAYMENT_NOTICE_DAYS} days after the day this registered letter is delivered to you, unless the amount owing is paid before then. Please contact your broker, or pay the invoice from the link they send you, to keep your coverage in force.`,
    'If you have paid in the meantime, please disregard this notice.',
  ];
}

/** The notice sent by registered mail, as a PDF kept in the policy's documents. */
export async function renderNoticeLetter(letter: NoticeLetter): Promise<Uint8Array> {
  const pdf = await createPdfWriter({
    title: `Notice of cancellation for non-payment — ${letter.policyNumber}`,
    subject: 'Notice of cancellation for non-payment',
    author: PRODUCT_TITLE,
    keywords: ['notice', 'non-payment', letter.policyNumber],
    createdAt: letter.sentAt,
    runningHeader: `${PRODUCT_TITLE} — ${letter.policyNumber}`,
    runningFooter: `${VANCOUVER_ADDRESS} · ${SUPPORT_EMAIL}`,
  });
  pdf.title(
    'Notice of cancellation for non-payment',
    `Sent by registered mail on ${formatDate(letter.sentAt)}`,
  );
  pdf.fields([
    ['Insured', letter.insuredName],
    ['Email', letter.email],
    ['Policy', `${letter.policyNumber} (${letter.productName})`],
    ['Invoice', letter.invoiceNumber],
    ['Due', letter.dueDay],
    ['Amount owing', formatCad(letter.amountDue)],
    ['Cancellation', `${NON_PAYMENT_NOTICE_DAYS} days after this letter is delivered, unless paid`],
  ]);
  pdf.space(8);
  for (const paragraph of noticeLetterText(letter)) pdf.paragraph(paragraph);
  return pdf.save();
}
