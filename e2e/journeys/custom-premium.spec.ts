import { expect, test } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { signInAndWait } from './helpers.ts';
import { findPolicy, storyExample } from './story.ts';

/** '$1,234.56', as the product formats Canadian dollars. */
const cad = (cents: number) =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

test('an underwriter records a $100 custom premium and charges it to the card on file', async ({ page }) => {
  test.setTimeout(150_000);
  await signInAndWait(page, 'underwriter@example.com', 'Uma');
  // The demo story's first policy charged a custom premium (an annual policy paid by card): a second one.
  const policy = await findPolicy(page.request, storyExample('customPremium', 0));
  expect(policy.status, `${policy.policyNumber} is bound`).toBe('bound');
  const insured = policy.insuredName;
  // What the server quotes for $100 in the policy's province: premium, its tax, the transaction fee with its tax, the card fee.
  const quoted = await page.request.post(
    `/api/applications/${policy.applicationId}/getCustomEndorsementQuote`,
    {
      data: { totalPremium: 10_000 },
    },
  );
  expect(quoted.status(), await quoted.text()).toBe(200);
  const { quote } = (await quoted.json()) as { quote: { total: number; premiumsTaxes: number } };
  expect(quote.total).toBeGreaterThan(10_000);

  await page.goto(`/crm/applications/${policy.applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: insured })).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  const invoices = page.getByRole('table', { name: 'Invoices' });
  const customRows = invoices.getByRole('row').filter({ hasText: 'Custom premium' });
  // The story charged it one already: its invoice and its history entry are listed before counting.
  await expect(customRows.first()).toBeVisible();
  const before = await customRows.count();
  const historyEntries = page
    .getByRole('list', { name: 'Transaction history' })
    .getByRole('heading', { name: 'Custom Premium' });
  await expect(historyEntries.first()).toBeVisible();
  const entriesBefore = await historyEntries.count();
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
  // The card on file, as the story's insured paid with it.
  await expect(dialog.getByRole('radio', { name: /^Pay with .+ ending \d{4}$/ })).toBeChecked();
  await expectAxeClean(page);

  await dialog.getByRole('button', { name: `Charge ${cad(quote.total)}` }).click();
  await expect(page.getByText(`Custom premium recorded: ${cad(quote.total)} charged.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  // One more entry and one more invoice, paid (the story's custom premium was paid too).
  await expect(historyEntries).toHaveCount(entriesBefore + 1);
  await expect(customRows).toHaveCount(before + 1);
  await expect(customRows.filter({ hasNotText: 'Paid' })).toHaveCount(0);
  await expect(page.getByText(/· Owing \$0\.00$/)).toBeVisible();
});
