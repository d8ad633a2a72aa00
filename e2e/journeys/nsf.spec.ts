import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAndWait } from './helpers.ts';
import { bindPolicy, tenantsForm } from './policies.ts';

/** Pays the bind, then declines every later charge (the simulated processor's test card, README). */
const DECLINES_LATER = '4000000000019952';

/** The page has no WCAG 2 A / AA violation that axe can find, once animations have settled. */
async function expectAxeClean(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

/*
 * A declined instalment needs the collections job to run on the instalment's due day, a month after
 * the bind: the job runs from the CLI (`npm run job -- collections --date …`) on a stopped server, and
 * there is no HTTP trigger (none is added for tests). So this journey binds a monthly policy with the
 * card that declines later and checks what finance sees before any decline: the NSF Invoices item,
 * the /nsf page's empty state (axe-clean on a desktop and a phone), and the record's NSF invoice
 * action on a policy with open instalments. The rows, filters, paging and edits are covered by the
 * web tests (features/nsf, actions/nsf-invoice) and the server's collections tests.
 */
test('finance finds the NSF invoices page and a monthly policy’s NSF invoice action', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAndWait(page, 'broker@example.com', 'Blake');
  const policy = await bindPolicy(
    page.request,
    'tenants',
    tenantsForm('Nsf Journey', 'nsf.journey@example.net'),
    {
      paymentPeriod: 'monthly',
      cardNumber: DECLINES_LATER,
    },
  );
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Welcome, Guest')).toBeVisible();

  await signInAndWait(page, 'finance@example.com', 'Fiona');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'NSF Invoices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'NSF Invoices' })).toBeVisible();
  await expect(page.getByText('No NSF invoices')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Brokerage' })).toBeVisible();
  await expectAxeClean(page);

  // A search that matches nothing says so, and offers to clear it; the search is in the URL.
  await page.getByRole('searchbox', { name: 'Search' }).fill(policy.policyNumber);
  await expect(page).toHaveURL(new RegExp(`search=${policy.policyNumber}`));
  await expect(page.getByText('Nothing matches this search and these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: 'NSF Invoices' })).toBeVisible();
  await expectAxeClean(page);

  // The record of the monthly policy: its later instalments are open, so finance may open the
  // NSF invoice action, which lists none yet.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/crm/applications/${policy.applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nsf Journey' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invoices table' }).getByText('Open').first()).toBeVisible();
  // The welcome banner sits over the Actions button; the cookie notice over the dialog's buttons.
  await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'NSF invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'NSF invoices' });
  await expect(dialog.getByText(/This policy has no NSF invoices/)).toBeVisible();
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
