import { expect, test } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { dayFromToday, signInAndWait } from './helpers.ts';
import { unusedBoundPolicy } from './story.ts';

test('a finance user records an off-platform payment and the balance drops to zero', async ({ page }) => {
  test.setTimeout(150_000);
  await signInAndWait(page, 'finance@example.com', 'Fiona');
  // The demo story's latest monthly policy of Prairie Risk Advisors, nothing due on it yet: its
  // instalments to come are paid off the platform at once.
  const policy = await unusedBoundPolicy(page.request, 'a bound monthly policy of Prairie Risk Advisors', {
    filters: { paymentPeriod: 'monthly' },
    // (erp.spec.ts takes the latest technology E&O policy of any brokerage.)
    also: (candidate) =>
      candidate.brokerageName === 'Prairie Risk Advisors' && candidate.productId !== 'technology-eo',
    nothingDue: true,
    owing: true,
  });
  const insured = policy.insuredName;
  await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await page.goto(`/crm/applications/${policy.applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: insured })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();
  await expect(page.getByText(/Owing \$(?!0\.00)[\d,]+\.\d\d/)).toBeVisible();

  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Record finance transaction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record finance transaction' });
  await dialog.getByRole('radio', { name: 'Off-platform payment' }).check();
  const boxes = dialog.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  await expectAxeClean(page);
  for (const box of await boxes.all()) await box.check();
  // The server's today is a Vancouver day. Debian's Chromium ignores the time zone in Intl (it formats
  // Vancouver days as UTC ones), so between midnight UTC and midnight in Vancouver the page's default
  // is a day ahead of the server's: the clerk types the day the cheque came in, as they would.
  await dialog.getByLabel('Payment date').fill(dayFromToday(0));
  await dialog.getByLabel(/^Reference/).fill('Cheque 881');
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(
    dialog.getByText(/Off-platform payment of \$[\d,]+\.\d\d recorded on \d+ invoices?\./),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByText('Owing $0.00')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Transaction history' })).toContainText('Off-Platform Payment');
});
