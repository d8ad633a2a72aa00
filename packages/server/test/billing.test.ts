import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { applications } from '../src/db/schema.ts';
import { BROKERAGE_IDS } from '../src/db/seed-data.ts';
import {
  CardError,
  PaymentProviderError,
  createPaymentProvider,
  createStripeAdapter,
  createStripeClients,
} from '../src/integrations/payments/index.ts';
import { translateStripeError } from '../src/integrations/payments/stripe-errors.ts';
import { billingConfigFor } from '../src/modules/billing/service.ts';
import { SEEDED } from './helpers/seeded.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const cookies = { broker: '', broker2: '', admin: '' };
beforeAll(async () => {
  t = await createTestApp();
  for (const user of Object.keys(cookies) as (keyof typeof cookies)[]) {
    cookies[user] = await sessionCookie(t.db, user);
  }
});
afterAll(() => t?.close());

const nextYear = new Date().getUTCFullYear() + 1;
const goodCard = {
  number: '4242424242424242',
  expMonth: 12,
  expYear: nextYear,
  cvc: '123',
  postalCode: 'V6B4N6',
};

const postToken = (payload: Record<string, unknown>, cookie: string | undefined = cookies.broker) =>
  t.app.inject({
    method: 'POST',
    url: '/api/billing/tokens',
    headers: cookie ? { cookie } : {},
    payload,
  });

const STRIPE_KEYS = {
  STRIPE_MAIN_SECRET_KEY: 'sk_test_main',
  STRIPE_FINANCE_SECRET_KEY: 'sk_test_finance',
  STRIPE_MAIN_PUBLISHABLE_KEY: 'pk_test_main',
  STRIPE_FINANCE_PUBLISHABLE_KEY: 'pk_test_finance',
};

describe('GET /api/billing/config', () => {
  it('answers the simulated processor when no Stripe keys are set', async () => {
    const response = await t.app.inject({ url: '/api/billing/config', headers: { cookie: cookies.broker } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ provider: 'simulated' });
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject('/api/billing/config')).statusCode).toBe(401);
  });

  it("answers Stripe with both accounts' publishable keys, never a secret key", async () => {
    expect(billingConfigFor(loadConfig(STRIPE_KEYS as NodeJS.ProcessEnv))).toEqual({
      provider: 'stripe',
      publishableKeys: { main: 'pk_test_main', finance: 'pk_test_finance' },
    });
    expect(billingConfigFor(loadConfig({} as NodeJS.ProcessEnv))).toEqual({ provider: 'simulated' });

    // The same answer through the route of an app configured for Stripe (nothing reaches Stripe).
    const config = loadConfig({
      ...STRIPE_KEYS,
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
    } as NodeJS.ProcessEnv);
    const stripeApp = await buildApp({
      config,
      database: t.database,
      logger: false,
    });
    try {
      const response = await stripeApp.inject({
        url: '/api/billing/config',
        headers: { cookie: cookies.broker },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        provider: 'stripe',
        publishableKeys: { main: 'pk_test_main', finance: 'pk_test_finance' },
      });
      expect(response.body).not.toContain('sk_test');
    } finally {
      await stripeApp.close();
    }
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/api/docs')).json();
    expect(doc.paths['/api/billing/config'].get.tags).toEqual(['billing']);
  });
});

describe('POST /api/billing/tokens', () => {
  it('needs a signed-in user', async () => {
    const response = await postToken(goodCard, '');
    expect(response.statusCode).toBe(401);
  });

  it('tokenises a test card and answers its brand and last four digits', async () => {
    const response = await postToken(goodCard);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      token: expect.stringMatching(/^tok_/),
      card: { brand: 'visa', lastFourDigits: '4242' },
    });
    const mastercard = await postToken({ ...goodCard, number: '5555 5555 5555 4444', account: 'finance' });
    expect(mastercard.json().card).toEqual({ brand: 'mastercard', lastFourDigits: '4444' });
  });

  it('accepts a lowercase postal code', async () => {
    expect((await postToken({ ...goodCard, postalCode: 'v6b4n6' })).statusCode).toBe(200);
  });

  it.each([
    [{ number: '4242424242424241' }, 'number', 'Your card number is invalid.'],
    [{ number: '424242' }, 'number', 'Your card number is invalid.'],
    [{ number: '' }, 'number', 'Your card number is invalid.'],
    [{ expMonth: 1, expYear: 2020 }, 'expiry', "Your card's expiration date is in the past."],
    [{ expMonth: 13 }, 'expiry', "Your card's expiration month is invalid."],
    [{ cvc: '12' }, 'cvc', "Your card's security code is incomplete."],
    [{ cvc: '12a' }, 'cvc', "Your card's security code is incomplete."],
    [{ postalCode: 'V6B 4N6' }, 'postalCode', 'Postal code must match format: A1B2C3'],
    [{ postalCode: 'V6B4N6X' }, 'postalCode', 'Postal code must match format: A1B2C3'],
    [{ postalCode: '123456' }, 'postalCode', 'Postal code must match format: A1B2C3'],
    [{ postalCode: '' }, 'postalCode', 'Postal code must match format: A1B2C3'],
  ])('answers 402 for %o on the %s field', async (change, field, message) => {
    const response = await postToken({ ...goodCard, ...change });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ message, field, code: expect.any(String) });
  });

  it('answers 402 on the number field for a card that is not a test card', async () => {
    const response = await postToken({ ...goodCard, number: '4012888888881881' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'card_declined', field: 'number' });
  });

  it('answers 400 for a malformed body', async () => {
    for (const payload of [
      { ...goodCard, number: undefined },
      { ...goodCard, expMonth: '12' },
      { ...goodCard, expYear: 2030.5 },
      { ...goodCard, account: 'savings' },
    ]) {
      const response = await postToken(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/api/docs')).json();
    expect(doc.paths['/api/billing/tokens'].post.tags).toEqual(['billing']);
    expect(doc.paths['/api/billing/customers/{customerId}/paymentMethods/{cardId}'].get.summary).toBeTruthy();
  });
});

describe('GET /api/billing/customers/{customerId}/paymentMethods/{cardId}', () => {
  const mapleApp = SEEDED.find((a) => a.brokerageId === BROKERAGE_IDS.maple)!;
  const seededWithCustomer = SEEDED.find(
    (a) => a.brokerageId === BROKERAGE_IDS.maple && a.stripeCustomerId && a.id !== mapleApp.id,
  )!;
  let customerId = '';
  let cardId = '';

  beforeAll(async () => {
    customerId = await t.app.payments.ensureCustomer('main', {
      email: 'insured@example.com',
      name: 'Insured',
    });
    const { token } = (await postToken(goodCard)).json();
    cardId = (await t.app.payments.attachCard('main', customerId, token)).id;
    await t.db
      .update(applications)
      .set({ stripeCustomerId: customerId, stripeCardId: cardId })
      .where(eq(applications.id, mapleApp.id));
  });

  const get = (path: string, cookie: string | undefined = cookies.broker) =>
    t.app.inject({ url: `/api/billing/customers/${path}`, headers: cookie ? { cookie } : {} });
  const url = (customer: string, card: string, applicationId: string) =>
    `${customer}/paymentMethods/${card}?applicationId=${applicationId}`;

  it("answers the application's card on file", async () => {
    const response = await get(url(customerId, cardId, mapleApp.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 'card', card: { brand: 'visa', lastFourDigits: '4242' } });
    expect((await get(url(customerId, cardId, mapleApp.id), cookies.admin)).statusCode).toBe(200);
  });

  it('answers 404 with a message when the customer has no such card', async () => {
    const response = await get(url(customerId, 'card_unknown', mapleApp.id));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No card on file for this customer.' });
    const seeded = seededWithCustomer;
    const none = await get(url(seeded.stripeCustomerId!, 'card_unknown', seeded.id));
    expect(none.statusCode).toBe(404);
  });

  it("answers 403 to a broker of another brokerage, and for a customer that is not the application's", async () => {
    const other = await get(url(customerId, cardId, mapleApp.id), cookies.broker2);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: 'You do not have access to this record.' });
    const mismatch = await get(url(customerId, cardId, seededWithCustomer.id));
    expect(mismatch.statusCode).toBe(403);
  });

  it('answers 401 signed out, 400 without an application id and 404 for an unknown application', async () => {
    expect((await get(url(customerId, cardId, mapleApp.id), '')).statusCode).toBe(401);
    const missing = await get(`${customerId}/paymentMethods/${cardId}`);
    expect(missing.statusCode).toBe(400);
    const unknown = await get(url(customerId, cardId, '00000000-0000-4000-a000-0000000fffff'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Application not found' });
  });
});

describe('provider selection and the Stripe adapter (offline)', () => {
  it('uses the simulated processor without keys and Stripe with both', () => {
    expect(t.app.payments.name).toBe('simulated');
    expect(createPaymentProvider(loadConfig({} as NodeJS.ProcessEnv), t.db).name).toBe('simulated');
    expect(createPaymentProvider(loadConfig(STRIPE_KEYS as NodeJS.ProcessEnv), t.db).name).toBe('stripe');
    expect(() =>
      createPaymentProvider(
        { STRIPE_MAIN_SECRET_KEY: 'sk_test_main', STRIPE_FINANCE_SECRET_KEY: undefined },
        t.db,
      ),
    ).toThrow(/both/);
  });

  it('refuses to start with some Stripe keys but not all four, or with mixed-up keys', () => {
    const load = (env: Record<string, string>) => () => loadConfig(env as NodeJS.ProcessEnv);
    expect(load({ STRIPE_MAIN_SECRET_KEY: 'sk_test_main' })).toThrow(
      /need all four keys.*Missing: STRIPE_FINANCE_SECRET_KEY, STRIPE_MAIN_PUBLISHABLE_KEY, STRIPE_FINANCE_PUBLISHABLE_KEY/,
    );
    const { STRIPE_FINANCE_PUBLISHABLE_KEY: _finance, ...withoutFinancePublishable } = STRIPE_KEYS;
    expect(load(withoutFinancePublishable)).toThrow(/Missing: STRIPE_FINANCE_PUBLISHABLE_KEY\./);
    expect(load({ ...STRIPE_KEYS, STRIPE_MAIN_PUBLISHABLE_KEY: 'sk_test_main' })).toThrow(
      /STRIPE_MAIN_PUBLISHABLE_KEY must be a Stripe publishable key/,
    );
    expect(load({ ...STRIPE_KEYS, STRIPE_FINANCE_PUBLISHABLE_KEY: 'pk_live_finance' })).toThrow(
      /STRIPE_FINANCE_SECRET_KEY is a test key but STRIPE_FINANCE_PUBLISHABLE_KEY is a live key/,
    );
    expect(load(STRIPE_KEYS)).not.toThrow();
  });

  it('refuses to tokenise card fields: Stripe.js does that in the browser', async () => {
    const stripe = createStripeAdapter(
      createStripeClients({ main: 'sk_test_main', finance: 'sk_test_finance' }),
    );
    const error = await stripe.createCardToken('main', goodCard).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({
      code: 'tokenise_in_browser',
      message: expect.stringContaining('Stripe.js'),
    });
  });

  it('maps Stripe card errors to the same shape: decline codes to messages, param to field', () => {
    const cardError = (raw: Record<string, string>) =>
      translateStripeError(new Stripe.errors.StripeCardError({ type: 'card_error', ...raw }));
    expect(
      cardError({ code: 'card_declined', decline_code: 'insufficient_funds', message: 'x' }),
    ).toMatchObject({
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
      field: null,
    });
    expect(cardError({ code: 'incorrect_cvc', param: 'cvc', message: 'x' })).toMatchObject({
      code: 'incorrect_cvc',
      field: 'cvc',
    });
    expect(cardError({ code: 'expired_card', param: 'exp_month', message: 'x' })).toMatchObject({
      field: 'expiry',
    });
    expect(cardError({ code: 'card_declined', decline_code: 'generic_decline', message: 'x' })).toMatchObject(
      {
        code: 'card_declined',
        message: 'Your card was declined.',
      },
    );
    expect(cardError({ code: 'card_declined', message: 'x' })).toBeInstanceOf(CardError);
    const missing = translateStripeError(
      new Stripe.errors.StripeInvalidRequestError({
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: 'No such customer',
      }),
    );
    expect(missing).toMatchObject({ code: 'resource_missing', statusCode: 404 });
  });
});
