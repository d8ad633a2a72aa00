import { expect, test } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { signInAndWait } from './helpers.ts';
import { bindPolicy, tenantsForm } from './policies.ts';

/** '$1,234.56', as the product formats Canadian dollars. */
const cad = (cents: number) =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

test('a broker pays a monthly tenants policy in full with the card on file; nothing is owing after', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const insured = 'Morgan Paidup';
  await signInAndWait(page, 'broker@example.com', 'Blake');
  const policy = await bindPolicy(
    page.request,
    'tenants',
    tenantsForm(insured, 'pay.in.full@example.net'),
    { paymentPeriod: 'monthly' },
  );
  // What the server would charge: the eleven instalments left, less their financing fee.
  const quoted = await page.request.post(`/api/applications/${policy.applicationId}/payInFullQuote`);
  expect(quoted.status(), await quoted.text()).toBe(200);
  const { openBalance, invoices } = (await quoted.json()) as { openBalance: number; invoices: unknown[] };
  expect(openBalance).toBeGreaterThan(0);
  expect(invoices).toHaveLength(11);

  await page.goto(`/crm/applications/${policy.applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: insured })).toBeVisible();
  const invoicesCard = page.getByRole('table', { name: 'Invoices' });
  await expect(invoicesCard.getByText('Open', { exact: true })).toHaveCount(11);
  // The welcome banner sits over the Actions button; the cookie notice over the dialog's buttons.
  await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Pay in full' }).click();

  const dialog = page.getByRole('dialog', { name: 'Pay in full' });
  const figures = dialog.getByRole('table', { name: 'Pay in full figures' });
  const balance = figures.getByRole('row').filter({ hasText: 'Open balance (charged now)' });
  await expect(balance.getByRole('cell')).toHaveText(cad(openBalance));
  await expect(dialog.getByRole('table', { name: 'Invoices it pays' }).locator('tbody tr')).toHaveCount(11);
  await expect(dialog.getByRole('radio', { name: 'Pay with Visa ending 4242' })).toBeChecked();
  await expectAxeClean(page);

  await dialog.getByRole('button', { name: `Pay ${cad(openBalance)}` }).click();
  await expect(
    page.getByText(`Paid in full: ${cad(openBalance)} charged, 11 invoices closed.`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // The Invoices card: every invoice paid, nothing owing; the history has the pay in full.
  await expect(invoicesCard.getByText('Open', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/· Owing \$0\.00$/)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Transaction history' }).getByRole('heading', { name: 'Pay In Full' }),
  ).toBeVisible();
});
