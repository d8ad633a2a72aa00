import { expect, test } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { signInAndWait } from './helpers.ts';

/**
 * 'Owen Overdue': one of the two monthly policies the e2e server seeds before it starts
 * (server.mjs, `npm run seed -- --declined-policy`), bound a month ago on a card that declines later
 * charges. The collections run at start-up declined its second instalment and added a missed payment
 * fee: both are overdue. The broker who sold it pays them from the record in one charge, with a new
 * card that becomes the card on file.
 */
const INSURED = 'Owen Overdue';

test('a broker pays a policy’s overdue invoices in one charge with a new card', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAndWait(page, 'broker@example.com', 'Blake');
  // The NSF invoices page finds the policy (the start-up collections run may still be going).
  const row = page.getByRole('table', { name: 'NSF invoices' }).getByRole('row').filter({ hasText: INSURED });
  await page.goto('/nsf');
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  const policyNumber = (await row.getByRole('link').first().textContent()) ?? '';
  await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await row.getByRole('link', { name: policyNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: INSURED })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();

  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Pay overdue invoices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay overdue invoices' });
  const table = dialog.getByRole('table', { name: 'Overdue invoices' });
  // The declined instalment and its missed payment fee, and their total.
  await expect(table.getByRole('row').filter({ hasText: `${policyNumber}-02` })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: `${policyNumber}-MPF` })).toContainText('$25.00');
  const totalRow = table.getByRole('row').filter({ hasText: 'Overdue total' });
  const total = /\$[\d,]+\.\d\d/.exec((await totalRow.textContent()) ?? '')?.[0] ?? '';
  expect(total).not.toBe('');

  // A new card: the dialog first says how many active policies pay with the customer's card.
  await dialog.getByRole('radio', { name: 'A new card' }).check();
  await expect(dialog.getByText('This card is used by 1 active policy.', { exact: false })).toBeVisible();
  const years = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
  await dialog.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
  await dialog.getByLabel(/^Expiry/).fill(`12/${years}`);
  await dialog.getByLabel(/^CVC/).fill('123');
  await dialog.getByLabel(/^Postal code/).fill('M5V2T6');
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Paid 2 overdue invoices: ${total} charged.`)).toBeVisible();

  // The record shows them paid, the history says so, and nothing is overdue any more.
  const invoices = page.getByRole('table', { name: 'Invoices' });
  // (The fee's row names the instalment too: the instalment's row is its monthly payment's.)
  const instalment = invoices
    .getByRole('row')
    .filter({ hasText: `${policyNumber}-02` })
    .filter({ hasText: 'monthly payment 2 of 12' });
  await expect(instalment).toContainText('Paid');
  await expect(page.getByRole('list', { name: 'Transaction history' })).toContainText(
    'Overdue Invoices Paid',
  );
  await page.getByRole('button', { name: 'Actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Cancel policy' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Pay overdue invoices' })).toHaveCount(0);
});
