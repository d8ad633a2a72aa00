import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentLinkView } from '@bm/contracts';
import { debitCardNote, PAYMENT_LINK_MESSAGES } from '@bm/domain';
import { mockFetch, type MockReply, type MockRequest } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { PaymentLinkPage } from './payment-link-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'abc.def';
const LINK = `/api/payments/links/${TOKEN}`;
const DECLINED = 'Your card was declined.';
const VISA = { brand: 'Visa', lastFourDigits: '4242' };

const view = (over: Partial<PaymentLinkView> = {}, invoice: Partial<PaymentLinkView['invoice']> = {}) =>
  ({
    insuredName: 'Manual Payer',
    correspondenceLanguage: 'en-CA',
    policyNumber: 'TEN-000123',
    productName: 'Tenants Insurance',
    invoice: {
      id: '11111111-1111-4111-8111-111111111111',
      number: 'INV-0042',
      description: 'Manual invoice: ERP',
      status: 'open',
      dueDate: '2026-03-10T16:00:00.000Z',
      amountDue: 12_345,
      amountPaid: 0,
      amountOwing: 12_345,
      ...invoice,
    },
    payable: true,
    message: null,
    account: 'main',
    billing: { provider: 'simulated' },
    expiresAt: '2026-04-10T00:00:00.000Z',
    card: {
      onFileFunding: null,
      credit: { cardFee: 0, cardFeePST: 0, total: 12_345 },
      noSurchargeTotal: 12_345,
    },
    ...over,
  }) satisfies PaymentLinkView;

const paidView = () =>
  view(
    { payable: false, message: PAYMENT_LINK_MESSAGES.paid },
    { status: 'paid', amountPaid: 12_345, amountOwing: 0 },
  );

function renderPage(handler: (request: MockRequest) => MockReply | undefined) {
  const api = mockFetch(handler);
  renderRoutes([{ path: '/pay/:token', element: <PaymentLinkPage /> }], `/pay/${TOKEN}`);
  return api;
}

async function typeCard(number: string) {
  const user = userEvent.setup();
  const fields: [string, string][] = [
    ['Card number', number],
    ['Expiry (MM/YY)', `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`],
    ['CVC', '123'],
    ['Postal code', 'M5V2T6'],
  ];
  for (const [label, value] of fields) {
    const input = screen.getByLabelText(label, { exact: false });
    await user.clear(input);
    await user.type(input, value);
  }
  return user;
}

const payButton = () => screen.getByRole('button', { name: /^Pay \$123\.45/ });

describe('PaymentLinkPage', () => {
  it('shows the insured, the policy, the invoice and the amount owing, with a card form', async () => {
    renderPage((request) => (request.url.pathname === LINK ? { body: view() } : undefined));
    expect(await screen.findByRole('heading', { name: 'Pay your invoice' })).toBeInTheDocument();
    for (const text of ['Manual Payer', 'TEN-000123', 'Tenants Insurance', 'INV-0042', '$123.45']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('2026-03-10')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number', { exact: false })).toBeInTheDocument();
    expect(payButton()).toBeEnabled();
  });

  it("shows a plan payment's credit card surcharge as its own line and what a debit card pays", async () => {
    const card = {
      onFileFunding: null,
      credit: { cardFee: 300, cardFeePST: 24, total: 12_345 },
      noSurchargeTotal: 12_021,
    };
    renderPage((request) => (request.url.pathname === LINK ? { body: view({ card }) } : undefined));
    const label = await screen.findByText('Credit card surcharge');
    expect(label.nextElementSibling).toHaveTextContent('$3.24');
    expect(screen.getByTestId('card-surcharge-note')).toHaveTextContent(debitCardNote(12_021));
    expect(screen.getByTestId('card-surcharge-note')).toHaveTextContent(
      'Debit and prepaid cards carry no surcharge: $120.21 in total by debit card.',
    );
    expect(payButton()).toBeEnabled();
  });

  it('shows no surcharge line on an invoice that carries none', async () => {
    renderPage((request) => (request.url.pathname === LINK ? { body: view() } : undefined));
    expect(await screen.findByText('Amount owing')).toBeInTheDocument();
    expect(screen.queryByText('Credit card surcharge')).not.toBeInTheDocument();
    expect(screen.queryByTestId('card-surcharge-note')).not.toBeInTheDocument();
  });

  it('pays with a card: a token on the link, then one charge, then Payment received and the invoice paid', async () => {
    const api = renderPage((request) => {
      const path = request.url.pathname;
      if (path === LINK) return { body: view() };
      if (path === `${LINK}/cardTokens`) return { body: { token: 'tok_1', card: VISA } };
      if (path === `${LINK}/pay`) {
        return {
          body: {
            ...paidView(),
            payment: { id: '22222222-2222-4222-8222-222222222222', amount: 12_345, status: 'succeeded' },
            transactionId: '33333333-3333-4333-8333-333333333333',
          },
        };
      }
      return undefined;
    });
    await screen.findByRole('heading', { name: 'Pay your invoice' });
    const user = await typeCard('4242424242424242');
    await user.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByText(/\$123\.45 was paid on invoice INV-0042/)).toBeInTheDocument();
    expect(screen.getByText('Invoice INV-0042 is now paid.')).toBeInTheDocument();
    expect(api.to('POST', `${LINK}/cardTokens`)[0]!.body).toMatchObject({
      number: '4242424242424242',
      cvc: '123',
      postalCode: 'M5V2T6',
    });
    const [pay] = api.to('POST', `${LINK}/pay`);
    expect(pay!.body).toMatchObject({ token: 'tok_1', idempotencyKey: expect.any(String) });
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  });

  it("shows a decline's message and takes another card as a new attempt (new token, new key)", async () => {
    let tokens = 0;
    const api = renderPage((request) => {
      const path = request.url.pathname;
      if (path === LINK) return { body: view() };
      if (path === `${LINK}/cardTokens`) return { body: { token: `tok_${(tokens += 1)}`, card: VISA } };
      if (path === `${LINK}/pay`) {
        const { token } = request.body as { token: string };
        if (token === 'tok_1') {
          return { status: 402, body: { message: DECLINED, code: 'payment_failed', field: null } };
        }
        return {
          body: {
            ...paidView(),
            payment: { id: '22222222-2222-4222-8222-222222222222', amount: 12_345, status: 'succeeded' },
            transactionId: '33333333-3333-4333-8333-333333333333',
          },
        };
      }
      return undefined;
    });
    await screen.findByRole('heading', { name: 'Pay your invoice' });
    let user = await typeCard('4000000000000002');
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(DECLINED);
    expect(payButton()).toBeEnabled();

    user = await typeCard('4242424242424242');
    await user.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    const pays = api.to('POST', `${LINK}/pay`).map((request) => request.body as Record<string, string>);
    expect(pays.map((body) => body.token)).toEqual(['tok_1', 'tok_2']);
    expect(pays[0]!.idempotencyKey).not.toBe(pays[1]!.idempotencyKey);
  });

  it('says an invoice already paid was paid, with no card form', async () => {
    renderPage((request) => (request.url.pathname === LINK ? { body: paidView() } : undefined));
    expect(await screen.findByText(PAYMENT_LINK_MESSAGES.paid)).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number', { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  });

  it("shows the server's message for an expired link and for one that is not valid", async () => {
    renderPage((request) =>
      request.url.pathname === LINK
        ? { status: 410, body: { message: PAYMENT_LINK_MESSAGES.expired } }
        : undefined,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PAYMENT_LINK_MESSAGES.expired);
    expect(screen.getByRole('heading', { name: 'Link expired' })).toBeInTheDocument();
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    cleanup();
    vi.unstubAllGlobals();

    renderPage((request) =>
      request.url.pathname === LINK
        ? { status: 404, body: { message: PAYMENT_LINK_MESSAGES.invalid } }
        : undefined,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_LINK_MESSAGES.invalid);
  });
});
