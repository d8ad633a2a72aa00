import type { BilingualMessage } from './translate.ts';
import { twinPairs } from './twins.ts';
import { MESSAGES } from '../messages.ts';
import { ANALYTICS_MESSAGES } from '../analytics.ts';
import { BOUND_DATE_MESSAGES } from '../bound-date.ts';
import { CHANGE_PAYMENT_PLAN_MESSAGES } from '../billing/change-payment-plan.ts';
import { FINANCE_TRANSACTION_MESSAGES } from '../billing/finance-transaction.ts';
import { MANUAL_INVOICE_MESSAGES } from '../billing/manual-invoice.ts';
import { NOTICE_DELIVERY_MESSAGES } from '../billing/notice-delivery.ts';
import { NSF_MESSAGES } from '../billing/nsf.ts';
import { OVERDUE_MESSAGES } from '../billing/overdue.ts';
import { PAY_IN_FULL_MESSAGES } from '../billing/pay-in-full.ts';
import { PAYMENT_LINK_ISSUE_MESSAGES, PAYMENT_LINK_MESSAGES } from '../billing/payment-link.ts';
import { AI_MESSAGES } from '../certificates/additional-insured.ts';
import { EMAIL_DOCUMENTS_MESSAGES } from '../certificates/email-documents.ts';
import { CUSTOM_PREMIUM_MESSAGES } from '../custom-premium/rules.ts';
import { ENDORSEMENT_VALIDATION_MESSAGES } from '../endorsement/validate.ts';
import { ERP_MESSAGES } from '../erp/erp.ts';
import { EXTENSION_MESSAGES } from '../extension/details.ts';
import { NOTE_MESSAGES } from '../notes/account-note.ts';
import { PARTNERSHIP_MESSAGES } from '../partnerships.ts';
import { FORM_MESSAGES } from '../products/form-validation.ts';
import { RENEWAL_MESSAGES } from '../renewal/messages.ts';
import { PARTNER_PAYOUT_MESSAGES } from '../reports/partner-payouts.ts';
import { TRANSFER_MESSAGES } from '../transfer/rules.ts';
import { WEBHOOK_URL_MESSAGES } from '../webhooks/url-rule.ts';
import { WEBHOOK_URL_MESSAGES_FR } from './fr/webhook-url.ts';
import { MESSAGES_FR } from './fr/messages.ts';
import { LABEL_PAIRS, STATUS_LABEL_PAIRS } from './fr/labels.ts';
import { historyTextPairs } from './fr/history.ts';
import { PRODUCT_TEXT_PAIRS } from './fr/products/index.ts';

export { OPTION_LABEL_PAIRS, type OptionLabelPair } from './fr/products/index.ts';
import { reportLabelPairs } from './report-labels.ts';
import {
  ANALYTICS_MESSAGES_FR,
  FORM_MESSAGES_FR,
  NOTE_MESSAGES_FR,
  PARTNER_PAYOUT_MESSAGES_FR,
  PARTNERSHIP_BRANCH_PAIRS,
  PARTNERSHIP_MESSAGES_FR,
  TRANSFER_MESSAGES_FR,
} from './fr/accounts.ts';
import {
  CHANGE_PAYMENT_PLAN_MESSAGES_FR,
  FINANCE_TRANSACTION_MESSAGES_FR,
  MANUAL_INVOICE_MESSAGES_FR,
  MONEY_INPUT_PAIRS,
  NOTICE_DELIVERY_MESSAGES_FR,
  NSF_MESSAGES_FR,
  OVERDUE_MESSAGES_FR,
  PAY_IN_FULL_MESSAGES_FR,
  PAYMENT_LINK_ISSUE_MESSAGES_FR,
  PAYMENT_LINK_MESSAGES_FR,
} from './fr/billing.ts';
import {
  AI_MESSAGES_FR,
  BOUND_DATE_MESSAGES_FR,
  CUSTOM_PREMIUM_MESSAGES_FR,
  EMAIL_DOCUMENTS_MESSAGES_FR,
  ENDORSEMENT_VALIDATION_MESSAGES_FR,
  ERP_MESSAGES_FR,
  EXTENSION_MESSAGES_FR,
  RENEWAL_MESSAGES_FR,
} from './fr/policy.ts';

/**
 * Every shared message of the domain (the ones both the server and the browser show) with its French,
 * gathered from the French twins in `./fr/`. The contracts' messages are `CONTRACT_MESSAGE_PAIRS` of
 * `@bm/contracts` (the domain cannot import them); the server adds them and its own modules' messages to
 * a catalogue of its own, the web to `useSay`'s. `npm test` checks that every exported `…MESSAGES` object
 * is covered.
 */
export const SHARED_MESSAGE_PAIRS: BilingualMessage[] = [
  ...twinPairs(MESSAGES, MESSAGES_FR),
  ...twinPairs(ANALYTICS_MESSAGES, ANALYTICS_MESSAGES_FR),
  ...twinPairs(BOUND_DATE_MESSAGES, BOUND_DATE_MESSAGES_FR),
  ...twinPairs(CHANGE_PAYMENT_PLAN_MESSAGES, CHANGE_PAYMENT_PLAN_MESSAGES_FR),
  ...twinPairs(FINANCE_TRANSACTION_MESSAGES, FINANCE_TRANSACTION_MESSAGES_FR),
  ...twinPairs(MANUAL_INVOICE_MESSAGES, MANUAL_INVOICE_MESSAGES_FR),
  ...twinPairs(NOTICE_DELIVERY_MESSAGES, NOTICE_DELIVERY_MESSAGES_FR),
  ...twinPairs(NSF_MESSAGES, NSF_MESSAGES_FR),
  ...twinPairs(OVERDUE_MESSAGES, OVERDUE_MESSAGES_FR),
  ...twinPairs(PAY_IN_FULL_MESSAGES, PAY_IN_FULL_MESSAGES_FR),
  ...twinPairs(PAYMENT_LINK_MESSAGES, PAYMENT_LINK_MESSAGES_FR),
  ...twinPairs(PAYMENT_LINK_ISSUE_MESSAGES, PAYMENT_LINK_ISSUE_MESSAGES_FR),
  ...MONEY_INPUT_PAIRS,
  ...LABEL_PAIRS,
  ...twinPairs(AI_MESSAGES, AI_MESSAGES_FR),
  ...twinPairs(EMAIL_DOCUMENTS_MESSAGES, EMAIL_DOCUMENTS_MESSAGES_FR),
  ...twinPairs(CUSTOM_PREMIUM_MESSAGES, CUSTOM_PREMIUM_MESSAGES_FR),
  ...twinPairs(ENDORSEMENT_VALIDATION_MESSAGES, ENDORSEMENT_VALIDATION_MESSAGES_FR),
  ...twinPairs(ERP_MESSAGES, ERP_MESSAGES_FR),
  ...twinPairs(EXTENSION_MESSAGES, EXTENSION_MESSAGES_FR),
  ...twinPairs(NOTE_MESSAGES, NOTE_MESSAGES_FR),
  ...twinPairs(PARTNERSHIP_MESSAGES, PARTNERSHIP_MESSAGES_FR),
  ...PARTNERSHIP_BRANCH_PAIRS,
  ...twinPairs(FORM_MESSAGES, FORM_MESSAGES_FR),
  ...twinPairs(RENEWAL_MESSAGES, RENEWAL_MESSAGES_FR),
  ...twinPairs(PARTNER_PAYOUT_MESSAGES, PARTNER_PAYOUT_MESSAGES_FR),
  ...twinPairs(TRANSFER_MESSAGES, TRANSFER_MESSAGES_FR),
  ...twinPairs(WEBHOOK_URL_MESSAGES, WEBHOOK_URL_MESSAGES_FR),
  ...reportLabelPairs(),
  ...PRODUCT_TEXT_PAIRS,
];

/**
 * The history's own catalogue: the reasons and descriptions the server composes into a policy's history
 * rows (./fr/history.ts), many of them patterns ('Moved to {product}'). Apart from the shared messages so
 * that only the history reads a text by them: the record's history card (web `useSayHistory`) and its CSV
 * export (server `historyTextIn`), each over the shared messages. Elsewhere a user's own words ("Moved to
 * the moon", a cancellation's reason) are shown as typed.
 */
export const HISTORY_MESSAGE_PAIRS: readonly BilingualMessage[] = historyTextPairs(STATUS_LABEL_PAIRS);
