import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Application, BillingConfigResponse } from '@bm/contracts';
import { quoteApplication } from '@bm/domain';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { APPLICATION_ID, COMPLETE_FORM, makeApplication, TEST_DEFINITION } from '../test/fixtures.ts';
import { mockApplicationApi } from '../test/mock-api.ts';
import { enter, renderApplication } from '../test/render-application.tsx';
import { installStripeStandIn, stripeError } from '../test/stripe-js-stand-in.ts';

const PAY_PATH = `/api/applications/${APPLICATION_ID}/pay`;
const QUOTE = quoteApplication(TEST_DEFINITION, COMPLETE_FORM).quote;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const STRIPE: BillingConfigResponse = {
  provider: 'stripe',
  publishableKeys: { main: 'pk_test_main', finance: 'pk_test_finance' },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

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

const paysWith =
  (reply: () => ReturnType<MockHandler>): MockHandler =>
  ({ method, url }) =>
    method === 'POST' && url.pathname === PAY_PATH ? reply() : undefined;

/** A Stripe field: the group our label names, holding the frame Stripe mounts. */
const stripeField = (name: RegExp) => screen.getByRole('group', { name });
const postalCode = () => screen.getByRole('textbox', { name: /^Postal code/ });
const payButton = () => screen.getByRole('button', { name: /^Pay .* and bind$/ });

describe('the payment step with Stripe', () => {
  it("pays with Stripe.js's token, made with the main account's key, and retries with the same token", async () => {
    const stripe = installStripeStandIn();
    let payCalls = 0;
    const api = mockApplicationApi({
      application: { form: COMPLETE_FORM, currentPage: 5 },
      billingConfig: STRIPE,
      handle: paysWith(() => {
        payCalls += 1;
        return payCalls === 1
          ? { status: 503, body: { message: 'The payment service did not answer. Please try again.' } }
          : boundReply(QUOTE.total.annual);
      }),
    });
    await renderApplication('Payment');

    await waitFor(() => expect(stripe.elements).toHaveLength(3));
    expect(stripe.publishableKeys).toEqual(['pk_test_main']);
    expect(stripeField(/^Card number/)).toContainElement(stripe.live('cardNumber').mountedIn);
    expect(stripeField(/^Expiry/)).toContainElement(stripe.live('cardExpiry').mountedIn);
    expect(stripeField(/^CVC/)).toContainElement(stripe.live('cardCvc').mountedIn);
    expect(screen.queryByRole('textbox', { name: /^Card number/ })).not.toBeInTheDocument();

    stripe.fillCard();
    await enter(postalCode(), 'm5h 2n2');
    expect(postalCode()).toHaveValue('M5H2N2');
    await userEvent.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment service did not answer. Please try again.',
    );
    await userEvent.click(payButton());

    expect(await screen.findByRole('heading', { name: 'Policy bound' })).toBeInTheDocument();
    expect(stripe.tokenCalls).toHaveLength(1);
    expect(stripe.tokenCalls[0]).toMatchObject({
      publishableKey: 'pk_test_main',
      element: { type: 'cardNumber' },
      data: { address_zip: 'M5H2N2' },
    });
    const [first, second] = api
      .to('POST', PAY_PATH)
      .map((request) => request.body as Record<string, unknown>);
    expect(first).toEqual({
      paymentPeriod: 'annual',
      token: 'tok_stripe_1',
      idempotencyKey: expect.stringMatching(UUID),
      expectedTotal: QUOTE.total.annual,
    });
    expect(second).toEqual(first);
    expect(api.to('POST', '/api/billing/tokens')).toHaveLength(0);
  });

  it("mounts the finance account's fields for a monthly plan and pays with its token", async () => {
    const stripe = installStripeStandIn(({ publishableKey }) => ({ token: { id: `tok_${publishableKey}` } }));
    const api = mockApplicationApi({
      application: { form: COMPLETE_FORM, currentPage: 5 },
      billingConfig: STRIPE,
      handle: paysWith(() => boundReply(QUOTE.total.monthly)),
    });
    await renderApplication('Payment');
    await waitFor(() => expect(stripe.elements).toHaveLength(3));

    await userEvent.click(screen.getByRole('button', { name: /^Monthly/ }));
    await waitFor(() => expect(stripe.live('cardNumber').publishableKey).toBe('pk_test_finance'));
    const mainFields = stripe.elements.filter((element) => element.publishableKey === 'pk_test_main');
    expect(mainFields.map((element) => element.destroyed)).toEqual([true, true, true]);
    stripe.fillCard();
    await enter(postalCode(), 'M5H2N2');
    await userEvent.click(payButton());

    expect(await screen.findByRole('heading', { name: 'Policy bound' })).toBeInTheDocument();
    expect(stripe.tokenCalls.map((call) => call.publishableKey)).toEqual(['pk_test_finance']);
    expect(api.to('POST', PAY_PATH)[0]?.body).toMatchObject({
      paymentPeriod: 'monthly',
      token: 'tok_pk_test_finance',
    });
  });

  it("shows Stripe's error with param 'cvc' under the CVC field, until the CVC is edited", async () => {
    const stripe = installStripeStandIn(() =>
      stripeError({
        type: 'card_error',
        code: 'incorrect_cvc',
        param: 'cvc',
        message: "Your card's security code is incorrect.",
      }),
    );
    const api = mockApplicationApi({
      application: { form: COMPLETE_FORM, currentPage: 5 },
      billingConfig: STRIPE,
    });
    await renderApplication('Payment');
    await waitFor(() => expect(stripe.elements).toHaveLength(3));
    stripe.fillCard();
    await enter(postalCode(), 'M5H2N2');

    await userEvent.click(payButton());

    await waitFor(() =>
      expect(stripeField(/^CVC/)).toHaveAccessibleDescription("Your card's security code is incorrect."),
    );
    expect(stripeField(/^Card number/)).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.to('POST', PAY_PATH)).toHaveLength(0);

    stripe.live('cardCvc').emitChange({ complete: true });
    expect(stripeField(/^CVC/)).not.toHaveAccessibleDescription();
  });

  it("checks that Stripe's fields are complete and the postal code before tokenising, and shows Stripe's live errors", async () => {
    const stripe = installStripeStandIn();
    mockApplicationApi({ application: { form: COMPLETE_FORM, currentPage: 5 }, billingConfig: STRIPE });
    await renderApplication('Payment');
    await waitFor(() => expect(stripe.elements).toHaveLength(3));

    stripe.live('cardNumber').emitChange({
      complete: false,
      error: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' },
    });
    expect(stripeField(/^Card number/)).toHaveAccessibleDescription('Your card number is invalid.');
    await enter(postalCode(), 'M5H 2N');
    await userEvent.click(payButton());

    expect(stripeField(/^Card number/)).toHaveAccessibleDescription('Your card number is invalid.');
    expect(stripeField(/^Expiry/)).toHaveAccessibleDescription("Your card's expiration date is incomplete.");
    expect(stripeField(/^CVC/)).toHaveAccessibleDescription("Your card's security code is incomplete.");
    expect(postalCode()).toHaveAccessibleDescription('Postal code must match format: A1B2C3');
    expect(stripe.tokenCalls).toHaveLength(0);
  });
});
