import { expect, test } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { signInAndWait } from './helpers.ts';
import { unusedBoundPolicy } from './story.ts';

/** '$1,234.56', as the product formats Canadian dollars. */
const cad = (cents: number) =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

test('a broker pays a monthly tenants plus policy in full with the card on file; nothing is owing after', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // The demo story's latest monthly tenants plus policy of Coastal Insurance Group, sold by broker2's
  // brokerage, nothing due on it: the others of the broker's brokerage are the invoice journeys'.
  await signInAndWait(page, 'broker2@example.com', 'Casey');
  const policy = await unusedBoundPolicy(
    page.request,
    'a bound monthly tenants plus policy of Coastal Insurance Group',
    { filters: { productId: 'tenants-plus', paymentPeriod: 'monthly' }, nothingDue: true, owing: true },
  );
  const insured = policy.insuredName;
  // What the server would charge: the instalments left, less their financing fee.
  const quoted = await page.request.post(`/api/applications/${policy.applicationId}/payInFullQuote`);
  expect(quoted.status(), await quoted.text()).toBe(200);
  const { openBalance, invoices } = (await quoted.json()) as { openBalance: number; invoices: unknown[] };
  expect(openBalance).toBeGreaterThan(0);
  const left = invoices.length;
  expect(left).toBeGreaterThan(0);

  await page.goto(`/crm/applications/${policy.applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: insured })).toBeVisible();
  const invoicesCard = page.getByRole('table', { name: 'Invoices' });
  await expect(invoicesCard.getByText('Open', { exact: true })).toHaveCount(left);
  await expect(page.getByText(/· Owing \$(?!0\.00$)[\d,]+\.\d\d$/)).toBeVisible();
  // The welcome banner sits over the Actions button; the cookie notice over the dialog's buttons.
  await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Pay in full' }).click();

  const dialog = page.getByRole('dialog', { name: 'Pay in full' });
  const figures = dialog.getByRole('table', { name: 'Pay in full figures' });
  const balance = figures.getByRole('row').filter({ hasText: 'Open balance (charged now)' });
  await expect(balance.getByRole('cell')).toHaveText(cad(openBalance));
  await expect(dialog.getByRole('table', { name: 'Invoices it pays' }).locator('tbody tr')).toHaveCount(left);
  // The card on file: the story's (a credit or a debit card of the simulated processor).
  await expect(dialog.getByRole('radio', { name: /^Pay with .+ ending \d{4}$/ })).toBeChecked();
  await expectAxeClean(page);

  await dialog.getByRole('button', { name: `Pay ${cad(openBalance)}` }).click();
  await expect(
    page.getByText(
      `Paid in full: ${cad(openBalance)} charged, ${left} invoice${left === 1 ? '' : 's'} closed.`,
    ),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // The Invoices card: every invoice paid, nothing owing; the history has the pay in full.
  await expect(invoicesCard.getByText('Open', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/· Owing \$0\.00$/)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Transaction history' }).getByRole('heading', { name: 'Pay In Full' }),
  ).toBeVisible();
});
