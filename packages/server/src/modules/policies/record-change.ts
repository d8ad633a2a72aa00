import { eq } from 'drizzle-orm';
import {
  checkEntry,
  formatDate,
  isPaymentPeriod,
  isReportedTransaction,
  sayHistoryText,
  transactionFigures,
  type HistoryPart,
  type ChargeComponent,
  type Cents,
  type LedgerKind,
  type PremiumTimeline,
  type Quote,
  type FeeTaxes,
  type TransactionFigures,
  type PlanPaymentParts,
  type WebhookEventType,
} from '@bm/domain';
import type { WebhookChange, WebhookMoneyLine } from '@bm/contracts';
import type { Db } from '../../db/client.ts';
import { applications, invoices, ledgerEntries, policyTransactions } from '../../db/schema.ts';
import type { ApplicationRow } from './repository.ts';
import { queuePolicyDocuments } from './document-jobs.ts';
import { writeAudit } from '../audit-log/index.ts';
import { applyToProjection, projectionDeltaFollows } from '../premium-lines/index.ts';
import { writeChangeEvents } from '../webhooks/index.ts';
import { nextInvoiceNumber, refreshInvoices, type RefreshedInvoice } from './ledger.ts';

/** The history row types a policy change writes. */
export type PolicyChangeType =
  'New Business' | 'Renewal' | 'Endorsement' | 'Cancellation' | 'Reinstatement' | (string & {});

/** A new invoice the change raises: its document; its amounts come from its ledger entries. */
export interface NewInvoice {
  /** How the change's money entries name it. */
  ref: string;
  /** Number code (e.g. END, CXL, RFD), or a full number given by the caller (bind's schedule). */
  code?: string;
  number?: string;
  type: string;
  description: string;
  dueDate: Date;
  instalmentNumber?: number | null;
  /** A plan payment a change of payment plan raises: what it bills, in parts (decision 0078). */
  planParts?: PlanPaymentParts | null;
  isMpf?: boolean;
  waivable?: boolean;
  paymentAccount: 'main' | 'finance';
}

/** One ledger entry of the change, on an existing invoice (id) or one it raises (ref). */
export interface MoneyEntry {
  kind: LedgerKind;
  amount: Cents;
  invoice: { id: string } | { ref: string };
  component?: ChargeComponent;
  paymentId?: string | null;
  refundId?: string | null;
  manual?: boolean;
}

/** Everything one policy change writes (docs/decisions/0019): nothing else writes these rows. */
export interface PolicyChange {
  /** The policy, locked by the caller in this transaction. */
  application: ApplicationRow;
  type: PolicyChangeType;
  userId: string | null;
  at: Date;
  /** Application columns the change sets (status, form, quote ...). */
  update?: Partial<typeof applications.$inferInsert>;
  /** The premium timeline after the change, when it changes. */
  timeline?: PremiumTimeline;
  history: {
    effectiveDate?: Date | null;
    reason?: string | null;
    /**
     * What the row says; composed around an amount, a code or labels, its parts (domain
     * HISTORY_TEXTS): stored as their English, and in `details.descriptionText` for the reader to say
     * them in its language (decision 0085).
     */
    description?: string | readonly HistoryPart[] | null;
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
    details?: Record<string, unknown> | null;
    premiumDelta?: Cents;
    taxDelta?: Cents;
    feeDelta?: Cents;
    totalDelta?: Cents;
    /**
     * A finance credit taken back unused, inside totalDelta (domain TransactionInput); negative, a
     * manual charge voided (its finance adjustments revenue taken back).
     */
    creditReversed?: Cents;
    paymentId?: string | null;
    refundId?: string | null;
  };
  invoices?: readonly NewInvoice[];
  money?: readonly MoneyEntry[];
  /**
   * The taxes inside the change's fees as its quote split them (GST/HST and PST): the commission
   * report and the accounting tax report show them apart from the fees (domain transactionFigures).
   */
  feeTaxes?: FeeTaxes;
  /**
   * The fees the change moved by kind, for the commission report's columns, where its ledger
   * entries do not name them: a change of payment plan bills `planPayment` charges and voids, yet
   * moves financing fees and card surcharges (decision 0078). Over the ledger's own by component.
   */
  reportCharges?: Partial<Record<ChargeComponent, Cents>>;
  audit: { action: string; details?: Record<string, unknown> };
  /**
   * Webhook events beyond those the change's type and money say (webhooks CHANGE_EVENT_TYPES):
   * a manual bind's note is note.added too.
   */
  extraEvents?: readonly WebhookEventType[];
  /**
   * Regenerate the policy's documents (named by this bound date) once the change commits: a job
   * row in this transaction, run after the commit (documents/jobs.ts).
   */
  documents?: { boundAt: Date };
}

export interface RecordedChange {
  transactionId: string;
  /** The ids of the invoices the change raised, by ref. */
  invoiceIds: Record<string, string>;
}

/** The prefix of a policy's invoice numbers: its policy number, and a renewal term's start day. */
export function invoicePrefix(app: ApplicationRow): string {
  const base = app.policyNumber ?? app.id.slice(0, 8);
  const start = app.policyEffectiveDate ? formatDate(app.policyEffectiveDate).replaceAll('-', '') : '';
  return app.renewalOfId && start ? `${base}-R${start}` : base;
}

/**
 * The commission report's figures of the change (domain reports/commission-report.ts), from the
 * quote its term was bound with and the change's own charges; null when it moved no premium, tax
 * or fee, or the record has no quote (an application not yet bound).
 */
function reportFiguresOf(
  change: PolicyChange,
  update: Partial<typeof applications.$inferInsert>,
): TransactionFigures | null {
  const h = change.history;
  const deltas = {
    type: change.type,
    premiumDelta: h.premiumDelta ?? 0,
    taxDelta: h.taxDelta ?? 0,
    feeDelta: h.feeDelta ?? 0,
    totalDelta: h.totalDelta ?? 0,
  };
  if (!isReportedTransaction(deltas)) return null;
  // A policy bound before bound quotes were kept (the demo seed's) splits by its quote, as its facts do.
  const boundQuote = (update.boundQuote ??
    change.application.boundQuote ??
    update.quote ??
    change.application.quote) as Quote | null;
  const period = update.paymentPeriod ?? change.application.paymentPeriod;
  if (!boundQuote || !isPaymentPeriod(period)) return null;
  const charges: Partial<Record<ChargeComponent, Cents>> = {};
  for (const entry of change.money ?? []) {
    if (entry.kind === 'charge' && entry.component) {
      charges[entry.component] = (charges[entry.component] ?? 0) + entry.amount;
    }
  }
  Object.assign(charges, change.reportCharges ?? {});
  return transactionFigures({
    ...deltas,
    ...(h.creditReversed ? { creditReversed: h.creditReversed } : {}),
    boundQuote,
    paymentPeriod: period,
    charges,
    feeTaxes: change.feeTaxes,
  });
}

/** A description as the history row stores it: its English (said from its parts, decision 0085). */
function storedDescription(description: PolicyChange['history']['description']): string | null {
  return typeof description === 'object' && description
    ? sayHistoryText(description, 'en-CA')
    : (description ?? null);
}

/** The history row's columns a change sets (its policy, details and report figures aside). */
function historyColumns(change: PolicyChange) {
  const h = change.history;
  return {
    type: change.type,
    userId: change.userId,
    effectiveDate: h.effectiveDate ?? null,
    reason: h.reason ?? null,
    description: storedDescription(h.description),
    before: h.before ?? null,
    after: h.after ?? null,
    premiumDelta: h.premiumDelta ?? 0,
    taxDelta: h.taxDelta ?? 0,
    feeDelta: h.feeDelta ?? 0,
    totalDelta: h.totalDelta ?? 0,
    paymentId: h.paymentId ?? null,
    refundId: h.refundId ?? null,
  };
}

/** The change as its webhook events carry it: the history row just written. */
function changeOfEvents(columns: ReturnType<typeof historyColumns>, id: string, at: Date): WebhookChange {
  return {
    id,
    ...columns,
    effectiveDate: columns.effectiveDate ? columns.effectiveDate.toISOString() : null,
    at: at.toISOString(),
  };
}

/** The change's ledger entries as its webhook events carry them, with their invoices' numbers. */
function moneyOfEvents(
  entries: readonly {
    kind: string;
    component: string | null;
    amount: number;
    invoiceId: string;
    paymentId: string | null;
    refundId: string | null;
    manual: boolean;
  }[],
  refreshed: readonly RefreshedInvoice[],
): WebhookMoneyLine[] {
  const numbers = new Map(refreshed.map((invoice) => [invoice.id, invoice.number]));
  return entries.map((entry) => ({
    kind: entry.kind as WebhookMoneyLine['kind'],
    component: entry.component,
    amount: entry.amount,
    invoiceId: entry.invoiceId,
    invoiceNumber: numbers.get(entry.invoiceId) ?? '',
    paymentId: entry.paymentId,
    refundId: entry.refundId,
    manual: entry.manual,
  }));
}

/**
 * Writes one policy change in the caller's transaction: the application update, the immutable
 * history row, the invoices it raises, its ledger entries (then the invoices' amounts and status
 * from the ledger), its webhook events and their deliveries (the outbox, docs/decisions/0092), the
 * audit row and the job that regenerates its documents after the commit. Money that moved on a card
 * (charges, refunds) is named by its payments or refunds row; nothing about money is written
 * anywhere else.
 */
export async function recordPolicyChange(tx: Db, change: PolicyChange): Promise<RecordedChange> {
  const { application: app, at } = change;
  (change.money ?? []).forEach((entry) =>
    checkEntry({ ...entry, invoiceId: 'id' in entry.invoice ? entry.invoice.id : entry.invoice.ref }),
  );
  const update = {
    ...(change.update ?? {}),
    ...(change.timeline ? { premiumTimeline: change.timeline } : {}),
  };
  // Every change moves the record's updatedAt, even one that sets no column (a payment, a note):
  // readers key what they cache of the record (its history, invoices) on it.
  await tx
    .update(applications)
    .set({ ...update, updatedAt: at })
    .where(eq(applications.id, app.id));
  const number = (update.policyNumber as string | undefined) ?? app.policyNumber;
  const prefix = invoicePrefix({
    ...app,
    policyNumber: number,
    policyEffectiveDate: (update.policyEffectiveDate as Date | undefined) ?? app.policyEffectiveDate,
  });
  const h = change.history;
  const columns = historyColumns(change);
  const reportFigures = reportFiguresOf(change, update);
  // A money-moving row moves the premium report's projection: its delta is added right after it.
  if (reportFigures) await projectionDeltaFollows(tx);
  const [row] = await tx
    .insert(policyTransactions)
    .values({
      applicationId: app.id,
      ...columns,
      details:
        typeof h.description === 'object' && h.description
          ? { ...h.details, descriptionText: h.description }
          : (h.details ?? null),
      reportFigures,
      createdAt: at,
    })
    .returning({ id: policyTransactions.id });
  const transactionId = row!.id;
  if (reportFigures) await applyToProjection(tx, app.id, [transactionId]);
  const raised = new Set<string>();

  const invoiceIds: Record<string, string> = {};
  for (const invoice of change.invoices ?? []) {
    const [created] = await tx
      .insert(invoices)
      .values({
        applicationId: app.id,
        number: invoice.number ?? (await nextInvoiceNumber(tx, app.id, prefix, invoice.code ?? 'INV')),
        type: invoice.type,
        status: 'open',
        description: invoice.description,
        amountDue: 0,
        dueDate: invoice.dueDate,
        instalmentNumber: invoice.instalmentNumber ?? null,
        planParts: invoice.planParts ?? null,
        isMpf: invoice.isMpf ?? false,
        waivable: invoice.waivable ?? false,
        paymentAccount: invoice.paymentAccount,
        createdAt: at,
      })
      .returning({ id: invoices.id });
    invoiceIds[invoice.ref] = created!.id;
    raised.add(created!.id);
  }
  const touched = new Set<string>(Object.values(invoiceIds));
  const entries = (change.money ?? []).map((entry) => {
    const invoiceId = 'id' in entry.invoice ? entry.invoice.id : invoiceIds[entry.invoice.ref];
    if (!invoiceId)
      throw new Error(
        `Money entry on an invoice the change does not raise: ${JSON.stringify(entry.invoice)}`,
      );
    touched.add(invoiceId);
    return {
      applicationId: app.id,
      changeId: transactionId,
      invoiceId,
      kind: entry.kind,
      component: entry.component ?? null,
      amount: entry.amount,
      paymentId: entry.paymentId ?? null,
      refundId: entry.refundId ?? null,
      manual: entry.manual ?? false,
      createdAt: at,
    };
  });
  if (entries.length > 0) await tx.insert(ledgerEntries).values(entries);
  const refreshed = await refreshInvoices(tx, [...touched], at);
  await writeChangeEvents(tx, {
    applicationId: app.id,
    at,
    change: changeOfEvents(columns, transactionId, at),
    ...(change.extraEvents ? { extraTypes: change.extraEvents } : {}),
    money: moneyOfEvents(entries, refreshed),
    invoices: refreshed.map((invoice) => ({
      invoice: {
        id: invoice.id,
        number: invoice.number,
        type: invoice.type,
        status: invoice.status,
        amountDue: invoice.amountDue,
        amountPaid: invoice.amountPaid,
        dueDate: invoice.dueDate.toISOString(),
      },
      previousStatus: raised.has(invoice.id) ? null : invoice.previousStatus,
    })),
  });

  await writeAudit(tx, {
    actorId: change.userId,
    action: change.audit.action,
    entityType: 'application',
    entityId: app.id,
    details: { transactionId, ...(change.audit.details ?? {}) },
    at,
  });
  if (change.documents) {
    await queuePolicyDocuments(
      tx,
      {
        applicationId: app.id,
        changeId: transactionId,
        userId: change.userId,
        boundAt: change.documents.boundAt,
      },
      at,
    );
  }
  return { transactionId, invoiceIds };
}
