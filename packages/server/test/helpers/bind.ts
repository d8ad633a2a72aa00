import type { Application, PayApplicationResponse } from '@bm/contracts';
import {
  PRODUCT_DEFINITIONS,
  paymentAccountFor,
  quoteApplication,
  type Form,
  type PaymentPeriod,
} from '@bm/domain';
import type { TestApp } from './test-app.ts';

/** A card token from the simulated processor, on the account a plan is charged through. */
export async function cardToken(
  t: TestApp,
  cookie: string,
  account: 'main' | 'finance',
  number = '4242424242424242',
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/billing/tokens',
    headers: { cookie },
    payload: {
      account,
      number,
      expMonth: 12,
      expYear: new Date().getFullYear() + 3,
      cvc: '123',
      postalCode: 'M5V2T6',
    },
  });
  if (response.statusCode !== 200) throw new Error(`token: ${response.statusCode} ${response.body}`);
  return response.json().token as string;
}

/** Starts, answers and pays an application through the API: a bound policy, as a broker gets one. */
export async function bindPolicy(
  t: TestApp,
  cookie: string,
  productId: string,
  form: Form,
  period: PaymentPeriod,
  /** The test card paid with (default: one that always succeeds). */
  cardNumber = '4242424242424242',
): Promise<Application> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: { cookie },
    payload: { productId },
  });
  if (started.statusCode !== 201) throw new Error(`start: ${started.statusCode} ${started.body}`);
  const id = (started.json() as Application).applicationId;
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/applications/${id}`,
    headers: { cookie },
    payload: { productId, currentPage: 9, form, productVersionSeen: '1.0', paymentPeriod: period },
  });
  if (saved.statusCode !== 200) throw new Error(`save: ${saved.statusCode} ${saved.body}`);
  const quote = quoteApplication(PRODUCT_DEFINITIONS[productId]!, form).quote;
  const token = await cardToken(t, cookie, paymentAccountFor(period, new Date()), cardNumber);
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/applications/${id}/pay`,
    headers: { cookie },
    payload: {
      paymentPeriod: period,
      token,
      idempotencyKey: crypto.randomUUID(),
      expectedTotal: quote.total[period],
    },
  });
  if (paid.statusCode !== 200) throw new Error(`pay: ${paid.statusCode} ${paid.body}`);
  return (paid.json() as PayApplicationResponse).application;
}
