import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { webhookEventSchema, type WebhookEvent } from '@bm/contracts';
import { invoiceFigures, ledgerBalances, type LedgerEntry } from '@bm/domain';
import { ledgerEntries, policyTransactions, webhookEvents } from '../../src/db/schema.ts';
import { toLedgerEntry } from '../../src/modules/policies/ledger.ts';
import type { TestApp } from './test-app.ts';

/**
 * The policy event of each kind of change, as the issue names them (issue 28 item 1): written here
 * apart from the server's table, so that a change of mapping is a change of this test too.
 */
const POLICY_EVENT_OF: Record<string, string> = {
  'New Business': 'policy.bound',
  Renewal: 'policy.renewed',
  Endorsement: 'policy.endorsed',
  Cancellation: 'policy.cancelled',
  Reinstatement: 'policy.reinstated',
  'Lapse Reopened': 'policy.reinstated',
  Lapsed: 'policy.lapsed',
  Transfer: 'policy.transferred',
  Extension: 'policy.extended',
  'Extended Reporting Period': 'policy.erp_added',
  'Custom Premium': 'policy.custom_premium_charged',
  'Payment Plan Change': 'policy.payment_plan_changed',
  'Account Note': 'note.added',
  'Sales Status': 'note.added',
};

export interface StoredEvent {
  seq: number;
  changeId: string | null;
  event: WebhookEvent;
}

/** A policy's events in seq order, each payload checked against the contract. */
export async function policyEvents(t: TestApp, applicationId: string): Promise<StoredEvent[]> {
  const rows = await t.db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.applicationId, applicationId))
    .orderBy(asc(webhookEvents.seq));
  return rows.map((row) => ({
    seq: row.seq,
    changeId: row.changeId,
    event: webhookEventSchema.parse(row.payload),
  }));
}

type Ledgered = LedgerEntry & { id: number; changeId: string };

/**
 * The events each change of the policy should have written, derived from its history and its ledger
 * alone: the change's own event, an invoice.issued for each invoice its money first names, a
 * payment.succeeded / refund.paid for each card payment / refund it names, and an invoice.paid /
 * invoice.voided for each invoice whose status (domain invoiceFigures over the ledger so far) it
 * moved. Invoice status events are sorted within their change.
 */
function expectedByChange(
  history: { id: string; type: string; reason: string | null }[],
  ledger: Ledgered[],
) {
  const seen = new Map<string, LedgerEntry[]>();
  const expected = new Map<string, string[]>();
  const byChange = new Map<string, Ledgered[]>();
  for (const entry of ledger) byChange.set(entry.changeId, [...(byChange.get(entry.changeId) ?? []), entry]);
  for (const change of history) {
    const entries = byChange.get(change.id) ?? [];
    const types = POLICY_EVENT_OF[change.type] ? [POLICY_EVENT_OF[change.type]!] : [];
    // A manual bind's account notes are a note of the record too.
    if (change.reason === 'Manual bind') types.push('note.added');
    const touched = [...new Set(entries.map((entry) => entry.invoiceId))];
    const before = new Map(
      touched.map((id) => [id, seen.has(id) ? invoiceFigures(seen.get(id)!).status : null]),
    );
    for (const id of touched) if (before.get(id) === null) types.push(`invoice.issued ${id}`);
    const paymentIds = entries.filter((e) => e.kind === 'payment' && e.paymentId).map((e) => e.paymentId);
    for (const id of new Set(paymentIds)) types.push(`payment.succeeded ${id}`);
    const refundIds = entries.filter((e) => e.kind === 'refund' && e.refundId).map((e) => e.refundId);
    for (const id of new Set(refundIds)) types.push(`refund.paid ${id}`);
    for (const entry of entries) seen.set(entry.invoiceId, [...(seen.get(entry.invoiceId) ?? []), entry]);
    const statusEvents: string[] = [];
    for (const id of touched) {
      const after = invoiceFigures(seen.get(id)!).status;
      if (after === before.get(id)) continue;
      if (after === 'paid') statusEvents.push(`invoice.paid ${id}`);
      if (after === 'void') statusEvents.push(`invoice.voided ${id}`);
    }
    if (types.length + statusEvents.length > 0) expected.set(change.id, [...types, ...statusEvents.sort()]);
  }
  return expected;
}

/** An event as the comparison names it: its type and the invoice, payment or refund it is about. */
function named({ event }: StoredEvent): string {
  const subject = event.data.invoice?.id ?? event.data.payment?.id ?? event.data.refund?.id;
  return subject ? `${event.type} ${subject}` : event.type;
}

/**
 * A policy's webhook events are exactly those its changes should have written (no more, none
 * missing), grouped by change in the order the changes were written, each carrying its change's
 * ledger entries; summed once per change they are the ledger, and the last one's policy shows the
 * ledger's balance. `why` says how the policy got here.
 */
export async function checkPolicyEvents(t: TestApp, applicationId: string, why: string) {
  const [events, history, ledgerRows] = await Promise.all([
    policyEvents(t, applicationId),
    t.db
      .select({ id: policyTransactions.id, type: policyTransactions.type, reason: policyTransactions.reason })
      .from(policyTransactions)
      .where(eq(policyTransactions.applicationId, applicationId)),
    t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.applicationId, applicationId))
      .orderBy(asc(ledgerEntries.id)),
  ]);
  const ledger: Ledgered[] = ledgerRows.map((row) => ({
    ...toLedgerEntry(row),
    id: row.id,
    changeId: row.changeId,
  }));
  // History rows in the order they were written: by their first ledger entry, else by their events.
  const firstEntry = new Map<string, number>();
  for (const entry of ledger) if (!firstEntry.has(entry.changeId)) firstEntry.set(entry.changeId, entry.id);
  const eventOrder = [...new Set(events.map((stored) => stored.changeId).filter(Boolean))] as string[];
  const changeEvents = events.filter((stored) => stored.changeId);
  // Events without a change are only card payments outside one (a decline, a charge sent back).
  for (const stored of events.filter((s) => !s.changeId)) {
    expect(['payment.declined', 'payment.succeeded', 'refund.paid'], why).toContain(stored.event.type);
  }
  // A change's events are consecutive, and changes that moved money come in their ledger's order.
  const runs = changeEvents.map((stored) => stored.changeId).filter((id, i, all) => id !== all[i - 1]);
  expect(runs, `${why}: a change's events are consecutive`).toEqual(eventOrder);
  const moneyOrder = eventOrder.filter((id) => firstEntry.has(id));
  expect(moneyOrder, `${why}: events follow the ledger's order`).toEqual(
    [...moneyOrder].sort((a, b) => firstEntry.get(a)! - firstEntry.get(b)!),
  );
  const historyIds = new Set(history.map((row) => row.id));
  const ordered = [
    ...eventOrder.filter((id) => historyIds.has(id)),
    ...history.map((row) => row.id).filter((id) => !eventOrder.includes(id)),
  ];
  const expected = expectedByChange(
    ordered.map((id) => history.find((row) => row.id === id)!),
    ledger,
  );
  const actual = new Map<string, string[]>();
  for (const stored of changeEvents) {
    actual.set(stored.changeId!, [...(actual.get(stored.changeId!) ?? []), named(stored)]);
  }
  const sortStatus = (list: string[]) => [
    ...list.filter((name) => !/^invoice\.(paid|voided)/.test(name)),
    ...list.filter((name) => /^invoice\.(paid|voided)/.test(name)).sort(),
  ];
  expect(
    Object.fromEntries([...actual].map(([id, list]) => [id, sortStatus(list)])),
    `${why}: each change's events`,
  ).toEqual(Object.fromEntries(expected));

  // Each event carries its change's ledger entries, with their invoices' numbers.
  for (const stored of changeEvents) {
    const entries = ledger.filter((entry) => entry.changeId === stored.changeId);
    expect(
      stored.event.data.money.map(({ kind, amount, invoiceId, paymentId, refundId }) => ({
        kind,
        amount,
        invoiceId,
        paymentId,
        refundId,
      })),
      `${why}: ${stored.event.type} carries its change's money`,
    ).toEqual(
      entries.map(({ kind, amount, invoiceId, paymentId, refundId }) => ({
        kind,
        amount,
        invoiceId,
        paymentId,
        refundId,
      })),
    );
    expect(stored.event.data.change?.id).toBe(stored.changeId);
  }
  const onePerChange = eventOrder.map((id) => changeEvents.find((stored) => stored.changeId === id)!);
  const lines = onePerChange.flatMap((stored) => stored.event.data.money);
  const fromEvents = ledgerBalances(lines as LedgerEntry[]);
  // A change that moved money yet tells nothing (an off-platform payment leaving its invoice open)
  // has no event: the events sum to the ledger of the changes that have.
  const told = new Set(eventOrder);
  expect(fromEvents, `${why}: the events' money sums to the ledger`).toEqual(
    ledgerBalances(ledger.filter((entry) => told.has(entry.changeId))),
  );
  const b = ledgerBalances(ledger);
  const last = changeEvents.at(-1);
  if (last && last.changeId === ledger.at(-1)?.changeId) {
    const balance = last.event.data.policy.balance;
    expect(balance.billed, why).toBe(b.billed - b.voided - b.writtenOff);
    expect(balance.paid, why).toBe(b.collected);
  }
  return events;
}
