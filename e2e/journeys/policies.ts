import { expect, type APIRequestContext } from '@playwright/test';
import { paymentAccountFor, sampleTenantsForm } from '@bm/domain';
import { dayFromToday } from './helpers.ts';

/** A complete tenants application for a rental in Toronto, Ontario (contents $30,000), starting in a week. */
export function tenantsForm(insuredName: string, email: string): Record<string, unknown> {
  return sampleTenantsForm(dayFromToday(7), { 'insured-name': insuredName, email });
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** A policy bound through the API. */
export interface BoundPolicy {
  applicationId: string;
  policyNumber: string;
}

/**
 * Starts, answers (`form`), prices and pays a policy of `productId` (annual unless `paymentPeriod`
 * says otherwise) through the API as the signed-in user (a broker), with the simulated processor's
 * 4242 test card, its postal code the business address's.
 */
export async function bindPolicy(
  request: APIRequestContext,
  productId: string,
  form: Record<string, unknown>,
  paymentPeriod: 'annual' | 'monthly' = 'annual',
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
  const quoted = await json<{ quote: { total: Record<'annual' | 'monthly', number> } | null }>(
    await request.post(`/api/applications/${applicationId}/quote`),
  );
  expect(quoted.quote).not.toBeNull();
  const { token } = await json<{ token: string }>(
    await request.post('/api/billing/tokens', {
      data: {
        account: paymentAccountFor(paymentPeriod, new Date()),
        number: '4242424242424242',
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

/** Binds an annual tenants policy (`tenantsForm`) through the API; returns the application id. */
export async function bindAnnualTenantsPolicy(
  request: APIRequestContext,
  insuredName: string,
  email: string,
): Promise<string> {
  const { applicationId } = await bindPolicy(request, 'tenants', tenantsForm(insuredName, email));
  return applicationId;
}
