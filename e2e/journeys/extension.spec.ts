import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { signInAndWait } from './helpers.ts';
import { unusedBoundPolicy } from './story.ts';

/** '$1,234.56', as the product formats Canadian dollars. */
const cad = (cents: number) =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

/**
 * A course of construction policy of the demo story that the broker's brokerage sold: the latest
 * for the first journey, the earliest for the second (the story's own extension examples are
 * builders risk policies, or wait for an underwriter in another brokerage).
 */
async function constructionPolicy(page: Page, oldest: boolean) {
  return unusedBoundPolicy(page.request, "a bound course of construction policy of the broker's brokerage", {
    filters: { productId: 'course-of-construction' },
    oldest,
  });
}

/** The answers of a project on schedule; `losses` answers yes to losses or claims. */
async function fillExtensionForm(page: Page, months: string, losses = false) {
  const dialog = page.getByRole('dialog', { name: 'Create extension' });
  await dialog.getByLabel('Extension length (months)').fill(months);
  await dialog.getByLabel('Project state').selectOption('in-progress');
  await dialog.getByLabel('Why is the extension needed?').fill('Concrete pours are behind schedule');
  await dialog.getByLabel('Reason for the delay').selectOption('weather');
  await dialog.getByLabel('Tell us about the delay').fill('Six weeks of frost');
  await dialog.getByLabel('Percent completed').selectOption('75');
  const answer = async (group: string, value: 'Yes' | 'No') =>
    dialog.getByRole('radiogroup', { name: group }).getByRole('radio', { name: value }).check();
  await answer('Any losses or claims since the policy started?', losses ? 'Yes' : 'No');
  await answer('Is the building occupied?', 'No');
  await answer("Has the project's scope changed?", 'No');
  await dialog.getByLabel(/Describe any change in scope/).fill('None');
  return dialog;
}

async function openExtension(page: Page, applicationId: string, insured: string, dismiss = true) {
  await page.goto(`/crm/applications/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: insured })).toBeVisible();
  if (dismiss) {
    await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
    await page.getByRole('button', { name: 'Accept cookies' }).click();
  }
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Create extension' }).click();
}

test('a broker extends a course of construction policy by 3 months and pays', async ({ page }) => {
  test.setTimeout(150_000);
  await signInAndWait(page, 'broker@example.com', 'Blake');
  const policy = await constructionPolicy(page, false);
  const insured = policy.insuredName;
  await openExtension(page, policy.applicationId, insured);

  // Every field is required; a partial month is refused before anything is sent.
  const form = page.getByRole('dialog', { name: 'Create extension' });
  await form.getByRole('button', { name: 'Get quote' }).click();
  await expect(form.getByText('Required').first()).toBeVisible();
  await fillExtensionForm(page, '2.5');
  await form.getByRole('button', { name: 'Get quote' }).click();
  await expect(form.getByText('Unable to offer partial months, must be a whole number')).toBeVisible();
  await form.getByLabel('Extension length (months)').fill('3');
  await expectAxeClean(page);
  await form.getByRole('button', { name: 'Get quote' }).click();

  const quoteDialog = page.getByRole('dialog', { name: 'Extension quote' });
  await expect(
    quoteDialog.getByText('A minimum retained premium of $50 applies to this extension.'),
  ).toBeVisible();
  const total = (await quoteDialog.getByTestId('extension-total').textContent()) ?? '';
  const newExpiry =
    (await quoteDialog
      .getByRole('row', { name: /New expiry date/ })
      .getByRole('cell')
      .textContent()) ?? '';
  expect(newExpiry).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expectAxeClean(page);

  // A new card that saves and then declines: the payment-failed dialog, then Try another card.
  await quoteDialog.getByRole('radio', { name: 'A new card' }).check();
  await quoteDialog.getByLabel('Card number').fill('4000 0000 0000 0341');
  await quoteDialog.getByLabel('Expiry (MM/YY)').fill('12/30');
  await quoteDialog.getByLabel('CVC').fill('123');
  await quoteDialog.getByLabel('Postal code').fill('T2P1J9');
  await quoteDialog.getByRole('button', { name: 'Purchase extension' }).click();
  const failed = page.getByRole('dialog', { name: 'We could not process payment' });
  await expect(failed.getByText(/selected card cannot be charged/)).toBeVisible();
  await expectAxeClean(page);
  await failed.getByRole('button', { name: 'Try another card' }).click();

  // Back on the quote: the card on file pays.
  await quoteDialog.getByRole('radio', { name: / ending \d{4}$/ }).check();
  await quoteDialog.getByRole('button', { name: 'Purchase extension' }).click();
  const approved = page.getByRole('dialog', { name: 'Extension approved' });
  await expect(
    approved.getByText(`The policy now expires on ${newExpiry}. ${total} was charged`),
  ).toBeVisible();
  await expectAxeClean(page);
  await approved.getByRole('button', { name: 'Close' }).click();

  // The record: the new expiry, the history row, the EXT invoice paid, the endorsement PDF.
  const history = page.getByRole('list', { name: 'Transaction history' });
  await expect(history.getByRole('heading', { name: 'Extension', exact: true })).toBeVisible();
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('row').filter({ hasText: '-EXT' })).toContainText('Paid');
  await expect(page.getByText(/Extension-Endorsement-1-/)).toBeVisible();
  await expect(page.getByText(newExpiry).first()).toBeVisible();
});

test('an extension with losses goes to review, an underwriter prices it and the broker buys it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInAndWait(page, 'broker@example.com', 'Blake');
  const policy = await constructionPolicy(page, true);
  const insured = policy.insuredName;
  await openExtension(page, policy.applicationId, insured);
  const form = await fillExtensionForm(page, '4', true);
  await form.getByRole('button', { name: 'Get quote' }).click();

  const review = page.getByRole('dialog', { name: 'Manual review required' });
  await expect(review.getByText('Losses or claims reported')).toBeVisible();
  await expectAxeClean(page);
  await review.getByRole('button', { name: 'Submit for review' }).click();
  const underReview = page.getByRole('dialog', { name: 'Extension under review' });
  await expect(underReview.getByText(/sent to an underwriter/)).toBeVisible();
  await underReview.getByRole('button', { name: 'Close' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Transaction history' })
      .getByRole('heading', { name: 'Extension Review' }),
  ).toBeVisible();

  // The underwriter prices it from the record.
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const underwriter = await context.newPage();
  await signInAndWait(underwriter, 'underwriter@example.com', 'Uma');
  await openExtension(underwriter, policy.applicationId, insured);
  const panel = underwriter.getByRole('region', { name: 'Extension request under review' });
  await expect(panel.getByText('Losses or claims reported')).toBeVisible();
  await expectAxeClean(underwriter);
  await panel.getByLabel('Premium for the extension ($)').fill('25');
  await expect(panel.getByText('Enter at least $50.00, the minimum retained premium.')).toBeVisible();
  await panel.getByLabel('Premium for the extension ($)').fill('42000');
  await panel.getByLabel('Note (optional)').fill('Minor water loss, repaired');
  await panel.getByRole('button', { name: 'Price extension' }).click();
  await expect(
    underwriter.getByText(/An underwriter priced the 4-month extension at \$42,000\.00/),
  ).toBeVisible();
  await context.close();

  // The broker buys it at the underwriter's premium with the card on file.
  await page.reload();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Create extension' }).click();
  await page.getByRole('button', { name: 'Review and buy' }).click();
  const quoteDialog = page.getByRole('dialog', { name: 'Extension quote' });
  await expect(quoteDialog.getByRole('row', { name: /Premium for 4 more month/ })).toContainText(
    cad(4_200_000),
  );
  await quoteDialog.getByRole('button', { name: 'Purchase extension' }).click();
  await expect(page.getByRole('dialog', { name: 'Extension approved' })).toBeVisible();
});
