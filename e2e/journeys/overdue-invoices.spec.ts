import { expect, test } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { dayFromToday, signInAndWait } from './helpers.ts';
import { examplesInUse, openInvoices, record, staleStory, type ListedInvoice } from './story.ts';

/** '$1,234.56', as the product formats Canadian dollars. */
const cad = (cents: number) =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

/**
 * A policy of the broker's brokerage in the demo story with invoices past due (a manual invoice or
 * a reinstatement's balance the insured has not paid, or an instalment declined by the card): the
 * broker who sold it pays them from the record in one charge, with a new card that becomes the
 * card on file. Found on /invoices as the broker sees it; none that another journey changes.
 */
test('a broker pays a policy’s overdue invoices in one charge with a new card', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAndWait(page, 'broker@example.com', 'Blake');
  const inUse = examplesInUse();
  const byPolicy = new Map<string, ListedInvoice[]>();
  for (const invoice of await openInvoices(page.request, { dueTo: dayFromToday(-1) })) {
    if (invoice.owing <= 0 || inUse.has(invoice.policyNumber)) continue;
    byPolicy.set(invoice.applicationId, [...(byPolicy.get(invoice.applicationId) ?? []), invoice]);
  }
  let overdue: ListedInvoice[] | undefined;
  for (const [applicationId, invoices] of byPolicy) {
    if ((await record(page.request, applicationId)).status === 'bound') overdue = invoices;
    if (overdue) break;
  }
  expect(overdue, staleStory("a bound policy of the broker's brokerage with overdue invoices")).toBeDefined();
  const { applicationId, policyNumber, insuredName: insured } = overdue![0]!;

  await page.goto(`/crm/applications/${applicationId}`);
  await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: insured })).toBeVisible();
  await expect(
    page.locator('main header').getByText(`Policy ${policyNumber}`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();

  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Pay overdue invoices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay overdue invoices' });
  const table = dialog.getByRole('table', { name: 'Overdue invoices' });
  // Every invoice past due, and their total.
  for (const invoice of overdue!) {
    await expect(table.getByRole('row').filter({ hasText: invoice.number })).toContainText(
      cad(invoice.owing),
    );
  }
  const totalRow = table.getByRole('row').filter({ hasText: 'Overdue total' });
  const total = /\$[\d,]+\.\d\d/.exec((await totalRow.textContent()) ?? '')?.[0] ?? '';
  expect(total).not.toBe('');

  // A new card: the dialog first says how many active policies pay with the customer's card.
  await dialog.getByRole('radio', { name: 'A new card' }).check();
  await expect(dialog.getByText(/This card is used by \d+ active polic(y|ies)\./)).toBeVisible();
  const years = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
  await dialog.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
  await dialog.getByLabel(/^Expiry/).fill(`12/${years}`);
  await dialog.getByLabel(/^CVC/).fill('123');
  await dialog.getByLabel(/^Postal code/).fill('M5V2T6');
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(
      `Paid ${overdue!.length} overdue invoice${overdue!.length === 1 ? '' : 's'}: ${total} charged.`,
    ),
  ).toBeVisible();

  // The record shows them paid, the history says so, and nothing is overdue any more.
  const invoices = page.getByRole('table', { name: 'Invoices' });
  for (const invoice of overdue!) {
    await expect(invoices.getByRole('row').filter({ hasText: invoice.number }).first()).toContainText('Paid');
  }
  await expect(page.getByRole('list', { name: 'Transaction history' })).toContainText(
    'Overdue Invoices Paid',
  );
  await page.getByRole('button', { name: 'Actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Cancel policy' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Pay overdue invoices' })).toHaveCount(0);
});
