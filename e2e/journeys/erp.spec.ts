import { expect, test } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { pick, signInAndWait } from './helpers.ts';
import { unusedBoundPolicy } from './story.ts';

test('an underwriter records a 2-year ERP', async ({ page }) => {
  test.setTimeout(150_000);
  await signInAndWait(page, 'underwriter@example.com', 'Uma');
  // A technology E&O policy of the demo story (the story's own ERP example is cancelled and has its ERP).
  const policy = await unusedBoundPolicy(page.request, 'a bound technology E&O policy', {
    filters: { productId: 'technology-eo' },
  });
  const insured = policy.insuredName;
  await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await page.goto(`/crm/applications/${policy.applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: insured })).toBeVisible();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Extended reporting period' }).click();
  const dialog = page.getByRole('dialog', { name: 'Extended reporting period' });
  await pick(page, dialog, /^Length/, '2 years');
  await pick(page, dialog, /^Reason/, 'Owner retired and ceased operations');
  await dialog.getByRole('radio', { name: 'No' }).check();
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Get quote' }).click();

  const figures = dialog.getByRole('table', { name: 'ERP quote' });
  await expect(figures).toContainText('(150% of the annual premium)');
  await expect(figures).toContainText('(2 years)');
  await expect(dialog.getByLabel(/^ERP premium/)).not.toHaveValue('');
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Record ERP' }).click();
  const done = dialog.getByText(/Extended reporting period recorded\..*Invoice (\S+): \$[\d,]+\.\d\d\./);
  await expect(done).toBeVisible();
  const number = /Invoice (\S+):/.exec((await done.textContent()) ?? '')![1]!;
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  await expect(
    page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: number }),
  ).toContainText('Open');
  await expect(page.getByRole('list', { name: 'Transaction history' })).toContainText(
    'Extended Reporting Period',
  );
  await expect(page.getByRole('table', { name: 'Documents' })).toContainText('ERP-Endorsement');
});
