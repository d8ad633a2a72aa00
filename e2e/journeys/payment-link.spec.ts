import { expect, test } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { signInAndWait } from './helpers.ts';
import { unusedBoundPolicy } from './story.ts';

/*
 * Finance raises a manual invoice on a bound policy of the demo story from the record's Actions and copies its payment
 * link; the insured opens it signed out (a new browser context), pays with the 4242 test card and
 * sees 'Payment received'; the record then shows the invoice paid.
 */
test('finance sends a manual invoice’s payment link and the insured pays it signed out', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAndWait(page, 'finance@example.com', 'Fiona');
  // The demo story's latest annual tenants plus policy of Apollo Agency, nothing due on it.
  const policy = await unusedBoundPolicy(
    page.request,
    'a bound annual tenants plus policy of Apollo Agency',
    {
      filters: { productId: 'tenants-plus', paymentPeriod: 'annual' },
      also: (candidate) => candidate.brokerageName === 'Apollo Agency',
      nothingDue: true,
    },
  );
  const insuredName = policy.insuredName;
  await page.goto(`/crm/applications/${policy.applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: insuredName })).toBeVisible();
  // The welcome banner sits over the Actions button; the cookie notice over the dialog's buttons.
  await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Create manual invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create manual invoice' });
  await dialog.getByLabel(/^Amount/).fill('42.50');
  await dialog.getByRole('combobox', { name: /^Reason/ }).click();
  await page.getByRole('option', { name: 'Requested card' }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();

  const created = dialog.getByRole('region', { name: 'Created invoices' });
  await expect(created.getByText(/Manual invoice created: \$42\.50/)).toBeVisible();
  const invoiceNumber = ((await created.getByRole('heading', { level: 3 }).textContent()) ?? '').replace(
    /^Invoice /,
    '',
  );
  expect(invoiceNumber).not.toBe('');
  const link = await created.getByRole('textbox', { name: 'Payment link' }).inputValue();
  expect(link).toMatch(/\/pay\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  await created.getByRole('button', { name: 'Copy link' }).click();
  await expect(created.getByRole('status')).toHaveText(/Link copied\.|could not be copied/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The insured: no session, a phone-sized window.
  const insured = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const payPage = await insured.newPage();
  await payPage.goto(link);
  await expect(payPage.getByRole('heading', { level: 1, name: 'Pay your invoice' })).toBeVisible();
  await expect(payPage.getByText(insuredName)).toBeVisible();
  await expect(payPage.getByText(policy.policyNumber, { exact: true })).toBeVisible();
  await expect(payPage.getByText(invoiceNumber, { exact: true })).toBeVisible();
  await expect(payPage.getByText('$42.50').first()).toBeVisible();
  await expect(payPage.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  const accept = payPage.getByRole('button', { name: 'Accept cookies' });
  if (await accept.isVisible()) await accept.click();
  await expectAxeClean(payPage);

  const years = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
  await payPage.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
  await payPage.getByLabel(/^Expiry/).fill(`12/${years}`);
  await payPage.getByLabel(/^CVC/).fill('123');
  await payPage.getByLabel(/^Postal code/).fill('M5V2T6');
  await payPage.getByRole('button', { name: 'Pay $42.50' }).click();
  await expect(payPage.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  await expect(payPage.getByText(`$42.50 was paid on invoice ${invoiceNumber}`)).toBeVisible();
  await expect(payPage.getByText(`Invoice ${invoiceNumber} is now paid.`)).toBeVisible();
  await expectAxeClean(payPage);

  // Opened again, the link says the invoice is paid and offers no card form.
  await payPage.reload();
  await expect(payPage.getByText('This invoice has already been paid. Nothing was charged.')).toBeVisible();
  await expect(payPage.getByLabel(/^Card number/)).toHaveCount(0);
  await insured.close();

  // Finance sees the invoice paid on the record.
  await page.reload();
  const invoices = page.getByRole('region', { name: 'Invoices table' });
  const row = invoices.getByRole('row').filter({ hasText: invoiceNumber });
  await expect(row).toBeVisible();
  await expect(row.getByText('Paid')).toBeVisible();
});
