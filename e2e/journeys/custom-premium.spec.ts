import { expect, test } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { signInAndWait } from './helpers.ts';
import { bindPolicy, tenantsForm } from './policies.ts';

/** '$1,234.56', as the product formats Canadian dollars. */
const cad = (cents: number) =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

test('an underwriter records a $100 custom premium and charges it to the card on file', async ({ page }) => {
  test.setTimeout(150_000);
  const insured = 'Casey Custom';
  await signInAndWait(page, 'underwriter@example.com', 'Uma');
  const policy = await bindPolicy(
    page.request,
    'tenants',
    tenantsForm(insured, 'custom.premium@example.net'),
  );
  // What the server quotes for $100 in Ontario: premium, 8% tax, the transaction fee with HST, the card fee.
  const quoted = await page.request.post(
    `/api/applications/${policy.applicationId}/getCustomEndorsementQuote`,
    {
      data: { totalPremium: 10_000 },
    },
  );
  expect(quoted.status(), await quoted.text()).toBe(200);
  const { quote } = (await quoted.json()) as { quote: { total: number; premiumsTaxes: number } };
  expect(quote.premiumsTaxes).toBe(800);

  await page.goto(`/crm/applications/${policy.applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: insured })).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Custom premiums' }).click();

  const dialog = page.getByRole('dialog', { name: 'Custom premiums' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Second rental unit added mid-term');
  await dialog.getByRole('textbox', { name: /Premium/ }).fill('0');
  await dialog.getByRole('button', { name: 'Get quote' }).click();
  await expect(
    dialog.getByText('Premium input invalid. Please enter a value greater than zero.'),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: /Premium/ }).fill('100');
  await dialog.getByRole('button', { name: 'Get quote' }).click();
  const figures = dialog.getByRole('table', { name: 'Custom premium quote' });
  await expect(figures.getByRole('row').filter({ hasText: 'Total to charge' }).getByRole('cell')).toHaveText(
    cad(quote.total),
  );
  await expect(dialog.getByRole('radio', { name: 'Pay with Visa ending 4242' })).toBeChecked();
  await expectAxeClean(page);

  await dialog.getByRole('button', { name: `Charge ${cad(quote.total)}` }).click();
  await expect(page.getByText(`Custom premium recorded: ${cad(quote.total)} charged.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('list', { name: 'Transaction history' }).getByRole('heading', { name: 'Custom Premium' }),
  ).toBeVisible();
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('row').filter({ hasText: 'Custom premium' })).toContainText('Paid');
  await expect(page.getByText(/· Owing \$0\.00$/)).toBeVisible();
});
