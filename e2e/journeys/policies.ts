import { expect, type APIRequestContext } from '@playwright/test';
import { paymentAccountFor, sampleTenantsForm, type PaymentPeriod } from '@bm/domain';
import { dayFromToday } from './helpers.ts';

/** A complete tenants application for a rental in Toronto, Ontario (contents $30,000), starting in a week. */
export function tenantsForm(insuredName: string, email: string): Record<string, unknown> {
  return sampleTenantsForm(dayFromToday(7), { 'insured-name': insuredName, email });
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/**
 * A tenants application started and saved through the API as the signed-in user, its answers kept as
 * far as `currentPage` (as a broker resuming it from the CRM), annual; returns its id.
 */
export async function savedTenantsApplication(
  request: APIRequestContext,
  form: Record<string, unknown>,
  currentPage: number,
): Promise<string> {
  const started = await request.post('/api/applications', { data: { productId: 'tenants' } });
  const { applicationId } = await json<{ applicationId: string }>(started, 201);
  const saved = await request.put(`/api/applications/${applicationId}`, {
    data: { productId: 'tenants', currentPage, form, productVersionSeen: '1.0', paymentPeriod: 'annual' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return applicationId;
}

/** A policy bound through the API. */
export interface BoundPolicy {
  applicationId: string;
  policyNumber: string;
}

/** How a policy is paid: its plan and the simulated processor's test card. */
export interface BindPayment {
  paymentPeriod: PaymentPeriod;
  cardNumber: string;
}

/**
 * Starts, answers (`form`), prices and pays a policy of `productId` through the API as the
 * signed-in user (a broker), by default annual with the simulated processor's 4242 test card, its
 * postal code the business address's; the card goes to the account the plan is charged through.
 */
export async function bindPolicy(
  request: APIRequestContext,
  productId: string,
  form: Record<string, unknown>,
  { paymentPeriod = 'annual', cardNumber = '4242424242424242' }: Partial<BindPayment> = {},
): Promise<BoundPolicy> {
  const { applicationId } = await json<{ applicationId: string }>(
    await request.post('/api/applications', { data: { productId } }),
    201,
  );
  await json(
    await request.put(`/api/applications/${applicationId}`, {
      data: {
        productId,
        currentPage: 9,
        form,
        productVersionSeen: '1.0',
        paymentPeriod,
      },
    }),
  );
  const quoted = await json<{ quote: { total: Record<PaymentPeriod, number> } | null }>(
    await request.post(`/api/applications/${applicationId}/quote`),
  );
  expect(quoted.quote).not.toBeNull();
  const { token } = await json<{ token: string }>(
    await request.post('/api/billing/tokens', {
      data: {
        account: paymentAccountFor(paymentPeriod, new Date()),
        number: cardNumber,
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
        postalCode: String(form['business-address-postal']).replace(/\s/g, ''),
      },
    }),
  );
  const paid = await json<{ application: { status: string; policyNumber: string } }>(
    await request.post(`/api/applications/${applicationId}/pay`, {
      data: {
        paymentPeriod,
        token,
        idempotencyKey: crypto.randomUUID(),
        expectedTotal: quoted.quote!.total[paymentPeriod],
      },
    }),
  );
  expect(paid.application.status).toBe('bound');
  return { applicationId, policyNumber: paid.application.policyNumber };
}
