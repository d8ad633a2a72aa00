import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Application } from '@bm/contracts';
import { formatCad, quoteApplication } from '@bm/domain';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { APPLICATION_ID, COMPLETE_FORM, makeApplication, TEST_DEFINITION } from '../test/fixtures.ts';
import { mockApplicationApi } from '../test/mock-api.ts';
import { enter, renderApplication } from '../test/render-application.tsx';

afterEach(() => vi.unstubAllGlobals());

const PAY_PATH = `/api/applications/${APPLICATION_ID}/pay`;
const QUOTE = quoteApplication(TEST_DEFINITION, COMPLETE_FORM).quote;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function boundReply(amount: number) {
  const application: Application = makeApplication({
    form: COMPLETE_FORM,
    status: 'bound',
    policyNumber: 'TEN-2026-000123',
    salesStatus: 'Closed-Won',
  });
  return {
    body: {
      application,
      payment: { id: '9d0c0000-0000-4000-8000-000000000001', amount, status: 'succeeded' },
    },
  };
}

const tokenReply: MockHandler = ({ method, url }) =>
  method === 'POST' && url.pathname === '/api/billing/tokens'
    ? { body: { token: 'tok_visa_1', card: { brand: 'visa', lastFourDigits: '4242' } } }
    : undefined;

async function fillCard(card: { number?: string; expiry?: string; cvc?: string; postal?: string } = {}) {
  await enter(screen.getByRole('textbox', { name: /^Card number/ }), card.number ?? '4242 4242 4242 4242');
  await enter(screen.getByRole('textbox', { name: /^Expiry/ }), card.expiry ?? '1230');
  await enter(screen.getByRole('textbox', { name: /^CVC/ }), card.cvc ?? '123');
  await enter(screen.getByRole('textbox', { name: /^Postal code/ }), card.postal ?? 'm5h2n2');
}

const payButton = () => screen.getByRole('button', { name: /^Pay .* and bind$/ });

describe('the payment step', () => {
  it('retries a failed attempt with the same idempotency key, then shows the bound policy', async () => {
    let payCalls = 0;
    const api = mockApplicationApi({
      application: { form: COMPLETE_FORM, currentPage: 5 },
      handle: (request) => {
        if (request.method === 'POST' && request.url.pathname === PAY_PATH) {
          payCalls += 1;
          return payCalls === 1
            ? { status: 503, body: { message: 'The payment service did not answer. Please try again.' } }
            : boundReply(QUOTE.total.annual);
        }
        return tokenReply(request);
      },
    });
    await renderApplication('Payment');
    await fillCard();
    expect(screen.getByRole('textbox', { name: /^Expiry/ })).toHaveValue('12/30');

    await userEvent.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment service did not answer. Please try again.',
    );
    await userEvent.click(payButton());

    expect(await screen.findByRole('heading', { name: 'Policy bound' })).toBeInTheDocument();
    const pays = api.to('POST', PAY_PATH);
    expect(pays).toHaveLength(2);
    const [first, second] = pays.map((request) => request.body as Record<string, unknown>);
    expect(first?.idempotencyKey).toMatch(UUID);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(second).toEqual({
      paymentPeriod: 'annual',
      token: 'tok_visa_1',
      idempotencyKey: first?.idempotencyKey,
      expectedTotal: QUOTE.total.annual,
    });
    expect(api.to('POST', '/api/billing/tokens')).toHaveLength(1);
    expect(api.to('POST', '/api/billing/tokens')[0]?.body).toMatchObject({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      postalCode: 'M5H2N2',
    });

    expect(screen.getByText('TEN-2026-000123')).toBeInTheDocument();
    expect(screen.getByText(formatCad(QUOTE.total.annual))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the policy record' })).toHaveAttribute(
      'href',
      `/crm/applications/${APPLICATION_ID}`,
    );
    expect(await screen.findByText('Policy bound: TEN-2026-000123')).toBeInTheDocument();
  });

  it('sends one pay request for a double click, the button disabled while paying', async () => {
    const api = mockApplicationApi({
      application: { form: COMPLETE_FORM, currentPage: 5 },
      handle: (request) =>
        request.method === 'POST' && request.url.pathname === PAY_PATH
          ? boundReply(QUOTE.total.annual)
          : tokenReply(request),
    });
    // Hold the charge at the network boundary until the clicks are done.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = api.fetchMock;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/pay')) await held;
      return answer(input, init);
    });
    await renderApplication('Payment');
    await fillCard();

    await userEvent.dblClick(payButton());
    await waitFor(() => expect(payButton()).toBeDisabled());
    release();

    expect(await screen.findByRole('heading', { name: 'Policy bound' })).toBeInTheDocument();
    expect(api.to('POST', PAY_PATH)).toHaveLength(1);
    expect(api.to('POST', '/api/billing/tokens')).toHaveLength(1);
  });

  it('shows a declined card under the card number field', async () => {
    const api = mockApplicationApi({
      application: { form: COMPLETE_FORM, currentPage: 5 },
      handle: ({ method, url }) =>
        method === 'POST' && url.pathname === '/api/billing/tokens'
          ? {
              status: 402,
              body: { message: 'Your card was declined.', code: 'card_declined', field: 'number' },
            }
          : undefined,
    });
    await renderApplication('Payment');
    await fillCard({ number: '4000000000000002' });

    await userEvent.click(payButton());

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Card number/ })).toHaveAccessibleDescription(
        'Your card was declined.',
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.to('POST', PAY_PATH)).toHaveLength(0);
  });

  it("shows the server's message in an alert when the charge fails without a field", async () => {
    const api = mockApplicationApi({
      application: { form: COMPLETE_FORM, currentPage: 5 },
      handle: (request) =>
        request.method === 'POST' && request.url.pathname === PAY_PATH
          ? {
              status: 402,
              body: { message: 'Your card has insufficient funds.', code: 'insufficient_funds', field: null },
            }
          : tokenReply(request),
    });
    await renderApplication('Payment');
    await fillCard();

    await userEvent.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card has insufficient funds.');

    // A declined charge ends the attempt: paying again is a new attempt with a new key.
    await userEvent.click(payButton());
    await waitFor(() => expect(api.to('POST', PAY_PATH)).toHaveLength(2));
    const [first, second] = api
      .to('POST', PAY_PATH)
      .map((request) => request.body as { idempotencyKey: string });
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('checks every card field before calling the server', async () => {
    const api = mockApplicationApi({ application: { form: COMPLETE_FORM, currentPage: 5 } });
    await renderApplication('Payment');
    await fillCard({ number: '4242424242424241', expiry: '0120', cvc: '12', postal: 'M5H 2N' });

    await userEvent.click(payButton());

    expect(screen.getByRole('textbox', { name: /^Card number/ })).toHaveAccessibleDescription(
      'Your card number is invalid.',
    );
    expect(screen.getByRole('textbox', { name: /^Expiry/ })).toHaveAccessibleDescription(
      "Your card's expiration date is in the past.",
    );
    expect(screen.getByRole('textbox', { name: /^CVC/ })).toHaveAccessibleDescription(
      "Your card's security code is incomplete.",
    );
    expect(screen.getByRole('textbox', { name: /^Postal code/ })).toHaveAccessibleDescription(
      'Postal code must match format: A1B2C3',
    );
    expect(api.to('POST', '/api/billing/tokens')).toHaveLength(0);
  });

  it('pays with the card on file', async () => {
    const api = mockApplicationApi({
      application: { form: COMPLETE_FORM, currentPage: 5, stripe: { customerId: 'cus_1', cardId: 'card_1' } },
      handle: ({ method, url }) => {
        if (method === 'GET' && url.pathname === '/api/billing/customers/cus_1/paymentMethods/card_1') {
          expect(url.searchParams.get('applicationId')).toBe(APPLICATION_ID);
          return { body: { type: 'card', card: { brand: 'Visa', lastFourDigits: '4242' } } };
        }
        if (method === 'POST' && url.pathname === PAY_PATH) return boundReply(QUOTE.total.annual);
        return undefined;
      },
    });
    await renderApplication('Payment');

    expect(await screen.findByRole('radio', { name: 'Pay with Visa ending 4242' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: /^Card number/ })).not.toBeInTheDocument();
    await userEvent.click(payButton());

    expect(await screen.findByRole('heading', { name: 'Policy bound' })).toBeInTheDocument();
    expect(api.to('POST', PAY_PATH)[0]?.body).toMatchObject({
      cardId: 'card_1',
      expectedTotal: QUOTE.total.annual,
    });
    expect(api.to('POST', '/api/billing/tokens')).toHaveLength(0);
  });

  it('offers a new card when there is no card on file (404)', async () => {
    mockApplicationApi({
      application: {
        form: COMPLETE_FORM,
        currentPage: 5,
        stripe: { customerId: 'cus_1', cardId: 'card_gone' },
      },
    });
    await renderApplication('Payment');
    expect(await screen.findByRole('textbox', { name: /^Card number/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /^Pay with/ })).not.toBeInTheDocument();
  });
});
