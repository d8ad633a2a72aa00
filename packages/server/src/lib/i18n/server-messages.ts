import { twinPairs, type BilingualMessage } from '@bm/domain';
import { ACCOUNTING_MESSAGES } from '../../modules/accounting/index.ts';
import { API_KEY_MESSAGES } from '../../modules/api-keys/index.ts';
import { BILLING_MESSAGES } from '../../modules/billing/index.ts';
import { CARD_MESSAGES } from '../../modules/change-payment-plan/index.ts';
import { REFUND_MPF_MESSAGES, VOID_INVOICE_MESSAGES } from '../../modules/invoices/index.ts';
import { PAYMENT_MESSAGES, RECONCILE_MESSAGES } from '../../modules/payments/index.ts';
import { SETTLE_REFUND_MESSAGES } from '../../modules/refunds/index.ts';
import { PAY_MESSAGES, MANUAL_BIND_MESSAGES } from '../../modules/applications/index.ts';
import { CANCEL_MESSAGES } from '../../modules/cancellation/index.ts';
import { CERTIFICATE_MESSAGES } from '../../modules/certificates/index.ts';
import { DOCUMENT_MESSAGES } from '../../modules/documents/index.ts';
import { ENDORSEMENT_MESSAGES } from '../../modules/endorsement/index.ts';
import { PORTAL_MESSAGES } from '../../modules/portal/index.ts';
import { REINSTATE_MESSAGES, OPEN_LAPSED_MESSAGES } from '../../modules/reinstatement/index.ts';
import { TICKET_MESSAGES } from '../../modules/tickets/index.ts';
import { TOOLBOX_USER_MESSAGES } from '../../modules/toolbox/index.ts';
import { UPLOAD_LIMIT_MESSAGES, UPLOAD_MESSAGES } from '../../modules/uploads/index.ts';
import { WEBHOOK_ENDPOINT_MESSAGES } from '../../modules/webhooks/index.ts';
import { WEBHOOK_ENDPOINT_MESSAGES_FR } from './fr/webhooks.ts';
import { CARD_DECLINE_PAIRS } from '../../integrations/payments/card-messages.ts';
import { API_KEY_MESSAGES_FR } from './fr/api-keys.ts';
import { SERVER_INLINE_PAIRS } from './fr/inline.ts';
import { SERVER_LABEL_PAIRS } from './fr/labels.ts';
import {
  ACCOUNTING_MESSAGES_FR,
  BILLING_MESSAGES_FR,
  CARD_MESSAGES_FR,
  PAYMENT_MESSAGES_FR,
  RECONCILE_MESSAGES_FR,
  REFUND_MPF_MESSAGES_FR,
  SETTLE_REFUND_MESSAGES_FR,
  VOID_INVOICE_MESSAGES_FR,
} from './fr/money.ts';
import {
  CANCEL_MESSAGES_FR,
  CERTIFICATE_MESSAGES_FR,
  DOCUMENT_MESSAGES_FR,
  ENDORSEMENT_MESSAGES_FR,
  MANUAL_BIND_MESSAGES_FR,
  OPEN_LAPSED_MESSAGES_FR,
  PAY_MESSAGES_FR,
  PORTAL_MESSAGES_FR,
  REINSTATE_MESSAGES_FR,
  TICKET_MESSAGES_FR,
  TOOLBOX_USER_MESSAGES_FR,
  UPLOAD_LIMIT_MESSAGES_FR,
  UPLOAD_MESSAGES_FR,
} from './fr/policies.ts';

/**
 * The server's own messages (the error handler's, each module's `…MESSAGES`, and those written inline
 * where a request is refused) with their French. A module's messages object gets its twin in `./fr/`,
 * `twinPairs(MODULE_MESSAGES, MODULE_MESSAGES_FR)`; `npm test`'s language check fails on any message
 * without its French. With them, the labels the modules compose for display (`./fr/labels.ts`).
 */
export const SERVER_MESSAGE_PAIRS: BilingualMessage[] = [
  { en: 'Internal server error', fr: 'Erreur interne du serveur' },
  { en: 'Invalid request', fr: 'Requête non valide' },
  { en: 'Not found', fr: 'Introuvable' },
  ...twinPairs(ACCOUNTING_MESSAGES, ACCOUNTING_MESSAGES_FR),
  ...twinPairs(API_KEY_MESSAGES, API_KEY_MESSAGES_FR),
  ...twinPairs(BILLING_MESSAGES, BILLING_MESSAGES_FR),
  ...twinPairs(CARD_MESSAGES, CARD_MESSAGES_FR),
  ...twinPairs(REFUND_MPF_MESSAGES, REFUND_MPF_MESSAGES_FR),
  ...twinPairs(VOID_INVOICE_MESSAGES, VOID_INVOICE_MESSAGES_FR),
  ...twinPairs(PAYMENT_MESSAGES, PAYMENT_MESSAGES_FR),
  ...twinPairs(RECONCILE_MESSAGES, RECONCILE_MESSAGES_FR),
  ...twinPairs(SETTLE_REFUND_MESSAGES, SETTLE_REFUND_MESSAGES_FR),
  ...twinPairs(PAY_MESSAGES, PAY_MESSAGES_FR),
  ...twinPairs(MANUAL_BIND_MESSAGES, MANUAL_BIND_MESSAGES_FR),
  ...twinPairs(CANCEL_MESSAGES, CANCEL_MESSAGES_FR),
  ...twinPairs(CERTIFICATE_MESSAGES, CERTIFICATE_MESSAGES_FR),
  ...twinPairs(DOCUMENT_MESSAGES, DOCUMENT_MESSAGES_FR),
  ...twinPairs(ENDORSEMENT_MESSAGES, ENDORSEMENT_MESSAGES_FR),
  ...twinPairs(PORTAL_MESSAGES, PORTAL_MESSAGES_FR),
  ...twinPairs(REINSTATE_MESSAGES, REINSTATE_MESSAGES_FR),
  ...twinPairs(OPEN_LAPSED_MESSAGES, OPEN_LAPSED_MESSAGES_FR),
  ...twinPairs(TICKET_MESSAGES, TICKET_MESSAGES_FR),
  ...twinPairs(TOOLBOX_USER_MESSAGES, TOOLBOX_USER_MESSAGES_FR),
  ...twinPairs(UPLOAD_LIMIT_MESSAGES, UPLOAD_LIMIT_MESSAGES_FR),
  ...twinPairs(UPLOAD_MESSAGES, UPLOAD_MESSAGES_FR),
  ...twinPairs(WEBHOOK_ENDPOINT_MESSAGES, WEBHOOK_ENDPOINT_MESSAGES_FR),
  ...SERVER_INLINE_PAIRS,
  ...SERVER_LABEL_PAIRS,
  ...CARD_DECLINE_PAIRS,
];
