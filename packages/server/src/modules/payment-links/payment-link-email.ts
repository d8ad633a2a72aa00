import type { PaymentLink } from '@bm/contracts';
import { formatCad, formatDate, PRODUCT_TITLE, type Cents } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import type { EmailService } from '../../integrations/email/email-service.ts';

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
  /** NSF: the issuer's message of the declined payment, and the missed payment fee it added. */
  declined?: { message: string; missedPaymentFee: Cents };
}

/** The subject and text of an email that sends the insured the payment link(s) of invoices. */
export function paymentLinkEmailText(email: PaymentLinkEmail): { subject: string; text: string } {
  const greeting = email.insuredName.trim() ? `Hello ${email.insuredName.trim()},` : 'Hello,';
  const lines = email.invoices.flatMap((invoice) => [
    `Invoice ${invoice.number}: ${formatCad(invoice.amount)}, due ${formatDate(invoice.dueDate)}`,
    `Pay it by card: ${invoice.link.url}`,
    `(this link works until ${formatDate(invoice.link.expiresAt)})`,
    '',
  ]);
  const policy = `your ${email.productName} policy ${email.policyNumber}`;
  const intro = email.declined
    ? [
        `The scheduled payment of ${policy} was declined: ${email.declined.message}`,
        ...(email.declined.missedPaymentFee > 0
          ? [`A missed payment fee of ${formatCad(email.declined.missedPaymentFee)} was added.`]
          : []),
        'We will try the card on file again in a few days. To pay now with any card, use the link below.',
      ]
    : [
        email.invoices.length === 1
          ? `A new invoice was raised on ${policy}. You can pay it by card with the link below.`
          : `${email.invoices.length} new invoices were raised on ${policy}. You can pay each by card with its link below.`,
      ];
  const subject = email.declined
    ? `Payment declined: policy ${email.policyNumber}, pay invoice ${email.invoices[0]?.number ?? ''}`
    : `New invoice${email.invoices.length === 1 ? '' : 's'} to pay: policy ${email.policyNumber}`;
  return {
    subject,
    text: [
      greeting,
      '',
      ...intro,
      '',
      ...lines,
      'If you have any questions about your policy, please contact your broker.',
      '',
      PRODUCT_TITLE,
    ].join('\n'),
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
