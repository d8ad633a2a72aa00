import type { PaymentLink } from '@bm/contracts';
import { formatDate, formatMoney, say, type BilingualMessage, type Cents, type Locale } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import type { EmailService } from '../../integrations/email/email-service.ts';
import { sayCardMessage } from '../../integrations/payments/card-messages.ts';
import { closingOf, greetingOf } from '../../lib/correspondence.ts';
import { sayShown } from '../../lib/i18n/shown.ts';

/** The outbox templates of emailed payment links. */
export const PAYMENT_LINK_EMAIL_TEMPLATES = {
  manual: 'manual-invoice-payment-link',
  nsf: 'nsf-payment-link',
} as const;

export interface LinkedInvoice {
  number: string;
  amount: Cents;
  dueDate: Date;
  link: PaymentLink;
}

export interface PaymentLinkEmail {
  kind: keyof typeof PAYMENT_LINK_EMAIL_TEMPLATES;
  to: string;
  insuredName: string;
  policyNumber: string;
  productName: string;
  invoices: LinkedInvoice[];
  /** The insured's language of correspondence (the record's correspondenceLanguage). */
  locale: Locale;
  /** NSF: the issuer's message of the declined payment, and the missed payment fee it added. */
  declined?: { message: string; missedPaymentFee: Cents };
}

/**
 * The payment link email, in English and French side by side (decision 0079); ICU MessageFormat,
 * money as the insured's language writes it (formatMoney), dates YYYY-MM-DD in both.
 */
export const PAYMENT_LINK_EMAIL = {
  subjectDeclined: {
    en: 'Payment declined: policy {policyNumber}, pay invoice {invoice}',
    fr: 'Paiement refusé\u00a0: police {policyNumber}, payez la facture {invoice}',
  },
  subjectNew: {
    en: '{count, plural, one {New invoice} other {New invoices}} to pay: policy {policyNumber}',
    fr: '{count, plural, one {Nouvelle facture} other {Nouvelles factures}} à payer\u00a0: police {policyNumber}',
  },
  invoice: {
    en: 'Invoice {invoice}: {amount}, due {due}',
    fr: 'Facture {invoice}\u00a0: {amount}, échéance le {due}',
  },
  payByCard: { en: 'Pay it by card: {url}', fr: 'Payez-la par carte\u00a0: {url}' },
  linkWorksUntil: {
    en: '(this link works until {expires})',
    fr: '(ce lien est valide jusqu’au {expires})',
  },
  policy: { en: 'your {product} policy {policyNumber}', fr: 'votre police {product} {policyNumber}' },
  declined: {
    en: 'The scheduled payment of {policy} was declined: {message}',
    fr: 'Le paiement prévu de {policy} a été refusé\u00a0: {message}',
  },
  missedPaymentFee: {
    en: 'A missed payment fee of {amount} was added.',
    fr: 'Des frais de paiement manqué de {amount} ont été ajoutés.',
  },
  retry: {
    en: 'We will try the card on file again in a few days. To pay now with any card, use the link below.',
    fr: 'Nous réessaierons la carte enregistrée dans quelques jours. Pour payer dès maintenant avec n’importe quelle carte, utilisez le lien ci-dessous.',
  },
  raised: {
    en: '{count, plural, one {A new invoice was raised on {policy}. You can pay it by card with the link below.} other {# new invoices were raised on {policy}. You can pay each by card with its link below.}}',
    fr: '{count, plural, one {Une nouvelle facture a été émise pour {policy}. Vous pouvez la payer par carte avec le lien ci-dessous.} other {# nouvelles factures ont été émises pour {policy}. Vous pouvez payer chacune par carte avec son lien ci-dessous.}}',
  },
} as const satisfies Record<string, BilingualMessage>;

/** The subject and text of an email that sends the insured the payment link(s) of invoices, in their language. */
export function paymentLinkEmailText(email: PaymentLinkEmail): { subject: string; text: string } {
  const locale = email.locale;
  const m = PAYMENT_LINK_EMAIL;
  const lines = email.invoices.flatMap((invoice) => [
    say(m.invoice, locale, {
      invoice: invoice.number,
      amount: formatMoney(invoice.amount, locale),
      due: formatDate(invoice.dueDate),
    }),
    say(m.payByCard, locale, { url: invoice.link.url }),
    say(m.linkWorksUntil, locale, { expires: formatDate(invoice.link.expiresAt) }),
    '',
  ]);
  const policy = say(m.policy, locale, {
    product: sayShown(email.productName, locale),
    policyNumber: email.policyNumber,
  });
  const count = email.invoices.length;
  const intro = email.declined
    ? [
        say(m.declined, locale, { policy, message: sayCardMessage(email.declined.message, locale) }),
        ...(email.declined.missedPaymentFee > 0
          ? [
              say(m.missedPaymentFee, locale, {
                amount: formatMoney(email.declined.missedPaymentFee, locale),
              }),
            ]
          : []),
        say(m.retry, locale),
      ]
    : [say(m.raised, locale, { count, policy })];
  const subject = email.declined
    ? say(m.subjectDeclined, locale, {
        policyNumber: email.policyNumber,
        invoice: email.invoices[0]?.number ?? '',
      })
    : say(m.subjectNew, locale, { count, policyNumber: email.policyNumber });
  return {
    subject,
    text: [greetingOf(email.insuredName, locale), '', ...intro, '', ...lines, ...closingOf(locale)].join(
      '\n',
    ),
  };
}

/** Writes the email to the outbox in the caller's transaction (it goes out once that commits). */
export async function enqueuePaymentLinkEmail(
  email: EmailService,
  tx: Db,
  message: PaymentLinkEmail,
): Promise<string> {
  const { subject, text } = paymentLinkEmailText(message);
  return email.enqueue(tx, {
    to: message.to,
    subject,
    text,
    template: PAYMENT_LINK_EMAIL_TEMPLATES[message.kind],
  });
}
