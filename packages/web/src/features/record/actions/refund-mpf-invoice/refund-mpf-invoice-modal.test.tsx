import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FilteredInvoice, RefundInvoiceResponse } from '@bm/contracts';
import { formatCad, MESSAGES, type Group } from '@bm/domain';
import { mockFetch, type MockReply } from '../../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../../test/render.tsx';
import { applicationId, makeApplication, makeInvoice } from '../../../../test/crm-fixtures.ts';
import { NO_PAID_MPF_INVOICES, REFUND_MPF_TITLE } from './refund-mpf-invoice-modal.tsx';

afterEach(() => vi.unstubAllGlobals());

const ID = applicationId(1);
const POLICY_NUMBER = 'TEN-2025-100001';
const PAID = `/api/invoices/MPF/${ID}`;
const FEE_ID = '1e000000-0000-4000-8000-000000000031';
const REFUND = `/api/policies/${ID}/invoices/${FEE_ID}/refunds`;
const INVOICES = `/api/applications/${ID}/invoices`;
const TRANSACTIONS = `/api/applications/${ID}/transactions`;

const FEE: FilteredInvoice = {
  invoiceId: FEE_ID,
  invoiceNumber: `${POLICY_NUMBER}-MPF01`,
  amount: 2_500,
  status: 'paid',
  type: 'missed payment fee',
  isMPF: true,
  waivable: true,
  dueDate: '2025-04-01T07:01:00.000Z',
  amountDue: 2_500,
  amountPaid: 2_500,
  paidAt: '2025-04-04T19:00:00.000Z',
  voidedAt: null,
  voidable: false,
  refundable: true,
};

/** A bound policy with one paid fee; refunding it answers the spec's message unless `refundReply` says otherwise. */
function serve(options: { paidReply?: () => MockReply; refundReply?: () => MockReply } = {}) {
  let paid = [FEE];
  return mockFetch(({ method, url }) => {
    const path = url.pathname;
    if (method === 'GET' && path === `/api/applications/${ID}`)
      return { body: makeApplication({ policyNumber: POLICY_NUMBER }) };
    if (method === 'GET' && path === INVOICES)
      return { body: { invoices: [makeInvoice(1)], totals: { billed: 10_000, paid: 0, owing: 10_000 } } };
    if (method === 'GET' && path === PAID && url.searchParams.get('status') === 'paid')
      return options.paidReply?.() ?? { body: paid };
    if (method === 'GET' && path === `/api/applications/${ID}/documents`) return { body: [] };
    if (method === 'GET' && path === `/api/applications/${ID}/notes`) return { body: [] };
    if (method === 'GET' && path === TRANSACTIONS) return { body: [] };
    if (method === 'POST' && path === '/api/analytics/events') return { body: { ok: true } };
    if (method === 'POST' && path === REFUND) {
      if (options.refundReply) return options.refundReply();
      paid = [];
      const answer: RefundInvoiceResponse = {
        transactionId: '7a000000-0000-4000-8000-000000000009',
        invoice: makeInvoice(31, {
          id: FEE_ID,
          number: FEE.invoiceNumber,
          status: 'void',
          amountDue: 2_500,
          isMPF: true,
          waivable: true,
        }),
        amount: 2_500,
        refunds: [{ id: '7b000000-0000-4000-8000-000000000001', amount: 2_500, status: 'succeeded' }],
        message: `Invoice # ${FEE.invoiceNumber} refunded successfully.`,
      };
      return { body: answer };
    }
    return undefined;
  });
}

async function openRefund(groups: Group[] = ['FinanceApolloUser']) {
  renderApp(`/crm/applications/${ID}`, { user: makeUser(groups) });
  // The first render loads the record page's modules: slow on a busy machine.
  await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: REFUND_MPF_TITLE }));
  return screen.findByRole('dialog', { name: REFUND_MPF_TITLE });
}

async function chooseFee(dialog: HTMLElement) {
  await userEvent.click(await within(dialog).findByRole('radio', { name: new RegExp(FEE.invoiceNumber) }));
}

describe('Refund missed payment fee', () => {
  it('lists the paid fees and refunds the one chosen with its remark, the policy number and a key', async () => {
    const api = serve();
    const dialog = await openRefund();
    const radio = await within(dialog).findByRole('radio', { name: new RegExp(FEE.invoiceNumber) });
    expect(radio).toHaveAccessibleName(`${FEE.invoiceNumber}: ${formatCad(2_500)}, paid 2025-04-04`);
    const before = { invoices: api.to('GET', INVOICES).length, history: api.to('GET', TRANSACTIONS).length };

    await userEvent.click(radio);
    await userEvent.type(within(dialog).getByLabelText('Remark'), 'Bank error');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(
      await screen.findByText(`Invoice # ${FEE.invoiceNumber} refunded successfully.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST', REFUND)[0]?.body).toEqual({
      remark: 'Bank error',
      policyNumber: POLICY_NUMBER,
      type: 'MPF',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(api.to('GET', INVOICES).length).toBeGreaterThan(before.invoices);
    expect(api.to('GET', TRANSACTIONS).length).toBeGreaterThan(before.history);
  });

  it('asks for an invoice before sending', async () => {
    const api = serve();
    const dialog = await openRefund();
    await within(dialog).findByRole('radio', { name: new RegExp(FEE.invoiceNumber) });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('Choose the invoice to refund.')).toBeInTheDocument();
    expect(api.to('POST', REFUND)).toHaveLength(0);
  });

  it("shows the server's refusal, and after a failure of unknown outcome retries with the same key", async () => {
    const replies: MockReply[] = [
      { status: 503, body: { message: 'unavailable' } },
      { status: 409, body: { message: 'This invoice was already refunded.' } },
    ];
    const api = serve({ refundReply: () => replies.shift()! });
    const dialog = await openRefund(['Underwriter']);
    await chooseFee(dialog);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(MESSAGES.invoiceRefundFailed)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('This invoice was already refunded.')).toBeInTheDocument();

    const keys = api
      .to('POST', REFUND)
      .map((request) => (request.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(screen.getByRole('dialog', { name: REFUND_MPF_TITLE })).toBeInTheDocument();
  });

  it('says when there is no paid fee', async () => {
    serve({ paidReply: () => ({ body: [] }) });
    const dialog = await openRefund();
    expect(await within(dialog).findByText(NO_PAID_MPF_INVOICES)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Refund' })).toBeDisabled();
  });

  it("shows the spec's loading failure with Retry", async () => {
    let fail = true;
    serve({ paidReply: () => (fail ? { status: 403, body: { message: 'no' } } : { body: [FEE] }) });
    const dialog = await openRefund();
    expect(await within(dialog).findByText(MESSAGES.invoicesLoadFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(
      await within(dialog).findByRole('radio', { name: new RegExp(FEE.invoiceNumber) }),
    ).toBeInTheDocument();
  });
});
