import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayInFullBody, PayInFullQuoteResponse, PayInFullResponse } from '@bm/contracts';
import { debitCardNote, formatCad, MESSAGES, PAY_IN_FULL_MESSAGES } from '@bm/domain';
import { NO_SURCHARGE_ON_FILE } from '../../lib/card-choice.ts';
import { mockFetch, type MockReply } from '../../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../../test/render.tsx';
import { applicationId, makeApplication } from '../../../../test/crm-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const ID = applicationId(1);
const QUOTE_PATH = `/api/applications/${ID}/payInFullQuote`;
const PAY_PATH = `/api/applications/${ID}/payInFull`;
const INVOICES_PATH = `/api/applications/${ID}/invoices`;
const TRANSACTIONS_PATH = `/api/applications/${ID}/transactions`;
const CARD_PATH = '/api/billing/customers/cus_1/paymentMethods/card_1';
const TOKEN_PATH = '/api/billing/tokens';

const invoice = (n: number, overdue: boolean, fee: number): PayInFullQuoteResponse['invoices'][number] => ({
  id: `1c000000-0000-4000-8000-00000000000${n}`,
  number: `TEN-2025-100001-0${n}`,
  dueDate: `2026-0${n}-01T05:00:00.000Z`,
  instalmentNumber: n,
  overdue,
  outstanding: 10_000,
  financingFeeReturned: fee,
  toPay: 10_000 - fee,
});

/** A credit-billed plan: $6.00 of credit card surcharge and $0.48 of its tax billed inside what is asked. */
const cardOf = (
  openBalance: number,
  onFileFunding: PayInFullQuoteResponse['card']['onFileFunding'] = 'credit',
) => ({
  onFileFunding,
  credit: { cardFee: 600, cardFeePST: 48, total: openBalance },
  noSurchargeTotal: openBalance - 648,
});

/** Payments 2 and 3 overdue, payment 4 not yet due (its $3.00 financing fee not charged). */
const QUOTE: PayInFullQuoteResponse = {
  totalAmount: 120_000,
  receivedAmount: 90_000,
  remainingAmount: 30_000,
  financingFeesToBeReturned: 300,
  overdueAmount: 20_000,
  notYetDueAmount: 10_000,
  openBalance: 29_700,
  invoices: [invoice(2, true, 0), invoice(3, true, 0), invoice(4, false, 300)],
  creditsApplied: 0,
  hasCardOnFile: true,
  account: 'finance',
  refusal: null,
  message: null,
  card: cardOf(29_700),
};

const NOTHING_OWING: PayInFullQuoteResponse = {
  ...QUOTE,
  receivedAmount: 120_000,
  remainingAmount: 0,
  financingFeesToBeReturned: 0,
  overdueAmount: 0,
  notYetDueAmount: 0,
  openBalance: 0,
  invoices: [],
  refusal: 'nothingOwing',
  message: PAY_IN_FULL_MESSAGES.nothingOwing,
};

/** A bound monthly policy; `quotes` answer the quote in turn (the last one again), `payReplies` the payments. */
function serve(options: { quotes?: PayInFullQuoteResponse[]; payReplies?: (MockReply | undefined)[] } = {}) {
  const quotes = options.quotes ?? [QUOTE];
  const record = makeApplication({ status: 'bound', policyNumber: 'TEN-2025-100001' });
  let quoteCalls = 0;
  let payCalls = 0;
  return mockFetch(({ method, url }) => {
    const path = url.pathname;
    if (method === 'GET' && path === `/api/applications/${ID}`) return { body: record };
    if (method === 'GET' && path === `/api/applications/${ID}/documents`) return { body: [] };
    if (method === 'GET' && path === TRANSACTIONS_PATH) return { body: [] };
    if (method === 'POST' && path === '/api/analytics/events') return { body: { ok: true } };
    if (method === 'GET' && path === '/api/billing/config') return { body: { provider: 'simulated' } };
    if (method === 'GET' && path === CARD_PATH)
      return { body: { type: 'card', card: { brand: 'visa', lastFourDigits: '4242' } } };
    if (method === 'POST' && path === TOKEN_PATH)
      return { body: { token: `tok_${Date.now()}`, card: { brand: 'mastercard', lastFourDigits: '4444' } } };
    if (method === 'POST' && path === QUOTE_PATH) {
      quoteCalls += 1;
      return { body: quotes[Math.min(quoteCalls, quotes.length) - 1] };
    }
    if (method === 'POST' && path === PAY_PATH) {
      payCalls += 1;
      const reply = options.payReplies?.[payCalls - 1];
      if (reply) return reply;
      // As the server answers a pay in full: the record moved (its updatedAt), nothing else of it.
      const answer: PayInFullResponse = {
        application: { ...record, updatedAt: '2026-12-01T18:00:00.000Z' },
        transactionId: '7a000000-0000-4000-8000-000000000003',
        payment: {
          id: '7b000000-0000-4000-8000-000000000001',
          amount: QUOTE.openBalance,
          status: 'succeeded',
        },
        paid: QUOTE,
        invoicesClosed: 3,
      };
      return { body: answer };
    }
    return undefined;
  });
}

type Api = ReturnType<typeof serve>;
const payBodies = (api: Api) => api.to('POST', PAY_PATH).map((request) => request.body as PayInFullBody);

async function openPayInFull() {
  renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
  // The first render loads the record page's modules: slow on a busy machine.
  await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Pay in full' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pay in full' });
  await within(dialog).findByRole('table', { name: 'Pay in full figures' });
  return dialog;
}

const payButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /^Pay/ });

describe('Pay in full', () => {
  it('shows every figure with its label, the invoices it pays and the card on file', async () => {
    serve();
    const dialog = await openPayInFull();
    const figures = within(dialog).getByRole('table', { name: 'Pay in full figures' });
    const rows = within(figures)
      .getAllByRole('row')
      .map((row) => [
        within(row).getByRole('rowheader').firstChild?.textContent,
        within(row).getByRole('cell').textContent,
      ]);
    expect(rows).toEqual([
      ['Policy total', formatCad(120_000)],
      ['Received', formatCad(90_000)],
      ['Remaining', formatCad(30_000)],
      ['Overdue', formatCad(20_000)],
      ['Not yet due', formatCad(10_000)],
      ['Financing fees not charged', `−${formatCad(300)}`],
      ['Credit card surcharge', formatCad(648)],
      ['Open balance (charged now)', formatCad(29_700)],
    ]);
    const invoices = within(dialog).getByRole('table', { name: 'Invoices it pays' });
    expect(within(invoices).getAllByText('Overdue')).toHaveLength(2);
    const last = within(invoices)
      .getByRole('rowheader', { name: /TEN-2025-100001-04/ })
      .closest('tr')!;
    expect(last).toHaveTextContent(`${formatCad(10_000)}${formatCad(300)}${formatCad(9_700)}`);
    expect(await within(dialog).findByRole('radio', { name: 'Pay with Visa ending 4242' })).toBeChecked();
    expect(payButton(dialog)).toHaveTextContent(`Pay ${formatCad(29_700)}`);
    expect(payButton(dialog)).toBeEnabled();
  });

  it("shows the quote's refusal and keeps Pay disabled", async () => {
    const api = serve({ quotes: [NOTHING_OWING] });
    const dialog = await openPayInFull();
    expect(within(dialog).getByText(PAY_IN_FULL_MESSAGES.nothingOwing)).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Payment' })).not.toBeInTheDocument();
    expect(payButton(dialog)).toBeDisabled();
    expect(api.to('POST', PAY_PATH)).toHaveLength(0);
  });

  it('pays with the card on file, then the invoices and history refresh and a toast says so', async () => {
    const api = serve();
    const dialog = await openPayInFull();
    await waitFor(() => expect(api.to('GET', INVOICES_PATH)).toHaveLength(1));
    const history = api.to('GET', TRANSACTIONS_PATH).length;
    await userEvent.click(payButton(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [body] = payBodies(api);
    expect(body).toEqual({ idempotencyKey: expect.any(String), expectedOpenBalance: 29_700 });
    expect(await screen.findByText('Paid in full: $297.00 charged, 3 invoices closed.')).toBeInTheDocument();
    await waitFor(() => expect(api.to('GET', INVOICES_PATH)).toHaveLength(2));
    await waitFor(() => expect(api.to('GET', TRANSACTIONS_PATH).length).toBeGreaterThan(history));
    expect(api.to('POST', TOKEN_PATH)).toHaveLength(0);
  });

  it('keeps the idempotency key when the same payment is retried after a server error', async () => {
    const api = serve({ payReplies: [{ status: 500, body: { message: 'Internal server error' } }] });
    const dialog = await openPayInFull();
    await userEvent.click(payButton(dialog));
    expect(await within(dialog).findByText(MESSAGES.payInFullError)).toBeInTheDocument();
    await userEvent.click(payButton(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [first, second] = payBodies(api);
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
  });

  it("shows the processor's message on a decline, then pays with another card under a new key", async () => {
    const declined = 'Your card was declined.';
    const api = serve({
      payReplies: [{ status: 402, body: { message: declined, code: 'payment_failed', field: null } }],
    });
    const dialog = await openPayInFull();
    await userEvent.click(payButton(dialog));
    const failed = await screen.findByRole('dialog', { name: MESSAGES.endorsementPaymentFailedTitle });
    expect(within(failed).getByText(declined)).toBeInTheDocument();
    await userEvent.click(within(failed).getByRole('button', { name: 'Try another card' }));

    const form = await screen.findByRole('dialog', { name: 'Pay in full' });
    expect(within(form).getByRole('radio', { name: 'Pay with a new card' })).toBeChecked();
    expect(payButton(form)).toBeDisabled();
    const card = within(form).getByRole('group', { name: 'New card' });
    await userEvent.type(within(card).getByLabelText(/^Card number/), '5555555555554444');
    await userEvent.type(within(card).getByLabelText(/^Expiry/), '1230');
    await userEvent.type(within(card).getByLabelText(/^CVC/), '123');
    await userEvent.type(within(card).getByLabelText(/^Postal code/), 'M5V2T6');
    await userEvent.click(payButton(form));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(api.to('POST', TOKEN_PATH)[0]?.body).toMatchObject({
      number: '5555555555554444',
      account: 'finance',
    });
    const [first, second] = payBodies(api);
    expect(first!.token).toBeUndefined();
    expect(second!.token).toMatch(/^tok_/);
    expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
  });

  it('reloads the figures and says so when they moved (409)', async () => {
    const moved: PayInFullQuoteResponse = { ...QUOTE, overdueAmount: 30_000, notYetDueAmount: 0 };
    const movedAgain = { ...moved, financingFeesToBeReturned: 0, openBalance: 30_000, card: cardOf(30_000) };
    const api = serve({
      quotes: [QUOTE, movedAgain],
      payReplies: [{ status: 409, body: { message: PAY_IN_FULL_MESSAGES.moved, openBalance: 30_000 } }],
    });
    const dialog = await openPayInFull();
    await userEvent.click(payButton(dialog));
    expect(await within(dialog).findByText(PAY_IN_FULL_MESSAGES.moved)).toBeInTheDocument();
    await waitFor(() => expect(api.to('POST', QUOTE_PATH)).toHaveLength(2));
    await waitFor(() => expect(payButton(dialog)).toHaveTextContent(`Pay ${formatCad(30_000)}`));
    await userEvent.click(payButton(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [first, second] = payBodies(api);
    expect(second!.expectedOpenBalance).toBe(30_000);
    expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
  });

  it('a debit card on file: the credit card surcharge is shown as $0.00 with why, the total without it; a new card shows the surcharge and what a debit card pays', async () => {
    const api = serve({ quotes: [{ ...QUOTE, card: cardOf(29_700, 'debit') }] });
    const dialog = await openPayInFull();
    const figures = within(dialog).getByRole('table', { name: 'Pay in full figures' });
    const row = (label: string) =>
      within(figures)
        .getByRole('rowheader', { name: new RegExp(`^${label}`) })
        .closest('tr')!;
    expect(row('Credit card surcharge')).toHaveTextContent(formatCad(0));
    expect(row('Open balance')).toHaveTextContent(formatCad(29_052));
    expect(within(dialog).getByTestId('card-surcharge-note')).toHaveTextContent(NO_SURCHARGE_ON_FILE);
    expect(await within(dialog).findByRole('radio', { name: 'Pay with Visa ending 4242' })).toBeChecked();
    expect(payButton(dialog)).toHaveTextContent(`Pay ${formatCad(29_052)}`);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Pay with a new card' }));
    expect(row('Credit card surcharge')).toHaveTextContent(formatCad(648));
    expect(row('Open balance')).toHaveTextContent(formatCad(29_700));
    expect(within(dialog).getByTestId('card-surcharge-note')).toHaveTextContent(debitCardNote(29_052));
    expect(payButton(dialog)).toHaveTextContent(`Pay ${formatCad(29_700)}`);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Pay with Visa ending 4242' }));
    await userEvent.click(payButton(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The server is sent the open balance it quoted; it charges the debit card without the surcharge.
    expect(payBodies(api)[0]).toEqual({ idempotencyKey: expect.any(String), expectedOpenBalance: 29_700 });
  });
});
