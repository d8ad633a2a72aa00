import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FinanceTransactionResponse, OpenInvoiceList } from '@bm/contracts';
import { FINANCE_TRANSACTION_MESSAGES, formatDate, type Group } from '@bm/domain';
import { mockFetch, type MockReply } from '../../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../../test/render.tsx';
import { applicationId, makeApplication, makeInvoice } from '../../../../test/crm-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const ID = applicationId(1);
const RECORD = `/api/applications/${ID}/financeTransaction`;
const OPEN = makeInvoice(2);

const recorded = (over: Partial<FinanceTransactionResponse> = {}): FinanceTransactionResponse => ({
  application: makeApplication({ status: 'bound', updatedAt: '2026-01-20T18:00:00.000Z' }),
  transactionId: '7a000000-0000-4000-8000-000000000009',
  transactionType: 'FinanceAdjustment',
  amount: -4_050,
  invoiceId: '5e000000-0000-4000-8000-000000000001',
  settled: [],
  refundPending: 0,
  message: FINANCE_TRANSACTION_MESSAGES.recorded,
  ...over,
});

function serve(reply?: MockReply) {
  return mockFetch(({ method, url }) => {
    const path = url.pathname;
    if (method === 'GET' && path === `/api/applications/${ID}`)
      return { body: makeApplication({ status: 'bound' }) };
    if (method === 'GET' && path === `/api/applications/${ID}/documents`) return { body: [] };
    if (method === 'GET' && path === `/api/applications/${ID}/transactions`) return { body: [] };
    if (method === 'GET' && path === `/api/applications/${ID}/invoices`) {
      return { body: { invoices: [OPEN], totals: { billed: 10_000, paid: 0, owing: 10_000 } } };
    }
    if (method === 'GET' && path === `/api/applications/${ID}/openInvoices`) {
      const { id, number, type, externalId, dueDate, amountDue, amountPaid, isMPF, waivable } = OPEN;
      const open: OpenInvoiceList = [
        { id, number, type, externalId, dueDate, amountDue, amountPaid, isMPF, waivable, voidable: true },
      ];
      return { body: open };
    }
    if (method === 'POST' && path === '/api/analytics/events') return { body: { ok: true } };
    if (method === 'POST' && path === RECORD) return reply ?? { body: recorded() };
    return undefined;
  });
}

async function openModal(groups: Group[] = ['FinanceApolloUser', 'Apollo']) {
  renderApp(`/crm/applications/${ID}`, { user: makeUser(groups) });
  await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Record finance transaction' }));
  return screen.findByRole('dialog', { name: 'Record finance transaction' });
}

describe('Record finance transaction (record action)', () => {
  it('sends a credit in signed cents with its description, and says what it did', async () => {
    const api = serve();
    const dialog = await openModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('Enter the amount.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a description.')).toBeInTheDocument();
    expect(api.to('POST', RECORD)).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/^Amount/), '-40.50');
    await userEvent.type(within(dialog).getByLabelText(/^Description/), 'Goodwill credit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('Credit of $40.50 recorded.')).toBeInTheDocument();
    expect(api.to('POST', RECORD)[0]!.body).toEqual({
      transactionType: 'FinanceAdjustment',
      amount: -4_050,
      description: 'Goodwill credit',
    });
    await waitFor(() => expect(api.to('GET', `/api/applications/${ID}/invoices`).length).toBeGreaterThan(1));
  });

  it('records an off-platform payment of the chosen open invoices on a date', async () => {
    const api = serve({
      body: recorded({
        transactionType: 'OffPlatformPayment',
        amount: OPEN.amountDue - OPEN.amountPaid,
        invoiceId: null,
        settled: [{ invoiceId: OPEN.id, amount: OPEN.amountDue - OPEN.amountPaid }],
      }),
    });
    const dialog = await openModal(['SuperAdmin']);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Off-platform payment' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(
      await within(dialog).findByText(FINANCE_TRANSACTION_MESSAGES.invoicesRequired),
    ).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: new RegExp(OPEN.number) }));
    await userEvent.type(within(dialog).getByLabelText(/^Reference/), 'Cheque 881');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(
      await within(dialog).findByText(/Off-platform payment of .* recorded on 1 invoice\./),
    ).toBeInTheDocument();
    expect(api.to('POST', RECORD)[0]!.body).toEqual({
      transactionType: 'OffPlatformPayment',
      paymentDate: formatDate(new Date()),
      invoiceIds: [OPEN.id],
      description: 'Cheque 881',
    });
  });

  it("shows the server's refusal word for word", async () => {
    serve({ status: 400, body: { message: FINANCE_TRANSACTION_MESSAGES.creditTooLarge } });
    const dialog = await openModal();
    await userEvent.type(within(dialog).getByLabelText(/^Amount/), '-99999');
    await userEvent.type(within(dialog).getByLabelText(/^Description/), 'Too much');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      FINANCE_TRANSACTION_MESSAGES.creditTooLarge,
    );
  });
});
