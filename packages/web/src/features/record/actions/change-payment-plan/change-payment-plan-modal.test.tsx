import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ChangePaymentPlanBody,
  ChangePaymentPlanQuoteResponse,
  ChangePaymentPlanResponse,
} from '@bm/contracts';
import { CHANGE_PAYMENT_PLAN_MESSAGES, formatCad, MESSAGES, type PaymentPeriod } from '@bm/domain';
import { mockFetch, type MockReply } from '../../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../../test/render.tsx';
import { applicationId, makeApplication } from '../../../../test/crm-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const ID = applicationId(1);
const QUOTE_PATH = `/api/applications/${ID}/changePaymentPlanQuote`;
const CHANGE_PATH = `/api/applications/${ID}/changePaymentPlan`;
const INVOICES_PATH = `/api/applications/${ID}/invoices`;
const TRANSACTIONS_PATH = `/api/applications/${ID}/transactions`;
const CARD_PATH = '/api/billing/customers/cus_1/paymentMethods/card_1';
const TOKEN_PATH = '/api/billing/tokens';
const OTHER_ACCOUNT =
  'Payments on this plan are taken on another card account than the card on file. Please enter a card for the new plan.';

const line = (n: number, outstanding: number) => ({
  id: `1c000000-0000-4000-8000-00000000000${n}`,
  number: `TEN-2025-100001-0${n}`,
  dueDate: `2026-0${n}-01T08:00:00.000Z`,
  outstanding,
});
const parts = (amount: number) => ({
  amount,
  premium: amount - 1_000,
  premiumTax: 700,
  financingFee: 150,
  surcharge: 140,
  surchargePst: 10,
  fees: 0,
});

/**
 * A monthly policy to instalments: three monthly payments of $100.00 moved; payment 2 overdue
 * ($100.00). 30,000 - 900 + 450 - 600 + 300 - 2,400 + 2,100 = 28,950 in two payments.
 */
const TO_INSTALMENTS: ChangePaymentPlanQuoteResponse = {
  from: 'monthly',
  to: 'instalment',
  movedAmount: 30_000,
  financingFeeReturned: 900,
  financingFeeAdded: 450,
  surchargeReturned: 600,
  surchargeAdded: 300,
  premiumTaxBefore: 2_400,
  premiumTaxAfter: 2_100,
  scheduledAmount: 28_950,
  overdueAmount: 10_000,
  chargeNow: 0,
  moved: [line(3, 10_000), line(4, 10_000), line(5, 10_000)],
  payments: [
    { instalmentNumber: 13, dueDay: '2026-06-01', parts: parts(14_475) },
    { instalmentNumber: 14, dueDay: '2026-09-01', parts: parts(14_475) },
  ],
  overdue: [line(2, 10_000)],
  funding: 'credit',
  hasCardOnFile: true,
  account: 'main',
  refusal: 'noCard',
  message: OTHER_ACCOUNT,
};

/** The same to annual on the card on file: 30,000 - 900 - 600 + 600 = 29,100, with the overdue $100.00 charged now. */
const TO_ANNUAL: ChangePaymentPlanQuoteResponse = {
  ...TO_INSTALMENTS,
  to: 'annual',
  financingFeeAdded: 0,
  surchargeAdded: 600,
  premiumTaxAfter: 2_400,
  scheduledAmount: 29_100,
  chargeNow: 39_100,
  payments: [{ instalmentNumber: 13, dueDay: '2026-03-10', parts: parts(29_100) }],
  account: 'finance',
  refusal: null,
  message: null,
};

const NO_DAYS_LEFT: ChangePaymentPlanQuoteResponse = {
  ...TO_INSTALMENTS,
  refusal: 'noDaysLeft',
  message: CHANGE_PAYMENT_PLAN_MESSAGES.noDaysLeft,
};

/** A bound monthly policy; `quotes[to]` answer its quotes in turn (the last one again), `replies` the changes. */
function serve(
  options: {
    quotes?: Partial<Record<PaymentPeriod, ChangePaymentPlanQuoteResponse[]>>;
    replies?: (MockReply | undefined)[];
  } = {},
) {
  const quotes = { instalment: [TO_INSTALMENTS], annual: [TO_ANNUAL], ...options.quotes };
  const record = makeApplication({ status: 'bound', policyNumber: 'TEN-2025-100001' });
  const calls: Partial<Record<PaymentPeriod, number>> = {};
  let changeCalls = 0;
  return mockFetch(({ method, url, body }) => {
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
      const to = (body as { to: PaymentPeriod }).to;
      calls[to] = (calls[to] ?? 0) + 1;
      const answers = quotes[to] ?? [];
      return { body: answers[Math.min(calls[to], answers.length) - 1] };
    }
    if (method === 'POST' && path === CHANGE_PATH) {
      changeCalls += 1;
      const reply = options.replies?.[changeCalls - 1];
      if (reply) return reply;
      const sent = body as ChangePaymentPlanBody;
      const answer: ChangePaymentPlanResponse = {
        application: { ...record, paymentPeriod: sent.to, updatedAt: '2026-12-01T18:00:00.000Z' },
        transactionId: '7a000000-0000-4000-8000-000000000003',
        payment: null,
        from: 'monthly',
        to: sent.to,
        scheduledAmount: 28_950,
        invoicesRaised: 2,
      };
      return { body: answer };
    }
    return undefined;
  });
}

type Api = ReturnType<typeof serve>;
const changeBodies = (api: Api) =>
  api.to('POST', CHANGE_PATH).map((request) => request.body as ChangePaymentPlanBody);

async function openChangePaymentPlan() {
  renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
  // The first render loads the record page's modules: slow on a busy machine.
  await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Change payment plan' }));
  return screen.findByRole('dialog', { name: 'Change payment plan' });
}

async function choose(dialog: HTMLElement, plan: 'Annual' | 'Instalments') {
  await userEvent.click(within(dialog).getByRole('radio', { name: plan }));
  await within(dialog).findByRole('table', { name: 'Payment plan change figures' });
}

/** Each figure's label and amount, in order. */
function figureRows(dialog: HTMLElement) {
  const figures = within(dialog).getByRole('table', { name: 'Payment plan change figures' });
  return within(figures)
    .getAllByRole('row')
    .map((row) => [
      within(row).getByRole('rowheader').firstChild?.textContent,
      within(row).getByRole('cell').textContent,
    ]);
}

async function typeCard(dialog: HTMLElement) {
  const card = within(dialog).getByRole('group', { name: 'New card' });
  await userEvent.type(within(card).getByLabelText(/^Card number/), '4242424242424242');
  await userEvent.type(within(card).getByLabelText(/^Expiry/), '1230');
  await userEvent.type(within(card).getByLabelText(/^CVC/), '123');
  await userEvent.type(within(card).getByLabelText(/^Postal code/), 'M5V2T6');
}

const submit = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /^Change plan/ });

describe('Change payment plan', () => {
  it('offers the other plans and fetches nothing until one is chosen', async () => {
    const api = serve();
    const dialog = await openChangePaymentPlan();
    expect(within(dialog).getByText('Current plan:')).toHaveTextContent('Current plan: Monthly');
    const plans = within(dialog).getByRole('radiogroup', { name: 'New payment plan' });
    expect(
      within(plans)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['annual', 'instalment']);
    expect(within(dialog).queryByRole('radio', { name: 'Monthly' })).not.toBeInTheDocument();
    expect(api.to('POST', QUOTE_PATH)).toHaveLength(0);
    expect(submit(dialog)).toBeDisabled();
  });

  it('to instalments: the figures adding up, the new schedule, nothing charged now, and a new card on the main account', async () => {
    const api = serve();
    const dialog = await openChangePaymentPlan();
    await choose(dialog, 'Instalments');
    expect(api.to('POST', QUOTE_PATH).map((request) => request.body)).toEqual([{ to: 'instalment' }]);
    expect(figureRows(dialog)).toEqual([
      ['Payments moved', formatCad(30_000)],
      ['Financing fee returned', `−${formatCad(900)}`],
      ['Financing fee added', `+${formatCad(450)}`],
      ['Credit card surcharge returned', `−${formatCad(600)}`],
      ['Credit card surcharge added', `+${formatCad(300)}`],
      ['Premium tax on the payments moved', `−${formatCad(2_400)}`],
      ['Premium tax on the new dates', `+${formatCad(2_100)}`],
      ['New payments', formatCad(28_950)],
    ]);
    expect(
      within(dialog).getByText('3 payments not yet due, taken off the current plan'),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('plan-change-charge')).toHaveTextContent(
      `Nothing is charged now: the new payments are charged on their due days. The overdue invoice (${formatCad(10_000)}) stays as it is.`,
    );
    const schedule = within(dialog).getByRole('table', { name: 'New payment schedule' });
    expect(
      within(schedule)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([`Payment 132026-06-01${formatCad(14_475)}`, `Payment 142026-09-01${formatCad(14_475)}`]);
    // The card on file is on the other card account: a new card is asked for.
    expect(within(dialog).getByText(OTHER_ACCOUNT)).toBeInTheDocument();
    expect(within(dialog).getByTestId('card-surcharge-note')).toHaveTextContent(/debit or prepaid card/);
    expect(submit(dialog)).toHaveTextContent(/^Change plan$/);
    expect(submit(dialog)).toBeDisabled();

    await waitFor(() => expect(api.to('GET', INVOICES_PATH)).toHaveLength(1));
    const history = api.to('GET', TRANSACTIONS_PATH).length;
    await typeCard(dialog);
    await userEvent.click(submit(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST', TOKEN_PATH)[0]?.body).toMatchObject({
      number: '4242424242424242',
      account: 'main',
    });
    expect(changeBodies(api)).toEqual([
      {
        to: 'instalment',
        token: expect.stringMatching(/^tok_/),
        idempotencyKey: expect.any(String),
        expectedMovedAmount: 30_000,
        expectedOverdueAmount: 10_000,
      },
    ]);
    expect(await screen.findByText('Payment plan changed to instalments.')).toBeInTheDocument();
    await waitFor(() => expect(api.to('GET', INVOICES_PATH)).toHaveLength(2));
    await waitFor(() => expect(api.to('GET', TRANSACTIONS_PATH).length).toBeGreaterThan(history));
  });

  it('to annual: the overdue invoice charged now with the new payment, on the card on file', async () => {
    const api = serve();
    const dialog = await openChangePaymentPlan();
    await choose(dialog, 'Annual');
    expect(figureRows(dialog).slice(-3)).toEqual([
      ['New payments', formatCad(29_100)],
      ['Overdue invoices', `+${formatCad(10_000)}`],
      ['Charged now', formatCad(39_100)],
    ]);
    expect(within(dialog).queryByTestId('plan-change-charge')).not.toBeInTheDocument();
    expect(await within(dialog).findByRole('radio', { name: 'Pay with Visa ending 4242' })).toBeChecked();
    expect(submit(dialog)).toHaveTextContent(`Change plan and pay ${formatCad(39_100)}`);
    await userEvent.click(submit(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changeBodies(api)).toEqual([
      {
        to: 'annual',
        idempotencyKey: expect.any(String),
        expectedMovedAmount: 30_000,
        expectedOverdueAmount: 10_000,
      },
    ]);
    expect(api.to('POST', TOKEN_PATH)).toHaveLength(0);
    expect(await screen.findByText('Payment plan changed to annual.')).toBeInTheDocument();
  });

  it("shows a refusal's message in place of the figures and keeps the change disabled", async () => {
    serve({ quotes: { instalment: [NO_DAYS_LEFT] } });
    const dialog = await openChangePaymentPlan();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Instalments' }));
    expect(await within(dialog).findByText(CHANGE_PAYMENT_PLAN_MESSAGES.noDaysLeft)).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Payment' })).not.toBeInTheDocument();
    expect(submit(dialog)).toBeDisabled();
  });

  it("says the server's message and reads the quote again when the payments moved (409)", async () => {
    const moved = { ...TO_ANNUAL, movedAmount: 20_000, moved: TO_ANNUAL.moved.slice(1), chargeNow: 29_100 };
    const api = serve({
      quotes: { annual: [TO_ANNUAL, moved] },
      replies: [{ status: 409, body: { message: CHANGE_PAYMENT_PLAN_MESSAGES.moved } }],
    });
    const dialog = await openChangePaymentPlan();
    await choose(dialog, 'Annual');
    await within(dialog).findByRole('radio', { name: 'Pay with Visa ending 4242' });
    await userEvent.click(submit(dialog));
    expect(await within(dialog).findByText(CHANGE_PAYMENT_PLAN_MESSAGES.moved)).toBeInTheDocument();
    await waitFor(() => expect(api.to('POST', QUOTE_PATH)).toHaveLength(2));
    await waitFor(() => expect(submit(dialog)).toHaveTextContent(`Change plan and pay ${formatCad(29_100)}`));
    await userEvent.click(submit(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [first, second] = changeBodies(api);
    expect(second!.expectedMovedAmount).toBe(20_000);
    expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
  });

  it("opens the payment failed dialog with the server's message, then changes on another card under a new key", async () => {
    const declined = 'Your card was declined.';
    const api = serve({
      replies: [{ status: 402, body: { message: declined, code: 'payment_failed', field: null } }],
    });
    const dialog = await openChangePaymentPlan();
    await choose(dialog, 'Annual');
    await within(dialog).findByRole('radio', { name: 'Pay with Visa ending 4242' });
    await userEvent.click(submit(dialog));
    const failed = await screen.findByRole('dialog', { name: MESSAGES.endorsementPaymentFailedTitle });
    expect(within(failed).getByText(declined)).toBeInTheDocument();
    await userEvent.click(within(failed).getByRole('button', { name: 'Try another card' }));

    const form = await screen.findByRole('dialog', { name: 'Change payment plan' });
    await choose(form, 'Annual');
    expect(within(form).getByRole('radio', { name: 'Pay with a new card' })).toBeChecked();
    await typeCard(form);
    await userEvent.click(submit(form));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST', TOKEN_PATH)[0]?.body).toMatchObject({ account: 'finance' });
    const [first, second] = changeBodies(api);
    expect(first!.token).toBeUndefined();
    expect(second!.token).toMatch(/^tok_/);
    expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
  });
});
