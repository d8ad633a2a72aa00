import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Application, InvoiceItem, InvoiceList, ManualRefund, PolicyTransaction } from '@bm/contracts';
import { formatDate } from '@bm/domain';
import { mockFetch, type MockReply } from '../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../test/render.tsx';
import {
  applicationId,
  makeApplication,
  makeInvoice,
  makeTransaction,
} from '../../../test/crm-fixtures.ts';
import { BILLED_BY_CHANGE_BUTTON, UNEXPLAINED_LABEL } from './billed-by-change.tsx';
import { useSaveCancellation } from '../actions/cancellation/api.ts';
import { INVOICES_ERROR, NO_INVOICES, NO_INVOICES_MANUAL, totalsLine } from './invoices-card.tsx';
import { SETTLE_REFUND_ERROR } from '../actions/settle-refund/settle-refund-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const ID = applicationId(1);
const INVOICES = `/api/applications/${ID}/invoices`;

/** A monthly plan: the first payment paid, the second open, the third voided, and a balance owing. */
const PLAN: InvoiceList = {
  invoices: [
    makeInvoice(1, {
      status: 'paid',
      amountPaid: 10_000,
      dueDate: '2025-02-22T19:00:00.000Z',
      paidAt: '2025-02-22T19:00:00.000Z',
    }),
    makeInvoice(2),
    makeInvoice(3, { status: 'void', voidedAt: '2025-03-20T18:00:00.000Z' }),
    makeInvoice(4, {
      number: 'TEN-2025-100001-CXL-20250320',
      type: 'cancellation balance',
      description: null,
      amountDue: 4_321,
      dueDate: '2025-03-20T18:00:00.000Z',
      instalmentNumber: null,
    }),
  ],
  totals: { billed: 24_321, paid: 10_000, owing: 14_321 },
};

function serve(
  invoices: () => MockReply,
  record: Application = makeApplication(),
  transactions: PolicyTransaction[] = [],
) {
  return mockFetch(({ method, url }) => {
    if (method === 'GET' && url.pathname === `/api/applications/${ID}`) return { body: record };
    if (method === 'GET' && url.pathname === INVOICES) return invoices();
    if (method === 'GET' && url.pathname === `/api/applications/${ID}/documents`) return { body: [] };
    if (method === 'GET' && url.pathname === `/api/applications/${ID}/notes`) return { body: [] };
    if (method === 'GET' && url.pathname === `/api/applications/${ID}/transactions`)
      return { body: transactions };
    if (method === 'POST' && url.pathname === '/api/analytics/events') return { body: { ok: true } };
    // A cancellation saved through the endorsement call.
    if (method === 'POST' && url.pathname === `/api/applications/${ID}/endorsement`) {
      const application = { ...record, status: 'cancelled', updatedAt: '2025-03-20T18:00:00.000Z' };
      return { body: { application, transactionId: ID, payment: null, refund: null, message: null } };
    }
    return undefined;
  });
}

function heading(name: string) {
  return screen.getByRole('heading', { level: 2, name });
}

async function findInvoicesCard() {
  await screen.findByRole('heading', { level: 2, name: 'Invoices' });
  return heading('Invoices').closest<HTMLElement>('.MuiCard-root')!;
}

/** Each body row's cells as text: number with its description, due day, amount, paid, status. */
function rows(card: HTMLElement) {
  const table = within(card).getByRole('table', { name: 'Invoices' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('the Invoices card', () => {
  it('explains the billed total change by change, adding up to it (issue 24 item 7)', async () => {
    serve(() => ({ body: PLAN }), makeApplication(), [
      makeTransaction(1, {
        type: 'New Business',
        createdAt: '2025-02-22T19:00:00.000Z',
        totalDelta: 120_000,
      }),
      makeTransaction(2, { type: 'Note', createdAt: '2025-03-01T19:00:00.000Z', totalDelta: 0 }),
      makeTransaction(3, {
        type: 'Cancellation',
        createdAt: '2025-03-20T18:00:00.000Z',
        totalDelta: -95_679,
      }),
    ]);
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    const card = await findInvoicesCard();
    await userEvent.click(await within(card).findByRole('button', { name: BILLED_BY_CHANGE_BUTTON }));
    const table = within(card).getByRole('table', { name: BILLED_BY_CHANGE_BUTTON });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['New Business', '2025-02-22', '$1,200.00'],
      ['Cancellation', '2025-03-20', '-$956.79'],
      ['Billed', '$243.21'],
    ]);
    expect(within(card).queryByText(UNEXPLAINED_LABEL)).toBeNull();
  });

  it('lists each invoice with its status chip, then the totals, between the quote and the notes', async () => {
    serve(() => ({ body: PLAN }));
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    const card = await findInvoicesCard();
    await within(card).findByRole('table', { name: 'Invoices' });

    const header = within(card).getAllByRole('columnheader');
    // Five columns, the description under the number, so that Status fits at 1366 px.
    expect(header.map((cell) => cell.textContent)).toEqual(['Invoice', 'Due', 'Amount', 'Paid', 'Status']);
    // Where the table is wider than the screen, the keyboard can reach and scroll it.
    const scroller = within(card).getByRole('region', { name: 'Invoices table' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(scroller).toContainElement(within(card).getByRole('table', { name: 'Invoices' }));
    expect(rows(card)).toEqual([
      [
        'TEN-2025-100001-01Tenants Insurance monthly payment 1 of 12',
        '2025-02-22',
        '$100.00',
        '$100.00',
        'Paid',
      ],
      [
        'TEN-2025-100001-02Tenants Insurance monthly payment 2 of 12',
        '2025-04-01',
        '$100.00',
        '$0.00',
        'Open',
      ],
      [
        'TEN-2025-100001-03Tenants Insurance monthly payment 3 of 12',
        '2025-05-01',
        '$100.00',
        '$0.00',
        'Void',
      ],
      ['TEN-2025-100001-CXL-20250320', '2025-03-20', '$43.21', '$0.00', 'Open'],
    ]);
    expect(card).toHaveTextContent('Billed $243.21 · Paid $100.00 · Owing $143.21');

    // After the Quote section, before Notes.
    const invoices = heading('Invoices');
    expect(
      heading('Quote').compareDocumentPosition(invoices) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      invoices.compareDocumentPosition(heading('Notes')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("shows the spec's message when the invoices cannot load, and retries", async () => {
    let fail = true;
    const api = serve(() =>
      fail ? { status: 403, body: { message: 'You cannot see these invoices.' } } : { body: PLAN },
    );
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    const card = await findInvoicesCard();
    expect(await within(card).findByText(INVOICES_ERROR)).toBeInTheDocument();
    expect(within(card).queryByText('You cannot see these invoices.')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByRole('table', { name: 'Invoices' })).toBeInTheDocument();
    expect(api.to('GET', INVOICES)).toHaveLength(2);
  });

  it('says when there are no invoices, and why for a manually bound policy', async () => {
    const none = { body: { invoices: [], totals: { billed: 0, paid: 0, owing: 0 } } };
    serve(() => none, makeApplication({ status: 'cancelled' }));
    const first = renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    expect(await within(await findInvoicesCard()).findByText(NO_INVOICES)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Invoices' })).not.toBeInTheDocument();
    first.unmount();

    serve(() => none, makeApplication({ status: 'bound', stripe: { customerId: null, cardId: null } }));
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    expect(await within(await findInvoicesCard()).findByText(NO_INVOICES_MANUAL)).toBeInTheDocument();
  });

  it('is not shown for a record without a policy number', async () => {
    const api = serve(() => ({ body: PLAN }), makeApplication({ status: 'quoted', policyNumber: null }));
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    await screen.findByRole('heading', { level: 1, name: 'Insured 1' });
    await screen.findByRole('heading', { level: 2, name: 'Notes' });
    expect(screen.queryByRole('heading', { level: 2, name: 'Invoices' })).not.toBeInTheDocument();
    expect(api.to('GET', INVOICES)).toHaveLength(0);
  });

  it('refreshes after a cancellation', async () => {
    let plan: InvoiceList = {
      invoices: [makeInvoice(1), makeInvoice(2)],
      totals: { billed: 20_000, paid: 0, owing: 20_000 },
    };
    const api = serve(() => ({ body: plan }));
    const view = renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    const card = await findInvoicesCard();
    await within(card).findByRole('table', { name: 'Invoices' });
    expect(rows(card).map((row) => row[4])).toEqual(['Open', 'Open']);

    // The cancellation voids the plan's open invoices; once saved, the card asks for them again.
    plan = {
      invoices: [makeInvoice(1, { status: 'void' }), makeInvoice(2, { status: 'void' })],
      totals: { billed: 0, paid: 0, owing: 0 },
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={view.queryClient}>{children}</QueryClientProvider>
    );
    const save = renderHook(() => useSaveCancellation(ID), { wrapper });
    await act(() =>
      save.result.current.mutateAsync({
        cancellation: {
          cancellationReason: 'Tenant Moved',
          cancellationOption: 'Policy Cancellation',
          cancEffectiveDate: '2025-03-20',
          cancOption: 'prorata',
          expectedRefundDue: 0,
          expectedAmountOwing: 0,
        },
        idempotencyKey: ID,
      }),
    );
    await waitFor(() => expect(rows(card).map((row) => row[4])).toEqual(['Void', 'Void']));
    expect(api.to('GET', INVOICES)).toHaveLength(2);
    expect(card).toHaveTextContent('Billed $0.00 · Paid $0.00 · Owing $0.00');
  });
});

describe('the totals line', () => {
  it('shows one net figure: what is left to collect, or the refund owed when credits are more', () => {
    expect(totalsLine({ billed: 40_618, paid: 27_000, owing: 13_618 })).toBe(
      'Billed $406.18 · Paid $270.00 · Owing $136.18',
    );
    expect(totalsLine({ billed: 13_618, paid: 27_000, owing: -13_382 })).toBe(
      'Billed $136.18 · Paid $270.00 · Refund owed $133.82',
    );
    expect(totalsLine({ billed: 0, paid: 0, owing: 0 })).toBe('Billed $0.00 · Paid $0.00 · Owing $0.00');
  });
});

describe('a manual refund on the Invoices card', () => {
  const REFUND_ID = '2f000000-0000-4000-8000-000000000001';
  const SETTLE = `/api/applications/${ID}/refunds/${REFUND_ID}/settle`;
  const pending: ManualRefund = {
    id: REFUND_ID,
    amount: 4_321,
    status: 'pending',
    recordedOn: '2025-03-20',
    reference: null,
    paidOn: null,
  };
  const creditNote = (refund: ManualRefund, paid: boolean): InvoiceItem =>
    makeInvoice(5, {
      number: 'TEN-2025-100001-RFD05',
      type: 'cancellation refund',
      description: 'Refund on cancellation (Tenant Moved)',
      amountDue: -4_321,
      amountPaid: paid ? -4_321 : 0,
      status: paid ? 'paid' : 'open',
      paidAt: paid ? '2025-03-21T18:00:00.000Z' : null,
      dueDate: '2025-03-20T18:00:00.000Z',
      instalmentNumber: null,
      manualRefund: refund,
    });
  const firstPayment = makeInvoice(1, {
    status: 'paid',
    amountPaid: 10_000,
    dueDate: '2025-02-22T19:00:00.000Z',
  });
  const owedBack: InvoiceList = {
    invoices: [firstPayment, creditNote(pending, false)],
    totals: { billed: 5_679, paid: 10_000, owing: -4_321 },
  };

  /** The invoices, and the settle call answering `replies` in turn (then the credit note is paid). */
  function serveRefund(replies: { status: number; body: unknown }[] = []) {
    let list = owedBack;
    return mockFetch(({ method, url, body }) => {
      if (method === 'POST' && url.pathname === SETTLE) {
        const reply = replies.shift();
        if (reply) return reply;
        const { reference, paidOn } = body as { reference: string; paidOn: string };
        const refund: ManualRefund = { ...pending, status: 'succeeded', reference, paidOn };
        list = {
          invoices: [firstPayment, creditNote(refund, true)],
          totals: { billed: 5_679, paid: 5_679, owing: 0 },
        };
        return {
          body: { transactionId: ID, refund, invoice: list.invoices[1], message: 'Refund recorded as paid.' },
        };
      }
      if (method === 'GET' && url.pathname === INVOICES) return { body: list };
      if (method === 'GET' && url.pathname === `/api/applications/${ID}`)
        return { body: makeApplication({ status: 'cancelled' }) };
      if (method === 'GET' && url.pathname === `/api/applications/${ID}/documents`) return { body: [] };
      if (method === 'GET' && url.pathname === `/api/applications/${ID}/notes`) return { body: [] };
      if (method === 'GET' && url.pathname === `/api/applications/${ID}/transactions`) return { body: [] };
      if (method === 'POST' && url.pathname === '/api/analytics/events') return { body: { ok: true } };
      return undefined;
    });
  }

  const recordButton = (card: HTMLElement) =>
    within(card).queryByRole('button', { name: 'Record refund paid for TEN-2025-100001-RFD05' });

  it('shows "Refund pending" to everyone, and the action only to finance staff and super admins', async () => {
    serveRefund();
    const broker = renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    let card = await findInvoicesCard();
    await within(card).findByRole('table', { name: 'Invoices' });
    expect(rows(card)[1]).toEqual([
      'TEN-2025-100001-RFD05Refund on cancellation (Tenant Moved)',
      '2025-03-20',
      '-$43.21',
      '$0.00',
      'Refund pending',
    ]);
    expect(recordButton(card)).not.toBeInTheDocument();
    broker.unmount();

    for (const groups of [
      ['Underwriter', 'Apollo'],
      ['Endorsement', 'Apollo'],
    ] as const) {
      const view = renderApp(`/crm/applications/${ID}`, { user: makeUser([...groups]) });
      card = await findInvoicesCard();
      await within(card).findByText('Refund pending');
      expect(recordButton(card)).not.toBeInTheDocument();
      view.unmount();
    }

    for (const groups of [['FinanceApolloUser', 'Apollo'], ['SuperAdmin']] as const) {
      const view = renderApp(`/crm/applications/${ID}`, { user: makeUser([...groups]) });
      card = await findInvoicesCard();
      expect(await within(card).findByRole('button', { name: /^Record refund paid/ })).toBeInTheDocument();
      view.unmount();
    }
  });

  it('records the refund paid: checks the fields, shows the server refusal, then refreshes the credit note', async () => {
    const api = serveRefund([
      { status: 409, body: { message: 'This refund was already recorded as paid.' } },
      { status: 500, body: { message: 'Internal server error' } },
    ]);
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['FinanceApolloUser', 'Apollo']) });
    const card = await findInvoicesCard();
    await userEvent.click(await within(card).findByRole('button', { name: /^Record refund paid/ }));
    const dialog = screen.getByRole('dialog', { name: 'Record refund paid' });
    expect(dialog).toHaveTextContent('Credit note TEN-2025-100001-RFD05: $43.21 owed back to the insured');
    const reference = within(dialog).getByLabelText(/^Reference/);
    const paidOn = within(dialog).getByLabelText(/^Paid on/);
    const today = formatDate(new Date());
    expect(reference).toHaveFocus();
    expect(paidOn).toHaveValue(today);
    const submit = within(dialog).getByRole('button', { name: 'Record paid' });

    // The fields first: nothing is sent until they are right.
    await userEvent.click(submit);
    expect(within(dialog).getByText('Enter the cheque or e-transfer reference.')).toBeInTheDocument();
    expect(reference).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(reference, 'CHQ-000123');
    fireEvent.change(paidOn, { target: { value: '2999-01-01' } });
    await userEvent.click(submit);
    expect(within(dialog).getByText('The paid-on date cannot be in the future.')).toBeInTheDocument();
    fireEvent.change(paidOn, { target: { value: '2025-03-19' } });
    expect(
      within(dialog).getByText('The paid-on date cannot be before the refund was recorded (2025-03-20).'),
    ).toBeInTheDocument();
    expect(api.to('POST', SETTLE)).toHaveLength(0);

    // The server's refusal is shown as it says it; a server failure gets a general message.
    fireEvent.change(paidOn, { target: { value: '2025-03-21' } });
    await userEvent.click(submit);
    expect(await within(dialog).findByText('This refund was already recorded as paid.')).toBeInTheDocument();
    await userEvent.click(submit);
    expect(await within(dialog).findByText(SETTLE_REFUND_ERROR)).toBeInTheDocument();

    // Then it goes through: the dialog closes and the credit note shows as refunded.
    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST', SETTLE).map((request) => request.body)).toEqual(
      Array.from({ length: 3 }, () => ({ reference: 'CHQ-000123', paidOn: '2025-03-21' })),
    );
    expect(await screen.findByText('Refund recorded as paid')).toBeInTheDocument();
    await waitFor(() => expect(rows(card)[1]?.[4]).toBe('RefundedPaid 2025-03-21 · ref CHQ-000123'));
    expect(rows(card)[1]?.[3]).toBe('-$43.21');
    expect(recordButton(card)).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Billed $56.79 · Paid $56.79 · Owing $0.00');
  });

  it('can be closed without recording anything', async () => {
    const api = serveRefund();
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['SuperAdmin']) });
    const card = await findInvoicesCard();
    await userEvent.click(await within(card).findByRole('button', { name: /^Record refund paid/ }));
    const dialog = screen.getByRole('dialog', { name: 'Record refund paid' });
    await userEvent.type(within(dialog).getByLabelText(/^Reference/), 'ET-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST', SETTLE)).toHaveLength(0);
    expect(within(card).getByText('Refund pending')).toBeInTheDocument();
  });
});
