import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { signInAndWait } from './helpers.ts';
import { bindPolicy, tenantsForm } from './policies.ts';

const month = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Vancouver' }).format(new Date()).slice(0, 7);

test('finance opens Finance Ops, connects the local accounting, syncs the month, downloads the journal, sees the card reconciliation agree and disconnects', async ({
  page,
}) => {
  // A card payment this month, so there is something to journal and reconcile.
  await signInAndWait(page, 'broker@example.com', 'Blake');
  const policy = await bindPolicy(
    page.request,
    'tenants',
    tenantsForm('Journal Reader', 'journal.reader@example.net'),
    {
      paymentPeriod: 'annual',
    },
  );
  await page.getByRole('button', { name: 'Logout' }).click();

  await signInAndWait(page, 'finance@example.com', 'Fiona');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Finance Ops', exact: true })
    .click();
  await expect(page).toHaveTitle('Finance Ops | Apollo Broker Marketplace');
  await expect(page.getByRole('heading', { level: 2, name: 'Payouts to complete' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'NSF invoices pending' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open NSF Invoices' })).toHaveAttribute('href', '/nsf');

  const accounting = page.getByRole('region', { name: 'Accounting' });
  await expect(accounting).toContainText('Local journal (in this database)');
  await expect(accounting).toContainText('Not connected');

  // Connect: the local consent step (Allow) sends the browser back here, which finishes the connection.
  await accounting.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Connect the local journal' })).toBeVisible();
  await expect(page).toHaveURL(/\/finance-ops\?consent=/);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByText('Accounting connected: the local journal.')).toBeVisible();
  await expect(page).toHaveURL(/\/finance-ops$/);
  await expect(accounting).toContainText('Connected');
  await expect(accounting).toContainText('by Fiona Finch');

  await accounting.getByRole('button', { name: `Sync ${month()} now` }).click();
  await expect(
    page.getByText(new RegExp(`^Posted \\d+ journal entr(y|ies) \\(\\$[\\d,.]+\\) for ${month()}\\.$`)),
  ).toBeVisible();
  await expect(page.getByTestId('last-sync')).toContainText(
    new RegExp(`${month()}: \\d+ entr(y|ies) posted .* by Fiona Finch\\.`),
  );
  await expect(page.getByTestId('journal-size')).toContainText(/Journal: [1-9]\d* entries/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    accounting.getByRole('link', { name: 'Download journal CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`journal-${month()}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
    'Date,Entry,Source,Account code,Account,Debit,Credit,Memo',
  );
  expect(csv).toContain(policy.policyNumber);

  const reconciliation = page.getByRole('region', { name: /^Card reconciliation/ });
  await expect(reconciliation).toContainText(`Card reconciliation, ${month()}`);
  await expect(reconciliation).toContainText(
    'No mismatch: every card payment and refund agrees with the processor.',
  );
  await expectAxeClean(page);

  // Disconnect: asked first; the journal stays.
  await accounting.getByRole('button', { name: 'Disconnect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disconnect the local journal?' });
  await expect(dialog).toContainText('The journal, its entries and past syncs stay as they are.');
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Accounting disconnected: the local journal stays as it is.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(accounting).toContainText('Not connected');
  await expect(accounting.getByRole('button', { name: 'Connect', exact: true })).toBeEnabled();
  await expect(page.getByTestId('journal-size')).toContainText(/Journal: [1-9]\d* entries/);
  await expect(accounting.getByRole('button', { name: 'Disconnect' })).toHaveCount(0);
});
