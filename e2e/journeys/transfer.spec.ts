import { expect, test, type Page } from '@playwright/test';
import { pick, signInAndWait } from './helpers.ts';
import { unusedBoundPolicy } from './story.ts';

/** The CRM rows of the policy, after searching for its number. */
async function crmRows(page: Page, policyNumber: string) {
  await page.goto('/crm');
  await page.getByRole('combobox', { name: 'Search' }).fill(policyNumber);
  return page.getByRole('row', { name: new RegExp(`\\(${policyNumber}\\)$`) });
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Welcome, Guest')).toBeVisible();
}

test('a super admin transfers a broker’s policy to another brokerage, which then owns it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAndWait(page, 'broker@example.com', 'Blake');
  // An annual builders risk policy of the demo story that the broker's brokerage sold, paid at bind.
  const policy = await unusedBoundPolicy(
    page.request,
    "a bound annual builders risk policy of the broker's brokerage",
    {
      filters: { productId: 'builders-risk', paymentPeriod: 'annual' },
    },
  );
  const { applicationId, insuredName: insured, policyNumber } = policy;
  await expect(await crmRows(page, policyNumber)).toHaveCount(1, { timeout: 10_000 });
  await logout(page);

  await signInAndWait(page, 'admin@example.com', 'Ada');
  await page.goto(`/crm/applications/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: insured })).toBeVisible();
  // The welcome banner and the cookie notice sit over the Actions button and the dialog's buttons.
  await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Transfer account' }).click();

  const dialog = page.getByRole('dialog', { name: 'Transfer account' });
  await pick(page, dialog, /^Brokerage/, 'Coastal Insurance Group');
  await expect(dialog.getByText(/This cannot be undone/)).toBeVisible();
  await pick(page, dialog, /^Broker(?!age)/, 'Casey Coast (broker2@example.com)');
  await pick(page, dialog, /^Reason/, 'Broker listed under wrong brokerage');
  await dialog.getByRole('button', { name: 'Review transfer' }).click();

  const review = page.getByRole('dialog', { name: 'Review transfer' });
  const moves = review.getByRole('table', { name: 'What moves' });
  await expect(moves.getByRole('row', { name: /^To Casey Coast/ })).toBeVisible();
  await expect(moves.getByRole('row', { name: /^Open invoices None/ })).toBeVisible();
  await expect(
    moves.getByRole('row', { name: /^Commission owed to the broker \$[\d,.]+ \(pending\)/ }),
  ).toBeVisible();
  await review.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(page.getByText('Account has successfully transferred to the new owner')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const history = page.getByRole('list', { name: 'Transaction history' });
  await expect(history.getByRole('listitem', { name: 'Transfer' })).toBeVisible();
  await logout(page);

  // The new brokerage's broker sees the policy in the CRM and can open it.
  await signInAndWait(page, 'broker2@example.com', 'Casey');
  await expect(await crmRows(page, policyNumber)).toHaveCount(1, { timeout: 10_000 });
  await page.goto(`/crm/applications/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: insured })).toBeVisible();
  await logout(page);

  // The old brokerage's broker no longer does.
  await signInAndWait(page, 'broker@example.com', 'Blake');
  await expect(await crmRows(page, policyNumber)).toHaveCount(0, { timeout: 10_000 });
  await page.goto(`/crm/applications/${applicationId}`);
  await expect(page.getByText('You do not have access to this record.')).toBeVisible();
});
