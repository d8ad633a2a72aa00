import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { dayFromToday, signInAndWait } from './helpers.ts';
import { staleStory, storyLastDay } from './story.ts';

const month = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Vancouver' }).format(new Date()).slice(0, 7);

test('finance opens Finance Ops, connects the local accounting, syncs the month, downloads the journal, sees the card reconciliation agree and disconnects', async ({
  page,
}) => {
  await signInAndWait(page, 'finance@example.com', 'Fiona');
  // Card payments this month, so there is something to journal and reconcile: the demo story's
  // instalments paid, as /invoices lists them, that fell due this month (charged on the day) or since
  // the story's last day (charged by the jobs' catch-up at start-up, today). One of them at least
  // was charged this month (an instalment paid in full before its day was not).
  const since = [`${month()}-01`, storyLastDay()].sort()[0]!;
  const paid = await page.request.get(
    `/api/invoices?status=paid&kind=plan&dueFrom=${since}&dueTo=${dayFromToday(0)}&limit=100`,
  );
  expect(paid.status(), await paid.text()).toBe(200);
  const charged = new Set(
    ((await paid.json()) as { items: { policyNumber: string | null }[] }).items
      .map((invoice) => invoice.policyNumber)
      .filter((number): number is string => number !== null),
  );
  expect(charged.size, staleStory(`an instalment paid since ${since}`)).toBeGreaterThan(0);

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
  expect([...charged].some((policyNumber) => csv.includes(policyNumber))).toBe(true);

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
