import { expect, test, type Page } from '@playwright/test';
import { pick, signInAndWait } from './helpers.ts';
import { savedTenantsApplication, tenantsForm } from './policies.ts';

/**
 * A quoted (open) tenants lead of the signed-in user's brokerage, made through the API, with an
 * email of its own so that a CRM search finds exactly it.
 */
async function quotedLead(page: Page, insuredName: string, email: string): Promise<string> {
  return savedTenantsApplication(page.request, tenantsForm(insuredName, email), 9);
}

async function searchCrm(page: Page, term: string) {
  await page.getByRole('combobox', { name: 'Search' }).fill(term);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(term).replace(/\./g, '\\.')}`));
}

test('an agency user closes a lead as lost with a reason and its detail; it leaves the CRM list', async ({
  page,
}) => {
  await signInAndWait(page, 'agency@example.com', 'Avery');
  const email = `lost-lead-${Date.now()}@notes.example`;
  const insuredName = 'Riley Lost-Lead';
  const applicationId = await quotedLead(page, insuredName, email);

  // Find the open lead in the CRM and open it.
  await page.goto('/crm');
  await searchCrm(page, email);
  const table = page.getByRole('table', { name: 'Applications' });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await table.locator('tbody tr').first().click();
  await expect(page).toHaveURL(new RegExp(`/crm/applications/${applicationId}$`));
  await expect(page.getByRole('heading', { level: 1, name: insuredName })).toBeVisible();

  // The welcome banner and the cookie notice sit over the Actions button and the dialog's buttons.
  await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
  await page.getByRole('button', { name: 'Accept cookies' }).click();

  // Add a note: Closed-Loss, price too high, with the target premium.
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Add account note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add account note' });
  await expect(dialog.getByText(/adding one does not notify our team/)).toBeVisible();
  await pick(page, dialog, /^Sales status/, 'Closed-Loss');
  await pick(page, dialog, /^Loss reason/, 'Price too high');
  await dialog.getByLabel(/^Target premium/).fill('450');
  await dialog.getByLabel('Comment').fill('The client found a cheaper policy with their bank.');
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Note saved')).toBeVisible();

  // The record shows its new sales status and the note.
  const notes = page.getByRole('list', { name: 'Account notes' });
  await expect(notes.getByRole('listitem').first()).toContainText('Sales status: Closed-Loss');
  await expect(notes.getByRole('listitem').first()).toContainText(
    'Loss reason: Price too high · Target premium: $450.00',
  );
  await expect(notes.getByRole('listitem').first()).toContainText('cheaper policy with their bank');

  // The lost lead no longer appears in the CRM list...
  await page.goto('/crm');
  await searchCrm(page, email);
  await expect(page.getByText('No applications found')).toBeVisible();

  // ...until the list is filtered for Closed-Loss.
  await page.getByRole('combobox', { name: /^Sales status/ }).click();
  await page.getByRole('option', { name: 'Closed-Loss', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/salesStatus=Closed-Loss/);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr').first()).toContainText(insuredName);
});
