import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { dayFromToday, pick, signInAndWait } from './helpers.ts';

/** A complete tenants application for a rental in Toronto, Ontario (contents $30,000). */
function tenantsForm(): Record<string, unknown> {
  return {
    'insured-name': 'Morgan Ellis',
    email: 'morgan.ellis@example.net',
    phone: '416-555-0177',
    'policy-effective-date': dayFromToday(7),
    'insured-birthyear': '1992',
    'business-address-street': '250 Queen Street West',
    'business-address-unit': '1204',
    'business-address-city': 'Toronto',
    'business-address-province': 'ON',
    'business-address-postal': 'M5V 2T6',
    'dwelling-type': 'apartment',
    'unit-floor': '12',
    'fire-protection': 'protected',
    'working-smoke-alarm': 'yes',
    'business-at-home': 'no',
    roommates: [],
    'contents-limit': '30000',
    'ale-limit': '10000',
    'liability-limit': '1000000',
    'prior-flood-loss': false,
    'cover-level': 'basic',
    deductible: '1000',
    'claims-count': 0,
    'prior-cancellation': 'no',
  };
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** Starts, answers and pays an annual tenants policy through the API, as the signed-in broker. */
async function bindAnnualTenants(request: APIRequestContext): Promise<string> {
  const started = await json<{ applicationId: string }>(
    await request.post('/api/applications', { data: { productId: 'tenants' } }),
    201,
  );
  const id = started.applicationId;
  await json(
    await request.put(`/api/applications/${id}`, {
      data: {
        productId: 'tenants',
        currentPage: 9,
        form: tenantsForm(),
        productVersionSeen: '1.0',
        paymentPeriod: 'annual',
      },
    }),
  );
  const quoted = await json<{ quote: { total: { annual: number } } | null }>(
    await request.post(`/api/applications/${id}/quote`),
  );
  expect(quoted.quote).not.toBeNull();
  const { token } = await json<{ token: string }>(
    await request.post('/api/billing/tokens', {
      data: {
        account: 'main',
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
        postalCode: 'M5V2T6',
      },
    }),
  );
  const paid = await json<{ application: { status: string } }>(
    await request.post(`/api/applications/${id}/pay`, {
      data: {
        paymentPeriod: 'annual',
        token,
        idempotencyKey: crypto.randomUUID(),
        expectedTotal: quoted.quote!.total.annual,
      },
    }),
  );
  expect(paid.application.status).toBe('bound');
  return id;
}

/** The row of a figures table whose header is `label`. */
function row(table: Locator, label: string | RegExp): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: label }) });
}

/** The amount in the row labelled `label` of a figures table. */
async function rowAmount(table: Locator, label: string | RegExp): Promise<string> {
  return (await row(table, label).getByRole('cell').last().innerText()).trim();
}

test('endorsement staff raise the contents limit of an annual tenants policy and charge the card on file', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAndWait(page, 'broker@example.com', 'Blake');
  const applicationId = await bindAnnualTenants(page.request);

  await page.getByRole('button', { name: 'Logout' }).click();
  await signInAndWait(page, 'endorsement@example.com', 'Eddie');
  // The welcome banner sits over the top right of the page, where the Actions button is, and the
  // cookie banner over the bottom of the dialogs: a first-time visitor closes both.
  await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await page.goto(`/crm/applications/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Morgan Ellis' })).toBeVisible();

  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Endorse policy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Endorse policy' });
  await expect(dialog).toBeVisible();
  // The policy starts in a week: the endorsement takes effect on its first day.
  await expect(dialog.getByLabel(/^Effective date/)).toHaveValue(dayFromToday(7));

  await pick(page, dialog, /^Reason/, 'Increase Limit/Add Coverage');
  await dialog.getByLabel(/^Reason details/).fill('Insured bought new furniture');
  await pick(page, dialog, /^Contents limit/, '$50,000');

  // The additional premium, pro-rated over the whole term, charged on the card on file.
  const charged = dialog.getByRole('table', { name: 'Charged now' });
  await expect(charged).toBeVisible();
  await expect(charged.getByRole('rowheader', { name: /^Additional premium \(pro-rated/ })).toBeVisible();
  const total = await rowAmount(charged, /^Total to charge now/);
  expect(total).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  const annual = dialog.getByRole('table', { name: 'Annual premium' });
  const newPremium = await rowAmount(annual, /^New annual premium/);
  await expect(dialog.getByRole('radio', { name: 'Pay with Visa ending 4242' })).toBeChecked();

  await dialog.getByRole('button', { name: 'Save endorsement' }).click();
  const ask = page.getByRole('dialog', { name: 'Hubspot Ticket Number is empty' });
  await ask.getByRole('button', { name: 'proceed anyway' }).click();

  await expect(page.getByText('Policy was successfully updated')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toHaveCount(0);

  // The record carries the new premium, and its history the endorsement with its charge.
  const split = page.getByRole('table', { name: 'Commission split' });
  await expect(row(split, 'Premiums sum')).toContainText(newPremium);
  const history = page.getByRole('list', { name: 'Transaction history' });
  const endorsement = history.getByRole('listitem', { name: 'Endorsement' });
  await expect(endorsement).toContainText('Increase Limit/Add Coverage');
  await expect(endorsement).toContainText(`Payment ${total}`);
  await expect(row(endorsement.getByRole('table', { name: 'Amounts' }), 'Total')).toContainText(total);
});
