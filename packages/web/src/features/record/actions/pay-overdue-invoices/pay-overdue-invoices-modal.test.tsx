import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  OverdueInvoicesPayBody,
  OverdueInvoicesPayResponse,
  OverdueInvoicesQuoteResponse,
} from '@bm/contracts';
import { debitCardNote, formatCad } from '@bm/domain';
import { NO_SURCHARGE_ON_FILE } from '../../lib/card-choice.ts';
import { mockFetch, type MockReply } from '../../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../../test/render.tsx';
import { applicationId, makeApplication, makeInvoice } from '../../../../test/crm-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const ID = applicationId(1);
const INVOICES_PATH = `/api/applications/${ID}/invoices`;
const PAY_PATH = '/api/billing/customers/cus_1/overdueinvoices/pay';
const COUNT_PATH = '/api/billing/customers/cus_1/activeApplicationsCount';
const TOKEN_PATH = '/api/billing/tokens';
const QUOTE_PATH = '/api/billing/customers/cus_1/overdueinvoices/quote';

/** The overdue total as billed, with no credit card surcharge inside (a debit-billed plan). */
const NO_SURCHARGE: OverdueInvoicesQuoteResponse = {
  total: 17_500,
  creditsApplied: 0,
  card: {
    onFileFunding: 'credit',
    credit: { cardFee: 0, cardFeePST: 0, total: 17_500 },
    noSurchargeTotal: 17_500,
  },
};

/** A credit-billed plan whose card on file is debit: $5.00 of surcharge and $0.40 of its tax inside. */
const DEBIT_ON_FILE: OverdueInvoicesQuoteResponse = {
  total: 17_500,
  creditsApplied: 0,
  card: {
    onFileFunding: 'debit',
    credit: { cardFee: 500, cardFeePST: 40, total: 17_500 },
    noSurchargeTotal: 16_960,
  },
};
const DAY_MS = 86_400_000;

/** Instalment 1 paid; 2 and 3 past due and open; 4 due next month. */
const INVOICES = [
  makeInvoice(1, {
    status: 'paid',
    amountPaid: 10_000,
    dueDate: new Date(Date.now() - 70 * DAY_MS).toISOString(),
  }),
  makeInvoice(2, { dueDate: new Date(Date.now() - 40 * DAY_MS).toISOString() }),
  makeInvoice(3, { dueDate: new Date(Date.now() - 10 * DAY_MS).toISOString(), amountPaid: 2_500 }),
  makeInvoice(4, { dueDate: new Date(Date.now() + 20 * DAY_MS).toISOString() }),
];

function serve(
  options: { invoices?: typeof INVOICES; payReply?: MockReply; quote?: OverdueInvoicesQuoteResponse } = {},
) {
  const record = makeApplication({ status: 'bound', policyNumber: 'TEN-2025-100001' });
  const invoices = options.invoices ?? INVOICES;
  return mockFetch(({ method, url }) => {
    const path = url.pathname;
    if (method === 'GET' && path === `/api/applications/${ID}`) return { body: record };
    if (method === 'GET' && path === `/api/applications/${ID}/documents`) return { body: [] };
    if (method === 'GET' && path === `/api/applications/${ID}/transactions`) return { body: [] };
    if (method === 'GET' && path === INVOICES_PATH) {
      return { body: { invoices, totals: { billed: 40_000, paid: 12_500, owing: 27_500 } } };
    }
    if (method === 'POST' && path === '/api/analytics/events') return { body: { ok: true } };
    if (method === 'GET' && path === '/api/billing/config') return { body: { provider: 'simulated' } };
    if (method === 'GET' && path === '/api/billing/customers/cus_1/paymentMethods/card_1')
      return { body: { type: 'card', card: { brand: 'visa', lastFourDigits: '4242' } } };
    if (method === 'GET' && path === COUNT_PATH) return { body: { count: 3 } };
    if (method === 'GET' && path === QUOTE_PATH) return { body: options.quote ?? NO_SURCHARGE };
    if (method === 'POST' && path === TOKEN_PATH)
      return { body: { token: 'tok_new', card: { brand: 'mastercard', lastFourDigits: '4444' } } };
    if (method === 'POST' && path === PAY_PATH) {
      if (options.payReply) return options.payReply;
      const answer: OverdueInvoicesPayResponse = {
        application: { ...record, updatedAt: '2026-12-01T18:00:00.000Z' },
        transactionId: '7a000000-0000-4000-8000-000000000003',
        payment: { id: '7b000000-0000-4000-8000-000000000001', amount: 17_500, status: 'succeeded' },
        invoices: [2, 3].map((n) => ({
          id: INVOICES[n - 1]!.id,
          number: INVOICES[n - 1]!.number,
          dueDate: INVOICES[n - 1]!.dueDate,
          amount: n === 2 ? 10_000 : 7_500,
        })),
      };
      return { body: answer };
    }
    return undefined;
  });
}

type Api = ReturnType<typeof serve>;
const payBodies = (api: Api) =>
  api.to('POST', PAY_PATH).map((request) => request.body as OverdueInvoicesPayBody);

async function openModal() {
  renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
  // The first render loads the record page's modules: slow on a busy machine.
  await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Pay overdue invoices' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pay overdue invoices' });
  await within(dialog).findByRole('table', { name: 'Overdue invoices' });
  return dialog;
}

describe('Pay overdue invoices (record action)', () => {
  it('lists the overdue invoices and their total, and pays them with the card on file in one charge', async () => {
    const api = serve();
    const dialog = await openModal();
    const table = within(dialog).getByRole('table', { name: 'Overdue invoices' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      expect.stringContaining(`TEN-2025-100001-02`),
      expect.stringContaining(`TEN-2025-100001-03`),
      `Overdue total${formatCad(17_500)}`,
    ]);
    expect(rows[1]).toContain(formatCad(7_500));
    expect(within(table).queryByText('TEN-2025-100001-04')).not.toBeInTheDocument();
    expect(await within(dialog).findByRole('radio', { name: 'Pay with Visa ending 4242' })).toBeChecked();
    // The count is read only before a card change.
    expect(api.to('GET', COUNT_PATH)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: `Pay ${formatCad(17_500)}` }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(payBodies(api)).toEqual([
      { applicationId: ID, idempotencyKey: expect.any(String), cardId: 'card_1' },
    ]);
    // The toast (slow to appear on a busy machine).
    expect(await screen.findByText('Paid 2 overdue invoices: $175.00 charged.')).toBeInTheDocument();
    expect(api.to('POST', TOKEN_PATH)).toHaveLength(0);
  });

  it('a debit card on file: shows the credit card surcharge as its own line at $0.00 with why and the total without it; a new card shows the surcharge and what a debit card pays', async () => {
    const api = serve({ quote: DEBIT_ON_FILE });
    const dialog = await openModal();
    expect(await within(dialog).findByRole('radio', { name: 'Pay with Visa ending 4242' })).toBeChecked();
    const table = within(dialog).getByRole('table', { name: 'Overdue invoices' });
    const row = (label: string) =>
      within(table)
        .getByRole('rowheader', { name: new RegExp(`^${label}`) })
        .closest('tr')!;
    expect(
      await within(table).findByRole('rowheader', { name: /^Credit card surcharge/ }),
    ).toBeInTheDocument();
    expect(row('Credit card surcharge')).toHaveTextContent(formatCad(0));
    expect(row('Overdue total')).toHaveTextContent(formatCad(16_960));
    expect(within(dialog).getByTestId('card-surcharge-note')).toHaveTextContent(NO_SURCHARGE_ON_FILE);
    expect(within(dialog).getByRole('button', { name: `Pay ${formatCad(16_960)}` })).toBeEnabled();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'A new card' }));
    expect(row('Credit card surcharge')).toHaveTextContent(formatCad(540));
    expect(row('Overdue total')).toHaveTextContent(formatCad(17_500));
    expect(within(dialog).getByTestId('card-surcharge-note')).toHaveTextContent(debitCardNote(16_960));

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Pay with Visa ending 4242' }));
    await userEvent.click(within(dialog).getByRole('button', { name: `Pay ${formatCad(16_960)}` }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The saved card is charged; the server takes the surcharge off for a debit card.
    expect(payBodies(api)).toEqual([
      { applicationId: ID, idempotencyKey: expect.any(String), cardId: 'card_1' },
    ]);
    expect(api.to('GET', QUOTE_PATH)[0]?.url.searchParams.get('applicationId')).toBe(ID);
  });

  it('says how many active policies share the card before paying with a new one, which is sent as a token', async () => {
    const api = serve();
    const dialog = await openModal();
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'A new card' }));
    expect(await within(dialog).findByText(/This card is used by 3 active policies\./)).toBeInTheDocument();
    const years = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
    await userEvent.type(within(dialog).getByLabelText(/^Card number/), '5555555555554444');
    await userEvent.type(within(dialog).getByLabelText(/^Expiry/), `12${years}`);
    await userEvent.type(within(dialog).getByLabelText(/^CVC/), '123');
    await userEvent.type(within(dialog).getByLabelText(/^Postal code/), 'M5V2T6');
    await userEvent.click(within(dialog).getByRole('button', { name: `Pay ${formatCad(17_500)}` }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST', TOKEN_PATH)).toHaveLength(1);
    expect(payBodies(api)).toEqual([
      { applicationId: ID, idempotencyKey: expect.any(String), token: 'tok_new' },
    ]);
  });

  it("shows the processor's message when the card is declined, and stays open", async () => {
    serve({
      payReply: {
        status: 402,
        body: {
          error: 'payment_failed',
          message: 'Your card has insufficient funds.',
          code: 'payment_failed',
        },
      },
    });
    const dialog = await openModal();
    await within(dialog).findByRole('radio', { name: 'Pay with Visa ending 4242' });
    await userEvent.click(within(dialog).getByRole('button', { name: `Pay ${formatCad(17_500)}` }));
    expect(await within(dialog).findByText('Your card has insufficient funds.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Pay overdue invoices' })).toBeInTheDocument();
  });

  it('is not offered when nothing is overdue', async () => {
    serve({ invoices: [INVOICES[0]!, INVOICES[3]!] });
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
    // The invoices have loaded once the void action (open invoices) is offered.
    await screen.findByRole('menuitem', { name: 'Void invoice' });
    expect(screen.queryByRole('menuitem', { name: 'Pay overdue invoices' })).not.toBeInTheDocument();
  });
});
