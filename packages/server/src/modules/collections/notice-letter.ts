import {
  formatDate,
  formatMoney,
  NON_PAYMENT_NOTICE_DAYS,
  PRODUCT_TITLE,
  say,
  SUPPORT_EMAIL,
  VANCOUVER_ADDRESS,
  type BilingualMessage,
  type Cents,
  type Locale,
} from '@bm/domain';
import { sayCardMessage } from '../../integrations/payments/card-messages.ts';
import { createPdfWriter } from '../documents/index.ts';
import { sayShown } from '../../lib/i18n/shown.ts';

/**
 * The notice of cancellation for non-payment (letter, its PDF and the email that carries it), in
 * English and French side by side (decision 0079): the insured's language of correspondence.
 */
export const NOTICE_LETTER = {
  title: { en: 'Notice of cancellation for non-payment', fr: 'Avis de résiliation pour non-paiement' },
  subject: {
    en: 'Notice of cancellation for non-payment: policy {policyNumber}',
    fr: 'Avis de résiliation pour non-paiement\u00a0: police {policyNumber}',
  },
  sentOn: {
    en: 'Sent by registered mail on {day}',
    fr: 'Envoyé par courrier recommandé le {day}',
  },
  dear: { en: 'Dear {name},', fr: 'Bonjour {name},' },
  policyholder: { en: 'Policyholder', fr: 'Titulaire de la police' },
  declined: {
    en: 'The payment of {amount} due on {due} for your {product} policy {policyNumber} (invoice {invoice}) was declined {attempts} times. The card issuer answered: {message}',
    fr: 'Le paiement de {amount} dû le {due} pour votre police {product} {policyNumber} (facture {invoice}) a été refusé {attempts, plural, one {une fois} other {# fois}}. L’émetteur de la carte a répondu\u00a0: {message}',
  },
  notice: {
    en: 'This is notice that your policy will be cancelled for non-payment {days} days after the day this registered letter is delivered to you, unless the amount owing is paid before then. Please contact your broker, or pay the invoice from the link they send you, to keep your coverage in force.',
    fr: 'Par la présente, nous vous avisons que votre police sera résiliée pour non-paiement {days} jours après le jour où cette lettre recommandée vous sera livrée, à moins que le montant dû ne soit payé d’ici là. Veuillez communiquer avec votre courtier, ou payer la facture à partir du lien qu’il vous enverra, pour maintenir votre assurance en vigueur.',
  },
  disregard: {
    en: 'If you have paid in the meantime, please disregard this notice.',
    fr: 'Si vous avez payé entre-temps, veuillez ne pas tenir compte du présent avis.',
  },
  insured: { en: 'Insured', fr: 'Assuré' },
  email: { en: 'Email', fr: 'Courriel' },
  policy: { en: 'Policy', fr: 'Police' },
  invoice: { en: 'Invoice', fr: 'Facture' },
  due: { en: 'Due', fr: 'Échéance' },
  amountOwing: { en: 'Amount owing', fr: 'Montant dû' },
  cancellation: { en: 'Cancellation', fr: 'Résiliation' },
  cancellationWhen: {
    en: '{days} days after this letter is delivered, unless paid',
    fr: '{days} jours après la livraison de cette lettre, sauf paiement',
  },
} as const satisfies Record<string, BilingualMessage>;

/** What the notice of cancellation for non-payment says. */
export interface NoticeLetter {
  /** The insured's name; empty: the letter reads "Policyholder" / « Titulaire de la police ». */
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
  /** The insured's language of correspondence. */
  locale: Locale;
}

export function noticeLetterName(
  policyNumber: string,
  invoiceNumber: string,
  locale: Locale = 'en-CA',
): string {
  return `${say(NOTICE_LETTER.title, locale)} ${policyNumber} ${invoiceNumber}.pdf`;
}

/** The subject of the email that carries the notice. */
export function noticeEmailSubject(letter: Pick<NoticeLetter, 'policyNumber' | 'locale'>): string {
  return say(NOTICE_LETTER.subject, letter.locale, { policyNumber: letter.policyNumber });
}

const nameOf = (letter: NoticeLetter) =>
  letter.insuredName.trim() || say(NOTICE_LETTER.policyholder, letter.locale);

/** The letter's plain text (the email's body says the same). */
export function noticeLetterText(letter: NoticeLetter): string[] {
  const { locale } = letter;
  return [
    say(NOTICE_LETTER.dear, locale, { name: nameOf(letter) }),
    say(NOTICE_LETTER.declined, locale, {
      amount: formatMoney(letter.amountDue, locale),
      due: letter.dueDay,
      product: sayShown(letter.productName, locale),
      policyNumber: letter.policyNumber,
      invoice: letter.invoiceNumber,
      attempts: letter.attempts,
      message: sayCardMessage(letter.failureMessage, locale),
    }),
    say(NOTICE_LETTER.notice, locale, { days: NON_PAYMENT_NOTICE_DAYS }),
    say(NOTICE_LETTER.disregard, locale),
  ];
}

/** The notice sent by registered mail, as a PDF kept in the policy's documents. */
export async function renderNoticeLetter(letter: NoticeLetter): Promise<Uint8Array> {
  const { locale } = letter;
  const title = say(NOTICE_LETTER.title, locale);
  const label = (message: BilingualMessage) => say(message, locale);
  const pdf = await createPdfWriter({
    title: `${title} — ${letter.policyNumber}`,
    subject: title,
    author: PRODUCT_TITLE,
    keywords: ['notice', 'non-payment', letter.policyNumber],
    createdAt: letter.sentAt,
    locale,
    runningHeader: `${PRODUCT_TITLE} — ${letter.policyNumber}`,
    runningFooter: `${VANCOUVER_ADDRESS} · ${SUPPORT_EMAIL}`,
  });
  pdf.title(title, say(NOTICE_LETTER.sentOn, locale, { day: formatDate(letter.sentAt) }));
  pdf.fields([
    [label(NOTICE_LETTER.insured), nameOf(letter)],
    [label(NOTICE_LETTER.email), letter.email],
    [label(NOTICE_LETTER.policy), `${letter.policyNumber} (${sayShown(letter.productName, locale)})`],
    [label(NOTICE_LETTER.invoice), letter.invoiceNumber],
    [label(NOTICE_LETTER.due), letter.dueDay],
    [label(NOTICE_LETTER.amountOwing), formatMoney(letter.amountDue, locale)],
    [
      label(NOTICE_LETTER.cancellation),
      say(NOTICE_LETTER.cancellationWhen, locale, { days: NON_PAYMENT_NOTICE_DAYS }),
    ],
  ]);
  pdf.space(8);
  for (const paragraph of noticeLetterText(letter)) pdf.paragraph(paragraph);
  return pdf.save();
}
