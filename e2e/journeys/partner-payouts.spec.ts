import { expect, test } from '@playwright/test';
import { dayFromToday, signInAndWait } from './helpers.ts';

/** The first and last day of a YYYY-MM month. */
function monthDays(period: string): { from: string; to: string } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${period}-01`, to: `${period}-${String(last).padStart(2, '0')}` };
}

test("finance completes a brokerage's partner payout and the report's lines read Paid", async ({ page }) => {
  // The e2e seed binds Maple Leaf policies a month back (--declined-policy); the partner-payouts job
  // of the server's start groups that ended month's lines into payouts.
  await signInAndWait(page, 'finance@example.com', 'Fiona');
  await page.goto('/reports');
  const payouts = page.getByRole('table', { name: 'Partner payouts' });
  const row = payouts
    .getByRole('row')
    .filter({ hasText: 'Maple Leaf Brokers' })
    .filter({ hasText: 'Open' })
    .first();
  await expect(row).toBeVisible();
  const number = (await row.getByRole('rowheader').innerText()).trim();
  const period = (await row.getByRole('cell').first().innerText()).trim();
  expect(period).toMatch(/^\d{4}-\d\d$/);

  await row.getByRole('button', { name: `Complete ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete partner invoice' });
  await expect(dialog.getByLabel('Transfer date')).toHaveValue(dayFromToday(0));
  await dialog.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText(`Request to complete invoice # ${number} had been completed successfully.`)).toBeVisible();
  const completed = payouts.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number }) });
  await expect(completed).toContainText(`Paid ${dayFromToday(0)}`);

  // The month's Maple Leaf lines on the report now read Paid.
  const { from, to } = monthDays(period);
  await page.goto(`/reports?from=${from}&to=${to}`);
  const lines = page
    .getByRole('table', { name: 'Commission report' })
    .locator('tbody tr')
    .filter({ hasText: 'Maple Leaf Brokers' });
  await expect(lines.first()).toBeVisible();
  const count = await lines.count();
  for (let i = 0; i < count; i += 1) await expect(lines.nth(i)).toContainText('Paid');
  await expect(lines.filter({ hasText: 'Not Paid' })).toHaveCount(0);
});
