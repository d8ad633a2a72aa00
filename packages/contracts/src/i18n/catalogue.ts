import { SHARED_MESSAGE_PAIRS, twinPairs, type BilingualMessage } from '@bm/domain';
import { REFUND_INVOICE_FIELD_MESSAGES } from '../invoice-changes.ts';
import { SETTLE_REFUND_FIELD_MESSAGES } from '../invoices.ts';
import { REFUND_INVOICE_FIELD_MESSAGES_FR, SETTLE_REFUND_FIELD_MESSAGES_FR } from './fr/fields.ts';
import { SCHEMA_MESSAGE_PAIRS } from './fr/schemas.ts';

/**
 * The contracts' messages with their French (decision 0079): the field messages objects and the
 * messages written inline in the schemas. The domain cannot import them, so they are added next to
 * `SHARED_MESSAGE_PAIRS` by the server's catalogue and by the web's `useSay`.
 */
export const CONTRACT_MESSAGE_PAIRS: BilingualMessage[] = [
  ...twinPairs(REFUND_INVOICE_FIELD_MESSAGES, REFUND_INVOICE_FIELD_MESSAGES_FR),
  ...twinPairs(SETTLE_REFUND_FIELD_MESSAGES, SETTLE_REFUND_FIELD_MESSAGES_FR),
  ...SCHEMA_MESSAGE_PAIRS,
];

/**
 * Every message both the server and the browser may show, with its French: the domain's shared messages
 * and labels, and the contracts'. The server's catalogue adds its own modules' messages to these; the
 * web's `useSay` reads these alone.
 */
export const SHOWN_MESSAGE_PAIRS: readonly BilingualMessage[] = [
  ...SHARED_MESSAGE_PAIRS,
  ...CONTRACT_MESSAGE_PAIRS,
];
