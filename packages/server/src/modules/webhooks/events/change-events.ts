import type {
  WebhookChange,
  WebhookInvoice,
  WebhookMoneyLine,
  WebhookPayment,
  WebhookRefund,
} from '@bm/contracts';
import type { WebhookEventType } from '@bm/domain';
import type { Db } from '../../../db/client.ts';
import { readPolicySnapshot } from './policy-snapshot.ts';
import { writeWebhookEvents, type NewWebhookEvent } from './write-events.ts';

/**
 * The policy event each kind of change (its history type) is (docs/decisions/0092). A change not
 * listed (a payment collected, a refund, a void, a manual invoice, documents emailed, a renewal
 * offered ...) has no event of its own: it tells through the events of the money it moved.
 */
export const CHANGE_EVENT_TYPES: Readonly<Record<string, readonly WebhookEventType[]>> = {
  'New Business': ['policy.bound'],
  Renewal: ['policy.renewed'],
  Endorsement: ['policy.endorsed'],
  Cancellation: ['policy.cancelled'],
  Reinstatement: ['policy.reinstated'],
  // A lapsed policy opened again is bound again, as a reinstated one.
  'Lapse Reopened': ['policy.reinstated'],
  Lapsed: ['policy.lapsed'],
  // A policy moved to another broker or brokerage ('Lead Transfer' moves an unbound lead: none).
  Transfer: ['policy.transferred'],
  Extension: ['policy.extended'],
  'Extended Reporting Period': ['policy.erp_added'],
  'Custom Premium': ['policy.custom_premium_charged'],
  'Payment Plan Change': ['policy.payment_plan_changed'],
  // A note (the record's, the policy portal's request); one that sets the sales status is one too.
  'Account Note': ['note.added'],
  'Sales Status': ['note.added'],
};

/** An invoice the change touched: as it left it, and its status before (null: the change raised it). */
export interface InvoiceMove {
  invoice: WebhookInvoice;
  previousStatus: string | null;
}

export interface RecordedChangeEvents {
  applicationId: string;
  at: Date;
  change: WebhookChange;
  /** Events beyond the change type's (a manual bind's note: note.added). */
  extraTypes?: readonly WebhookEventType[];
  money: readonly WebhookMoneyLine[];
  invoices: readonly InvoiceMove[];
}

interface Planned {
  type: WebhookEventType;
  invoice?: WebhookInvoice;
  payment?: WebhookPayment;
  refund?: WebhookRefund;
}

const sumOf = (lines: readonly WebhookMoneyLine[]) => lines.reduce((total, line) => total + line.amount, 0);

/**
 * The events of one change, in the order they are written (and delivered): the change's own, then
 * each invoice it raised, each card payment and refund its money names, then each invoice it moved
 * to paid or void.
 */
export function plannedEvents(input: Omit<RecordedChangeEvents, 'applicationId' | 'at'>): Planned[] {
  const planned: Planned[] = [
    ...(CHANGE_EVENT_TYPES[input.change.type] ?? []).map((type) => ({ type })),
    ...(input.extraTypes ?? []).map((type) => ({ type })),
  ];
  for (const move of input.invoices) {
    if (move.previousStatus === null) planned.push({ type: 'invoice.issued', invoice: move.invoice });
  }
  const payments = new Map<string, WebhookMoneyLine[]>();
  const refunds = new Map<string, WebhookMoneyLine[]>();
  for (const line of input.money) {
    if (line.kind === 'payment' && line.paymentId) {
      payments.set(line.paymentId, [...(payments.get(line.paymentId) ?? []), line]);
    }
    if (line.kind === 'refund' && line.refundId) {
      refunds.set(line.refundId, [...(refunds.get(line.refundId) ?? []), line]);
    }
  }
  for (const [id, lines] of payments) {
    planned.push({
      type: 'payment.succeeded',
      payment: {
        id,
        amount: sumOf(lines),
        status: 'succeeded',
        failureCode: null,
        failureMessage: null,
        purpose: null,
      },
    });
  }
  for (const [id, lines] of refunds) {
    planned.push({
      type: 'refund.paid',
      refund: { id, paymentId: lines[0]?.paymentId ?? null, amount: sumOf(lines), manual: lines[0]!.manual },
    });
  }
  for (const { invoice, previousStatus } of input.invoices) {
    if (invoice.status === previousStatus) continue;
    if (invoice.status === 'paid') planned.push({ type: 'invoice.paid', invoice });
    if (invoice.status === 'void') planned.push({ type: 'invoice.voided', invoice });
  }
  return planned;
}

/**
 * Writes a recorded change's events (recordPolicyChange), in its transaction: nothing when the
 * change has none; else the policy is read once, after the change's update, for every event.
 */
export async function writeChangeEvents(tx: Db, input: RecordedChangeEvents) {
  const planned = plannedEvents(input);
  if (planned.length === 0) return [];
  const policy = await readPolicySnapshot(tx, input.applicationId);
  return writeWebhookEvents(
    tx,
    planned.map(({ type, ...subject }): NewWebhookEvent => ({
      type,
      at: input.at,
      brokerageId: policy.brokerage.id,
      applicationId: input.applicationId,
      changeId: input.change.id,
      data: { policy, change: input.change, money: [...input.money], ...subject },
    })),
  );
}

/**
 * A card payment's events outside a policy change, in the caller's transaction: a decline
 * (payment.declined), or a charge that no change applied and that went back to the card
 * (payment.succeeded, then refund.paid). The policy is read once.
 */
export async function writePaymentEvents(
  tx: Db,
  input: { applicationId: string; at: Date; payment: WebhookPayment; refund?: WebhookRefund },
) {
  const policy = await readPolicySnapshot(tx, input.applicationId);
  const base = {
    at: input.at,
    brokerageId: policy.brokerage.id,
    applicationId: input.applicationId,
    changeId: null,
  };
  const data = { policy, change: null, money: [], payment: input.payment };
  const events: NewWebhookEvent[] =
    input.payment.status === 'failed'
      ? [{ ...base, type: 'payment.declined', data }]
      : [
          { ...base, type: 'payment.succeeded', data },
          ...(input.refund
            ? [{ ...base, type: 'refund.paid' as const, data: { ...data, refund: input.refund } }]
            : []),
        ];
  return writeWebhookEvents(tx, events);
}
