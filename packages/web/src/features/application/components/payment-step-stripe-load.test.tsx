import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BillingConfigResponse } from '@bm/contracts';
import { STRIPE_MESSAGES } from '../../../lib/stripe-js.ts';
import { COMPLETE_FORM } from '../test/fixtures.ts';
import { mockApplicationApi } from '../test/mock-api.ts';
import { renderApplication } from '../test/render-application.tsx';
import { installStripeStandIn } from '../test/stripe-js-stand-in.ts';

/*
 * In a file of its own: Stripe's loader (`@stripe/stripe-js`) keeps Stripe.js once it has loaded,
 * for as long as the page (here: the test file) lives, so a load can fail only before any succeeds.
 */
const STRIPE: BillingConfigResponse = {
  provider: 'stripe',
  publishableKeys: { main: 'pk_test_main', finance: 'pk_test_finance' },
};

/** The script tags of Stripe.js (the loader adds one from js.stripe.com). */
const stripeScripts = () => [
  ...document.querySelectorAll<HTMLScriptElement>('script[src^="https://js.stripe.com/"]'),
];
const stripeField = (name: RegExp) => screen.getByRole('group', { name });

describe('the payment step when Stripe.js cannot be loaded', () => {
  it('says so, with nothing to type a card into, and loads it again on Try again', async () => {
    mockApplicationApi({ application: { form: COMPLETE_FORM, currentPage: 5 }, billingConfig: STRIPE });
    await renderApplication('Payment');

    // The loader tries twice (a new tag the second time) before it gives up.
    await waitFor(() => expect(stripeScripts()).toHaveLength(1));
    const first = stripeScripts()[0]!;
    fireEvent.error(first);
    await waitFor(() => expect(stripeScripts()[0]).not.toBe(first));
    fireEvent.error(stripeScripts()[0]!);

    // The alert that carries the load failure (another alert may be on the page at the same time).
    const alert = (await screen.findByText(STRIPE_MESSAGES.loadFailed)).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(alert).toHaveTextContent(STRIPE_MESSAGES.loadFailed);
    expect(screen.queryByRole('group', { name: /^Card number/ })).not.toBeInTheDocument();

    const failed = stripeScripts()[0];
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(stripeScripts()[0]).not.toBe(failed));
    expect(stripeScripts()).toHaveLength(1);
    const stripe = installStripeStandIn();
    fireEvent.load(stripeScripts()[0]!);

    await waitFor(() => expect(stripe.elements).toHaveLength(3));
    // The fields render a moment after Stripe's elements are created (slow on a busy machine).
    await waitFor(() =>
      expect(stripeField(/^Card number/)).toContainElement(stripe.live('cardNumber').mountedIn),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
