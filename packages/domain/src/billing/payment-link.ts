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
  notPayable: 'This invoice can no longer be paid by link. Please contact us.',
  moved: 'The amount owing on this invoice has changed. Please reload the page and review it again.',
  belowCardMinimum:
    'The amount owing is below the smallest amount a card can be charged ($0.50). Please contact us.',
} as const;
