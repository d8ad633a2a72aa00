import { formatCad, type Cents } from '../money.ts';
import type { BrokerFlags } from '../roles.ts';

/**
 * How long a payment link works: 30 days from when the invoice was raised (a house choice: long
 * enough for a monthly invoice's whole cycle and a mailed reminder, short enough that a leaked
 * link stops working; finance raises a new invoice for a later payment).
 */
export const PAYMENT_LINK_TTL_DAYS = 30;

/** What the public payment page and its endpoints answer (our own words). */
export const PAYMENT_LINK_MESSAGES = {
  invalid: 'This payment link is not valid. Please check the address or ask for a new link.',
  expired: 'This payment link has expired. Please ask for a new link.',
  paid: 'This invoice has already been paid. Nothing was charged.',
  coveredByCredit:
    'A refund owed to you covers what this invoice asks, so nothing is charged. Please contact us to settle it.',
  notPayable: 'This invoice can no longer be paid by link. Please contact us.',
  moved: 'The amount owing on this invoice has changed. Please reload the page and review it again.',
  belowCardMinimum:
    'The amount owing is below the smallest amount a card can be charged ($0.50). Please contact us.',
} as const;

/**
 * What a payment by link that charged the card answers (also to a retry of it with the same key):
 * what was charged and what became of the invoice, never the "already paid, nothing charged" of a
 * link opened after the invoice was paid (issue 24 item 9).
 */
export function paymentLinkChargedMessage(charged: Cents, invoiceNumber: string, stillOwing: Cents): string {
  const paid = `${formatCad(charged)} was charged to the card.`;
  return stillOwing > 0
    ? `${paid} Invoice ${invoiceNumber} still has ${formatCad(stillOwing)} owing.`
    : `${paid} Invoice ${invoiceNumber} is paid.`;
}

/** What issuing a link for an existing invoice answers when it cannot (our own words). */
export const PAYMENT_LINK_ISSUE_MESSAGES = {
  notAllowed: 'Only finance users and super admins can get a payment link.',
  invoiceNotFound: 'Invoice not found on this policy.',
  notOpen: 'Only an open invoice can be paid by link.',
} as const;

/** Who gets a payment link for an open invoice of a policy (to send to the insured): finance and super admins. */
export function canIssuePaymentLink(flags: Pick<BrokerFlags, 'financialUser' | 'superadmin'>): boolean {
  return flags.financialUser || flags.superadmin;
}
