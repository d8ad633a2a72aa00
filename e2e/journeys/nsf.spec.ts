import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { signInAndWait } from './helpers.ts';
import { staleStory } from './story.ts';

/** A pending NSF invoice as GET /api/nsfInvoices answers it. */
interface NsfItem {
  invoiceNumber: string;
  applicationId: string;
  policyNumber: string;
  policyStatus: string;
  insuredName: string;
  status: string;
}

/**
 * The demo story's monthly policy whose card declined an instalment two days before the story's
 * end (its plan leaves one open: leaveADeclineOpen in packages/server/src/story/plan.ts; the
 * story's payByLink and declinedMonthly examples are of this kind, settled): its pending NSF invoice
 * of a policy still bound, as /nsf lists it. The start-up collections run may still be going when
 * the first journey starts: asked again until it shows.
 */
async function pendingNsf(request: APIRequestContext): Promise<NsfItem> {
  let found: NsfItem | undefined;
  await expect(async () => {
    const response = await request.get('/api/nsfInvoices?status=pending&limit=100');
    expect(response.status()).toBe(200);
    const { items } = (await response.json()) as { items: NsfItem[] };
    found = items.find((item) => item.policyStatus === 'bound');
    expect(found, staleStory('a pending NSF invoice of a bound monthly policy')).toBeDefined();
  }).toPass({ timeout: 60_000 });
  return found!;
}

/** Opens /nsf (status filter as given); returns the row of the NSF invoice. */
async function nsfRow(page: Page, invoiceNumber: string, query = '') {
  await page.goto(`/nsf${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'NSF Invoices' })).toBeVisible();
  return page
    .getByRole('table', { name: 'NSF invoices' })
    .getByRole('row')
    .filter({ hasText: invoiceNumber });
}

test('a monthly policy whose card declines shows in /nsf, is paid through its payment link and leaves /nsf', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAndWait(page, 'admin@example.com', 'Ada');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'NSF Invoices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'NSF Invoices' })).toBeVisible();

  const nsf = await pendingNsf(page.request);
  const insured = nsf.insuredName;
  let row = await nsfRow(page, nsf.invoiceNumber, '?status=pending');
  await expect(row).toContainText(/insufficient funds/i);
  await expect(row).toContainText('Pending');
  await expect(row).toContainText(insured);
  const policyNumber = (await row.getByRole('link').first().textContent()) ?? '';
  expect(policyNumber).toBe(nsf.policyNumber);
  // The welcome banner sits over the Actions button; the cookie notice over the dialog's buttons.
  await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await expectAxeClean(page);

  // The policy number opens the record; its Actions → NSF invoice gives the invoice's payment link.
  await row.getByRole('link', { name: policyNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: insured })).toBeVisible();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'NSF invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'NSF invoices' });
  await expect(dialog.getByText(/insufficient funds/i).first()).toBeVisible();
  const linkField = dialog.getByRole('textbox', { name: 'Payment link' });
  await expect(linkField).toHaveValue(/\/pay\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  const link = await linkField.inputValue();
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The insured opens the link signed out, on a phone, and pays the instalment with a good card.
  const insuredContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const payPage = await insuredContext.newPage();
  await payPage.goto(link);
  await expect(payPage.getByRole('heading', { level: 1, name: 'Pay your invoice' })).toBeVisible();
  await expect(payPage.getByText(insured)).toBeVisible();
  await expect(payPage.getByText(policyNumber, { exact: true })).toBeVisible();
  const accept = payPage.getByRole('button', { name: 'Accept cookies' });
  if (await accept.isVisible()) await accept.click();
  await expectAxeClean(payPage);
  const years = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
  await payPage.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
  await payPage.getByLabel(/^Expiry/).fill(`12/${years}`);
  await payPage.getByLabel(/^CVC/).fill('123');
  await payPage.getByLabel(/^Postal code/).fill('M5V2T6');
  await payPage.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(payPage.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  await insuredContext.close();

  // The NSF invoice is completed: no longer among the pending ones, listed as Completed otherwise.
  row = await nsfRow(page, nsf.invoiceNumber, '?status=pending');
  await expect(
    page
      .getByText('Nothing matches this search and these filters.')
      .or(page.getByRole('table', { name: 'NSF invoices' })),
  ).toBeVisible();
  await expect(row).toHaveCount(0);
  row = await nsfRow(page, nsf.invoiceNumber);
  await expect(row).toContainText('Completed');

  // A search that matches nothing says so, and offers to clear it; the search is in the URL.
  await page.getByRole('searchbox', { name: 'Search' }).fill('no-such-policy');
  await expect(page).toHaveURL(/search=no-such-policy/);
  await expect(page.getByText('Nothing matches this search and these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await expect(row).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: 'NSF Invoices' })).toBeVisible();
  await expectAxeClean(page);
});
