import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Application,
  FilteredInvoiceList,
  InvoiceList,
  OpenInvoiceList,
  RefundInvoiceResponse,
  VoidInvoiceResponse,
} from '@bm/contracts';
import { ACCOUNTS, ledgerBalances, MANUAL_INVOICE_REASON_VALUES } from '@bm/domain';
import { auditLog, invoices, payments, policyTransactions, refunds, simRefunds } from '../src/db/schema.ts';
import { auditMoney } from '../src/modules/audit/money-audit.ts';
import { REFUND_MPF_MESSAGES } from '../src/modules/invoices/mpf-refund-service.ts';
import { VOID_INVOICE_MESSAGES } from '../src/modules/invoices/void-service.ts';
import { readLedger } from '../src/modules/policies/ledger.ts';
import { bindPolicy } from './helpers/bind.ts';
import { tenantsForm } from './helpers/forms.ts';
import { journalBalances } from './helpers/money.ts';
import { MPF_CENTS, paidMpfInvoice, raiseMpfInvoice } from './helpers/mpf.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const cookies = { broker: '', broker2: '', underwriter: '', admin: '', finance: '', endorsement: '' };

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
});
afterAll(() => t?.close());

const post = (url: string, payload: Record<string, unknown>, cookie: string) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

function voidInvoice(applicationId: string, body: Record<string, unknown>, cookie = cookies.underwriter) {
  return post(`/api/applications/${applicationId}/voidInvoice`, body, cookie);
}

function refundInvoice(
  policy: Application,
  invoiceId: string,
  overrides: Record<string, unknown> = {},
  cookie = cookies.finance,
) {
  return post(
    `/api/policies/${policy.applicationId}/invoices/${invoiceId}/refunds`,
    {
      remark: 'Fee waived after a bank error',
      policyNumber: policy.policyNumber,
      type: 'MPF',
      idempotencyKey: crypto.randomUUID(),
      ...overrides,
    },
    cookie,
  );
}

async function openInvoices(applicationId: string, cookie = cookies.broker): Promise<OpenInvoiceList> {
  const response = await get(`/api/applications/${applicationId}/openInvoices`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OpenInvoiceList;
}

async function invoiceList(applicationId: string): Promise<InvoiceList> {
  const response = await get(`/api/applications/${applicationId}/invoices`, cookies.underwriter);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as InvoiceList;
}

/** Everything a refused change must leave as it was. */
async function snapshot(applicationId: string) {
  const [ledger, history, refundRows, audits, invoiceRows] = await Promise.all([
    readLedger(t.db, applicationId),
    t.db.select().from(policyTransactions).where(eq(policyTransactions.applicationId, applicationId)),
    t.db.select().from(refunds).where(eq(refunds.applicationId, applicationId)),
    t.db.select().from(auditLog).where(eq(auditLog.entityId, applicationId)),
    t.db.select().from(invoices).where(eq(invoices.applicationId, applicationId)),
  ]);
  const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
  return {
    ledger,
    history: history.length,
    refunds: byId(refundRows),
    audits: audits.length,
    invoices: byId(invoiceRows),
  };
}

/**
 * The ledger and the Invoices card agree: what is owed is the open invoices' amount less paid, the
 * invoices' paid total is what was collected, and the balances add up.
 */
async function expectBalanced(applicationId: string) {
  const b = ledgerBalances(await readLedger(t.db, applicationId));
  const { totals } = await invoiceList(applicationId);
  expect(totals.owing).toBe(b.owing - b.refundPending);
  expect(totals.paid).toBe(b.collected);
  expect(b.billed - b.voided - b.writtenOff - b.owing + b.refundPending).toBe(b.collected);
  return b;
}

/** The policy's journal, each account's credits less its debits. */
async function journalNet(applicationId: string) {
  const balance = await journalBalances(t, applicationId);
  return (code: string) => 0 - balance(code);
}

const monthly = () => bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'monthly');
const annual = () => bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'annual');

describe('POST /api/applications/{id}/voidInvoice', () => {
  it('lets an underwriter void an open instalment: a void entry of what it owes, the invoice void, the ledger balanced', async () => {
    const policy = await monthly();
    const id = policy.applicationId;
    const [instalment] = await openInvoices(id, cookies.underwriter);
    expect(instalment).toMatchObject({ isMPF: false, waivable: false, voidable: true });
    const before = ledgerBalances(await readLedger(t.db, id));
    const owed = instalment!.amountDue - instalment!.amountPaid;

    const response = await voidInvoice(id, { invoiceId: instalment!.id, isMPF: false, waivable: false });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as VoidInvoiceResponse;
    expect(body.message).toBe(`Invoice # ${instalment!.number} voided successfully.`);
    expect(body.voided).toBe(owed);
    expect(body.invoice).toMatchObject({ id: instalment!.id, status: 'void', amountPaid: 0 });
    expect(body.invoice.voidedAt).not.toBeNull();

    const ledger = await readLedger(t.db, id);
    expect(ledger.at(-1)).toEqual({
      kind: 'void',
      amount: owed,
      invoiceId: instalment!.id,
      component: null,
      paymentId: null,
      refundId: null,
      manual: false,
    });
    const after = await expectBalanced(id);
    expect(after.owing).toBe(before.owing - owed);
    expect(after.voided).toBe(before.voided + owed);
    expect(after.collected).toBe(before.collected);
    expect((await openInvoices(id)).map((i) => i.id)).not.toContain(instalment!.id);

    const [history] = await t.db
      .select()
      .from(policyTransactions)
      .where(and(eq(policyTransactions.applicationId, id), eq(policyTransactions.type, 'Void Invoice')));
    expect(history).toMatchObject({ id: body.transactionId, totalDelta: -owed });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'invoice.void')));
    expect(audits).toHaveLength(1);
  });

  it('writes a voided premium instalment off as bad debt: the premium stands, nothing in suspense', async () => {
    const policy = await monthly();
    const id = policy.applicationId;
    const [instalment] = await openInvoices(id, cookies.underwriter);
    const owed = instalment!.amountDue - instalment!.amountPaid;
    const before = await journalNet(id);
    const response = await voidInvoice(id, { invoiceId: instalment!.id, isMPF: false, waivable: false });
    expect(response.statusCode, response.body).toBe(200);
    const net = await journalNet(id);
    expect(net(ACCOUNTS.suspense.code)).toBe(0);
    // The insured no longer owes it: the receivable falls by it and the MGA bears it as bad debt;
    // the premium, commission and taxes the bind booked are unchanged.
    expect(net(ACCOUNTS.receivable.code) - before(ACCOUNTS.receivable.code)).toBe(owed);
    expect(net(ACCOUNTS.badDebt.code) - before(ACCOUNTS.badDebt.code)).toBe(-owed);
    expect(net(ACCOUNTS.premiumPayable.code)).toBe(before(ACCOUNTS.premiumPayable.code));
    expect(net(ACCOUNTS.commissionPayable.code)).toBe(before(ACCOUNTS.commissionPayable.code));
    expect((await auditMoney(t.db, { applicationIds: [id] })).findings).toEqual([]);
  });

  it('takes back the adjustments revenue of a voided manual invoice: nothing left in suspense', async () => {
    const policy = await annual();
    const id = policy.applicationId;
    const raised = await post(
      `/api/applications/${id}/manualInvoice`,
      { totalAmount: 12_000, selectedReason: MANUAL_INVOICE_REASON_VALUES[0], invoiceCount: 1 },
      cookies.finance,
    );
    expect(raised.statusCode, raised.body).toBe(200);
    const manual = (await invoiceList(id)).invoices.find((invoice) => invoice.type === 'manual')!;
    const response = await voidInvoice(id, { invoiceId: manual.id, isMPF: false, waivable: false });
    expect(response.statusCode, response.body).toBe(200);

    const net = await journalNet(id);
    expect(net(ACCOUNTS.suspense.code)).toBe(0);
    // Charged, then voided: no adjustments revenue remains.
    expect(net(ACCOUNTS.adjustments.code)).toBe(0);
  });

  it('refuses a broker a non-waivable invoice (403, Ineligible in the list) and writes nothing', async () => {
    const policy = await monthly();
    const id = policy.applicationId;
    const [instalment] = await openInvoices(id);
    expect(instalment?.voidable).toBe(false);
    const before = await snapshot(id);
    const response = await voidInvoice(
      id,
      { invoiceId: instalment!.id, isMPF: false, waivable: false },
      cookies.broker,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(VOID_INVOICE_MESSAGES.notAllowed);
    // A non-waivable MPF invoice too.
    const { invoiceId } = await raiseMpfInvoice(t, id, { waivable: false });
    const mid = await snapshot(id);
    expect((await openInvoices(id)).find((i) => i.id === invoiceId)).toMatchObject({
      isMPF: true,
      waivable: false,
      voidable: false,
    });
    const mpf = await voidInvoice(id, { invoiceId, isMPF: true, waivable: false }, cookies.broker);
    expect(mpf.statusCode).toBe(403);
    expect(await snapshot(id)).toEqual(mid);
    expect(mid.ledger.length).toBeGreaterThan(before.ledger.length);
  });

  it('lets a broker void a waivable missed payment fee invoice on their own policy', async () => {
    const policy = await annual();
    const id = policy.applicationId;
    const { invoiceId } = await raiseMpfInvoice(t, id);
    const listed = await openInvoices(id);
    expect(listed).toEqual([
      expect.objectContaining({
        id: invoiceId,
        amountDue: MPF_CENTS,
        isMPF: true,
        waivable: true,
        voidable: true,
      }),
    ]);
    const before = ledgerBalances(await readLedger(t.db, id));
    expect(before.owing).toBe(MPF_CENTS);

    const response = await voidInvoice(id, { invoiceId, isMPF: true, waivable: true }, cookies.broker);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as VoidInvoiceResponse).invoice).toMatchObject({ status: 'void', isMPF: true });
    const after = await expectBalanced(id);
    expect(after.owing).toBe(0);
    expect(await openInvoices(id)).toEqual([]);
  });

  it('answers an already void or paid invoice with a message and writes nothing', async () => {
    const policy = await annual();
    const id = policy.applicationId;
    const { invoiceId } = await raiseMpfInvoice(t, id);
    expect((await voidInvoice(id, { invoiceId, isMPF: true, waivable: true })).statusCode).toBe(200);
    const paidInvoice = (await invoiceList(id)).invoices.find((i) => i.status === 'paid')!;
    const before = await snapshot(id);

    const again = await voidInvoice(id, { invoiceId, isMPF: true, waivable: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(VOID_INVOICE_MESSAGES.alreadyVoid);
    const paid = await voidInvoice(id, { invoiceId: paidInvoice.id, isMPF: false, waivable: false });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(VOID_INVOICE_MESSAGES.alreadyPaid);
    expect(await snapshot(id)).toEqual(before);
  });

  it('decides from its own row: isMPF or waivable that differ are 422; another policy, brokerage or invoice 404', async () => {
    const policy = await annual();
    const id = policy.applicationId;
    const { invoiceId } = await raiseMpfInvoice(t, id, { waivable: false });
    const before = await snapshot(id);
    // A broker claiming the fee is waivable is refused, not believed.
    const claimed = await voidInvoice(id, { invoiceId, isMPF: true, waivable: true }, cookies.broker);
    expect(claimed.statusCode).toBe(422);
    expect(claimed.json()).toMatchObject({
      message: VOID_INVOICE_MESSAGES.mismatch,
      isMPF: true,
      waivable: false,
    });
    const other = await annual();
    const elsewhere = await voidInvoice(other.applicationId, { invoiceId, isMPF: true, waivable: false });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(VOID_INVOICE_MESSAGES.notFound);
    const brokerage = await voidInvoice(id, { invoiceId, isMPF: true, waivable: false }, cookies.broker2);
    expect(brokerage.statusCode).toBe(404);
    const badBody = await voidInvoice(id, { invoiceId: 'nope', isMPF: true, waivable: false });
    expect(badBody.statusCode).toBe(400);
    expect(await snapshot(id)).toEqual(before);
  });
});

describe('POST /api/policies/{policyId}/invoices/{invoiceId}/refunds', () => {
  it('refunds a paid MPF invoice to the card it was paid with: refund row, ledger refund entry, the spec message', async () => {
    const policy = await annual();
    const id = policy.applicationId;
    const { invoiceId, paymentId } = await paidMpfInvoice(t, id);
    const number = (await invoiceList(id)).invoices.find((i) => i.id === invoiceId)!.number;
    const before = await expectBalanced(id);

    const response = await refundInvoice(policy, invoiceId);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as RefundInvoiceResponse;
    expect(body.message).toBe(`Invoice # ${number} refunded successfully.`);
    expect(body.amount).toBe(MPF_CENTS);
    expect(body.invoice).toMatchObject({
      id: invoiceId,
      status: 'void',
      amountDue: MPF_CENTS,
      amountPaid: 0,
    });
    expect(body.refunds).toEqual([{ id: expect.any(String), amount: MPF_CENTS, status: 'succeeded' }]);

    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, body.refunds[0]!.id));
    expect(row).toMatchObject({
      applicationId: id,
      paymentId,
      invoiceId,
      amount: MPF_CENTS,
      status: 'succeeded',
      manual: false,
      remark: 'Fee waived after a bank error',
    });
    expect(row?.providerRefundId).toBeTruthy();
    // The simulated processor made the refund on the charge.
    const [charge] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    const processed = await t.db
      .select()
      .from(simRefunds)
      .where(eq(simRefunds.chargeId, charge!.providerChargeId!));
    expect(processed.map((r) => r.amount)).toEqual([MPF_CENTS]);

    const ledger = await readLedger(t.db, id);
    expect(ledger.slice(-2)).toEqual([
      {
        kind: 'refund',
        amount: MPF_CENTS,
        invoiceId,
        component: null,
        paymentId,
        refundId: row!.id,
        manual: false,
      },
      {
        kind: 'void',
        amount: MPF_CENTS,
        invoiceId,
        component: null,
        paymentId: null,
        refundId: null,
        manual: false,
      },
    ]);
    const after = await expectBalanced(id);
    expect(after.collected).toBe(before.collected - MPF_CENTS);
    expect(after.owing).toBe(before.owing);

    const [history] = await t.db
      .select()
      .from(policyTransactions)
      .where(eq(policyTransactions.id, body.transactionId));
    expect(history).toMatchObject({ type: 'Refund', refundId: row!.id, totalDelta: -MPF_CENTS });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'invoice.refund')));
    expect(audits).toHaveLength(1);
  });

  it('refunds once for two requests with the same key, and tells a new key it was already refunded', async () => {
    const policy = await annual();
    const id = policy.applicationId;
    const { invoiceId } = await paidMpfInvoice(t, id);
    const idempotencyKey = crypto.randomUUID();
    const first = await refundInvoice(policy, invoiceId, { idempotencyKey });
    expect(first.statusCode, first.body).toBe(200);
    const done = await snapshot(id);

    const second = await refundInvoice(policy, invoiceId, { idempotencyKey });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await snapshot(id)).toEqual(done);
    expect(done.refunds).toHaveLength(1);

    const other = await refundInvoice(policy, invoiceId);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(REFUND_MPF_MESSAGES.alreadyRefunded);
    // The same key for another invoice is refused too.
    const { invoiceId: next } = await paidMpfInvoice(t, id);
    const reused = await refundInvoice(policy, next, { idempotencyKey });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(REFUND_MPF_MESSAGES.keyReused);
  });

  it('lets an underwriter refund too', async () => {
    const policy = await annual();
    const { invoiceId } = await paidMpfInvoice(t, policy.applicationId);
    const response = await refundInvoice(policy, invoiceId, {}, cookies.underwriter);
    expect(response.statusCode, response.body).toBe(200);
  });

  describe('refusals write nothing', () => {
    let policy: Application;
    let paid: { invoiceId: string };
    beforeAll(async () => {
      policy = await annual();
      paid = await paidMpfInvoice(t, policy.applicationId);
    });

    it('is 422 for a policy number that is not the policy’s', async () => {
      const before = await snapshot(policy.applicationId);
      const response = await refundInvoice(policy, paid.invoiceId, { policyNumber: 'TEN-000000' });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(REFUND_MPF_MESSAGES.policyNumber);
      expect(await snapshot(policy.applicationId)).toEqual(before);
    });

    it('is 404 from another brokerage and 403 for the policy’s own broker and endorsement staff', async () => {
      const before = await snapshot(policy.applicationId);
      const elsewhere = await refundInvoice(policy, paid.invoiceId, {}, cookies.broker2);
      expect(elsewhere.statusCode).toBe(404);
      for (const cookie of [cookies.broker, cookies.endorsement]) {
        const refused = await refundInvoice(policy, paid.invoiceId, {}, cookie);
        expect(refused.statusCode).toBe(403);
      }
      expect(await snapshot(policy.applicationId)).toEqual(before);
    });

    it('is 409 for an MPF invoice not paid, 422 for a paid invoice that is no MPF, 404 for another policy’s', async () => {
      const { invoiceId: open } = await raiseMpfInvoice(t, policy.applicationId);
      const before = await snapshot(policy.applicationId);
      const unpaid = await refundInvoice(policy, open);
      expect(unpaid.statusCode).toBe(409);
      expect(unpaid.json().message).toBe(REFUND_MPF_MESSAGES.notPaid);
      const premium = (await invoiceList(policy.applicationId)).invoices.find(
        (i) => !i.isMPF && i.status === 'paid',
      )!;
      const notMpf = await refundInvoice(policy, premium.id);
      expect(notMpf.statusCode).toBe(422);
      expect(notMpf.json().message).toBe(REFUND_MPF_MESSAGES.notMpf);
      const other = await annual();
      const elsewhere = await refundInvoice(other, paid.invoiceId);
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json().message).toBe(REFUND_MPF_MESSAGES.notFound);
      const wrongType = await refundInvoice(policy, paid.invoiceId, { type: 'all' });
      expect(wrongType.statusCode).toBe(400);
      expect(await snapshot(policy.applicationId)).toEqual(before);
    });
  });
});

describe('GET /api/invoices/{type}/{id}?status=', () => {
  it('lists the paid MPF invoices a refund modal offers, and filters by type and status', async () => {
    const policy = await annual();
    const id = policy.applicationId;
    const { invoiceId: paid } = await paidMpfInvoice(t, id);
    const { invoiceId: open } = await raiseMpfInvoice(t, id);
    const list = async (path: string, cookie = cookies.finance) => {
      const response = await get(`/api/invoices/${path}`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as FilteredInvoiceList;
    };

    const paidMpf = await list(`MPF/${id}?status=paid`);
    expect(paidMpf).toEqual([
      expect.objectContaining({
        invoiceId: paid,
        invoiceNumber: expect.stringMatching(new RegExp(`^${policy.policyNumber}-MPF\\d{2}$`)),
        amount: MPF_CENTS,
        status: 'paid',
        refundable: true,
        voidable: false,
      }),
    ]);
    expect((await list(`MPF/${id}?status=paid`, cookies.broker))[0]?.refundable).toBe(false);
    expect(
      (await list(`MPF/${id}?status=open`, cookies.broker)).map((i) => [i.invoiceId, i.voidable]),
    ).toEqual([[open, true]]);
    expect((await list(`MPF/${id}`)).map((i) => i.invoiceId).sort()).toEqual([paid, open].sort());
    const all = await list(`all/${id}`);
    expect(all.length).toBe((await invoiceList(id)).invoices.length);
    expect(all.filter((i) => !i.isMPF).every((i) => i.status === 'paid')).toBe(true);
    expect(await list(`all/${id}?status=void`)).toEqual([]);

    expect((await get(`/api/invoices/other/${id}`, cookies.finance)).statusCode).toBe(400);
    expect((await get(`/api/invoices/MPF/${id}?status=late`, cookies.finance)).statusCode).toBe(400);
    expect((await get(`/api/invoices/MPF/${id}`, cookies.broker2)).statusCode).toBe(403);
  });
});
