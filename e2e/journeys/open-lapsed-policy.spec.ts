import { expect, test } from '@playwright/test';
import { minimalPdf, signInAndWait } from './helpers.ts';

test('an underwriter opens a lapsed policy with a comment and a supporting PDF; it is bound again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAndWait(page, 'underwriter@example.com', 'Uma');

  // The CRM, filtered to lapsed policies: the demo story's, and those the start-up job lapsed past
  // their grace period since the story's last day.
  await page.goto('/crm');
  await page.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'Lapsed', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/status=lapsed/);
  const table = page.getByRole('table', { name: 'Applications' });
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toContainText('Lapsed', { timeout: 20_000 });
  await expect(rows.filter({ hasNotText: 'Lapsed' })).toHaveCount(0);
  const label = (await rows.first().getAttribute('aria-label')) ?? '';
  const [, insured, policyNumber] = /^Open (.+) \(([A-Z]+-\d{4}-\d+)\)$/.exec(label) ?? [];
  expect(policyNumber, `a lapsed policy row, labelled "${label}"`).toBeDefined();
  await rows.first().click();
  await expect(page.getByRole('heading', { level: 1, name: insured! })).toBeVisible();
  const header = page.locator('main header');
  await expect(header.getByText(`Policy ${policyNumber}`, { exact: true })).toBeVisible();
  await expect(header.getByText('Lapsed', { exact: true })).toBeVisible();
  const expiry = page
    .getByRole('term')
    .filter({ hasText: /^Expiry date$/ })
    .locator('xpath=..')
    .getByRole('definition');
  const expiryDay = (await expiry.innerText()).trim();

  // The welcome banner sits over the Actions button; the cookie notice over the dialog's buttons.
  await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Open lapsed policy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Open lapsed policy' });
  await expect(dialog.getByText(/bound again with its expiry date unchanged/)).toBeVisible();

  // Supporting documents are PDFs only: a picture is refused at once, a file that only calls itself a PDF by the server.
  const upload = dialog.getByLabel('Supporting documents (PDF)');
  await upload.setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a pdf'),
  });
  await expect(dialog.getByText('Not a valid file type')).toBeVisible();
  await upload.setInputFiles({
    name: 'receipt.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('hello'),
  });
  await expect(dialog.getByRole('button', { name: 'Add PDF' })).toBeEnabled({ timeout: 20_000 });
  await expect(dialog.getByText('Not a valid file type')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Uploaded files' })).toHaveCount(0);

  await upload.setInputFiles({
    name: 'proof-of-payment.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf('Late payment received'),
  });
  const uploaded = dialog.getByRole('list', { name: 'Uploaded files' });
  await expect(uploaded.getByRole('listitem')).toHaveCount(1, { timeout: 20_000 });
  await expect(uploaded.getByRole('listitem')).toContainText('proof-of-payment.pdf');
  await expect(dialog.getByText('Not a valid file type')).toHaveCount(0);

  // The comment is required.
  const openPolicy = dialog.getByRole('button', { name: 'Open policy' });
  await openPolicy.click();
  await expect(dialog.getByText('Required', { exact: true })).toBeVisible();
  await dialog
    .getByLabel(/^Comment/)
    .fill('The insured paid the renewal premium late; the insurer agreed to reopen.');
  await openPolicy.click();
  await expect(page.getByText(`Lapsed policy opened: ${policyNumber}`)).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toHaveCount(0);

  // The record: bound again, its expiry unchanged, the reopening in the history.
  await expect(header.getByText('Bound', { exact: true })).toBeVisible();
  await expect(header.getByText('Lapsed', { exact: true })).toHaveCount(0);
  await expect(expiry).toHaveText(expiryDay);
  const history = page.getByRole('list', { name: 'Transaction history' });
  const entry = history.getByRole('listitem', { name: 'Lapse Reopened' });
  await expect(entry).toBeVisible({ timeout: 20_000 });
  await expect(entry).toContainText(
    'Lapsed policy opened — The insured paid the renewal premium late; the insurer agreed to reopen.',
  );
  await expect(entry).toContainText('by Uma');

  // The menu no longer offers to open it; it is a bound policy again.
  await page.getByRole('button', { name: 'Actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Email policy documents' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Open lapsed policy' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  // And it has left the lapsed list.
  await page.goto('/crm?status=lapsed');
  await page.getByRole('combobox', { name: 'Search' }).fill(policyNumber!);
  await expect(page).toHaveURL(new RegExp(`search=${policyNumber}`));
  await expect(page.getByText('No applications found')).toBeVisible({ timeout: 20_000 });
});
