import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { dayFromToday, nextPage, payByCard, pick, signInAndWait } from './helpers.ts';

async function pdfText(path: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(await readFile(path)), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

test('a broker quotes tenants with two roommates in Ontario, pays monthly by card and downloads the declarations', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAndWait(page, 'broker@example.com', 'Blake');

  // Catalogue -> product card -> product page -> a new application.
  await page
    .getByRole('button', { name: /Tenants Insurance/ })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('link', { name: 'Get a quote' }).click();
  await expect(page).toHaveURL(/\/products\/tenants$/);
  await page.getByRole('button', { name: 'Start a quote' }).click();
  await expect(page).toHaveURL(/\/products\/tenants\/application\?applicationId=[0-9a-f-]{36}$/);
  const applicationId = new URL(page.url()).searchParams.get('applicationId')!;

  // Applicant.
  await expect(page.getByRole('heading', { name: 'Applicant' })).toBeVisible();
  await page.getByLabel(/^Full name of the insured/).fill('Jordan Rivera');
  await page.getByLabel(/^Email/).fill('jordan.rivera@example.net');
  await page.getByLabel(/^Phone/).fill('416-555-0142');
  await page.getByLabel(/^Policy effective date/).fill(dayFromToday(7));
  await page.getByLabel(/^Birth year of the insured/).fill('1994');
  await nextPage(page, 'The rental');

  // The rental, in Toronto: the province follows the postal code.
  await page.getByLabel(/^Street address/).fill('250 Queen Street West');
  await page.getByLabel(/^Unit/).fill('1204');
  await page.getByLabel(/^City/).fill('Toronto');
  await page.getByLabel(/^Postal code/).fill('M5V 2T6');
  await expect(page.getByRole('combobox', { name: /^Province/ })).toHaveText(/Ontario/);
  await pick(page, page, /^Type of dwelling/, 'Apartment or condo unit');
  await page.getByLabel(/^Floor of the unit/).fill('12');
  await page.getByRole('radio', { name: 'Fire hydrant within 300 m and fire hall within 8 km' }).check();
  await page
    .getByRole('radiogroup', { name: /smoke alarm/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page
    .getByRole('radiogroup', { name: /business run from the rental/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await nextPage(page, 'Roommates');

  // Two roommates.
  for (const [index, name] of ['Sam Lee', 'Alex Kim'].entries()) {
    await page.getByRole('button', { name: 'Add roommate' }).click();
    const roommate = page.getByRole('group', { name: `Roommate ${index + 1}` });
    await roommate.getByLabel(/^Roommate name/).fill(name);
    await roommate.getByLabel(/^Roommate birth year/).fill('1997');
    await pick(page, roommate, /^Roommate contents \(property\) limit/, '$20,000');
    await pick(page, roommate, /^Roommate additional living expenses limit/, '$5,000');
  }
  await nextPage(page, 'Coverage');

  await pick(page, page, /^Contents limit/, '$30,000');
  await pick(page, page, /^Additional living expenses \(ALE\) limit/, '$10,000');
  await nextPage(page, 'Insurance history');
  await page
    .getByRole('radiogroup', { name: /cancelled or refused/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByRole('button', { name: 'Next' }).click();

  // The quote: monthly, with its breakdown adding up to the total shown.
  const quote = page.getByRole('region', { name: 'Quote' });
  await expect(quote).toBeVisible();
  await page
    .getByRole('group', { name: 'Payment period' })
    .getByRole('button', { name: /^Monthly/ })
    .click();
  const total = (await page.getByTestId('breakdown-total').innerText()).trim();
  expect(total).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  // Payment with the simulated processor's test card.
  const bound = await payByCard(page);
  const policyNumber = /TEN-\d{4}-\d{7}/.exec(await bound.innerText())?.[0];
  expect(policyNumber).toBeTruthy();

  // The CRM record: bound, with the figures and the documents.
  await bound.getByRole('link', { name: /record/i }).click();
  await expect(page).toHaveURL(new RegExp(`/crm/applications/${applicationId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Jordan Rivera' })).toBeVisible();
  await expect(page.getByText(`Policy ${policyNumber}`)).toBeVisible();
  await expect(page.getByText('Bound', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(total).first()).toBeVisible();

  // The invoices: the first monthly payment paid by the card at bind, the next open, billed the total.
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('row').filter({ hasText: `${policyNumber}-01` })).toContainText('Paid');
  await expect(invoices.getByRole('row').filter({ hasText: `${policyNumber}-02` })).toContainText('Open');
  await expect(page.getByText(`Billed ${total} · Paid`)).toBeVisible();

  const documents = page.getByRole('table', { name: 'Documents' });
  await expect(documents.getByText(`Declarations-${policyNumber}.pdf`)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await documents
    .getByRole('row', { name: new RegExp(`Declarations-${policyNumber}`) })
    .getByRole('button', { name: /Download/ })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Declarations-${policyNumber}.pdf`);
  const text = await pdfText(await download.path());
  expect(text).toContain(policyNumber!);
  expect(text).toContain('Jordan Rivera');
  expect(text).toContain(total);
});

test('a unit below ground ends the tenants application as ineligible', async ({ page }) => {
  await signInAndWait(page, 'broker@example.com', 'Blake');
  await page.goto('/products/tenants');
  await page.getByRole('button', { name: 'Start a quote' }).click();
  await expect(page.getByRole('heading', { name: 'Applicant' })).toBeVisible();
  await page.getByLabel(/^Full name of the insured/).fill('Riley Basement');
  await page.getByLabel(/^Email/).fill('riley@example.net');
  await page.getByLabel(/^Policy effective date/).fill(dayFromToday(3));
  await page.getByLabel(/^Birth year of the insured/).fill('1990');
  await nextPage(page, 'The rental');
  await page.getByLabel(/^Street address/).fill('10 Bay Street');
  await page.getByLabel(/^City/).fill('Toronto');
  await page.getByLabel(/^Postal code/).fill('M5J 2R8');
  await pick(page, page, /^Type of dwelling/, 'Apartment or condo unit');
  await page.getByLabel(/^Floor of the unit/).fill('0');
  await page.getByRole('radio', { name: 'Fire hydrant within 300 m and fire hall within 8 km' }).check();
  await page
    .getByRole('radiogroup', { name: /smoke alarm/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page
    .getByRole('radiogroup', { name: /business run from the rental/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await nextPage(page, 'Roommates');
  await nextPage(page, 'Coverage');
  await pick(page, page, /^Contents limit/, '$20,000');
  await pick(page, page, /^Additional living expenses \(ALE\) limit/, '$5,000');
  await nextPage(page, 'Insurance history');
  await page
    .getByRole('radiogroup', { name: /cancelled or refused/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByRole('button', { name: 'Next' }).click();

  const ineligible = page.getByRole('region', { name: 'Ineligible' });
  await expect(ineligible).toContainText(
    'The unit must be on an above-ground floor (1 to 199) to be insured online.',
  );
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  const applicationId = new URL(page.url()).searchParams.get('applicationId')!;
  const record = await page.request.get(`/api/applications/${applicationId}`);
  expect((await record.json()).status).toBe('rejected');
});
