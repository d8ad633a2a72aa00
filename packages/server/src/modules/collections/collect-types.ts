import type { Db } from '../../db/client.ts';
import type { invoices } from '../../db/schema.ts';
import type { EmailService } from '../../integrations/email/email-service.ts';
import type { PaymentProvider } from '../../integrations/payments/index.ts';
import type { FileStorage } from '../../integrations/storage/types.ts';
import type { PaymentLinkSigner } from '../payment-links/index.ts';

export interface CollectionsDeps {
  db: Db;
  payments: PaymentProvider;
  storage: FileStorage;
  email: EmailService;
  /** Signs the payment link emailed to the insured when a payment is first declined. */
  links: PaymentLinkSigner;
}

export interface CollectionsResult {
  /** Scheduled payments charged this run (attempts made). */
  attempted: number;
  paid: number;
  declined: number;
  /** NSF invoices opened (first declines) and notices of cancellation sent (last declines). */
  nsfOpened: number;
  noticesSent: number;
  /** Left for the next run: the policy was locked elsewhere or another payment of it was in flight. */
  skipped: number;
}

/** The history rows the collections job writes. */
export const COLLECTION_CHANGE_TYPES = {
  paid: 'Payment Collected',
  declined: 'Payment Declined',
  notice: 'Notice of Cancellation',
} as const;

/** The missed payment fee invoice's type and number code. */
export const MPF_INVOICE_TYPE = 'missed payment fee';

/** A scheduled payment the job looks at: an open plan invoice of a bound policy. */
export type Candidate = Pick<
  typeof invoices.$inferSelect,
  'id' | 'applicationId' | 'number' | 'dueDate' | 'instalmentNumber' | 'paymentAccount'
>;

/** What one attempt came to: `skipped` is left for the next run, `waiting` had nothing to charge today. */
export interface Attempted {
  outcome: 'paid' | 'declined' | 'waiting' | 'skipped';
  nsfOpened?: boolean;
  noticeSent?: boolean;
}
