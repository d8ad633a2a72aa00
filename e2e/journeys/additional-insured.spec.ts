import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { signInAndWait } from './helpers.ts';
import { unusedBoundPolicy } from './story.ts';

async function pdfText(path: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(await readFile(path)), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n').replace(/\s+/g, ' ');
}

test('a broker adds an additional insured to a contractors policy and downloads the certificate', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAndWait(page, 'broker@example.com', 'Blake');
  // The demo story's latest annual contractors policy of the broker's brokerage, nothing due on it.
  const {
    applicationId,
    policyNumber,
    insuredName: insured,
  } = await unusedBoundPolicy(page.request, "a bound annual contractors policy of the broker's brokerage", {
    filters: { productId: 'contractors', paymentPeriod: 'annual' },
    nothingDue: true,
  });

  await page.goto(`/crm/applications/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: insured })).toBeVisible();
  // The welcome banner sits over the Actions button; the cookie notice over the dialog's buttons.
  await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  // The story may have issued certificates on it before (other names than this one's).
  const history = page.getByRole('list', { name: 'Transaction history' });
  const certificates = history.getByRole('listitem', { name: 'Additional Insured' });
  await expect(history).toBeVisible();
  const certificatesBefore = await certificates.count();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Add additional insured' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add additional insured' });

  // Nothing entered: the rules of spec 5 show and nothing is generated.
  await dialog.getByRole('button', { name: 'Generate certificate' }).click();
  await expect(dialog.getByText('Enter the name of the additional insured.')).toBeVisible();
  await expect(dialog.getByText('Please tick every acknowledgement to proceed.')).toBeVisible();

  await dialog.getByLabel(/^Additional insured name/).fill('Lakeshore Property Management Ltd.');
  await dialog.getByLabel(/^Address/).fill('88 Lakeshore Boulevard, Toronto, ON M5J 2G2');
  for (const checkbox of await dialog.getByRole('checkbox').all()) await checkbox.check();
  await dialog.getByRole('button', { name: 'Generate certificate' }).click();
  await expect(page.getByText('Additional insured coi was successfully generated')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The certificate is in the Documents card and in the history.
  const documents = page.getByRole('table', { name: 'Documents' });
  const row = documents.getByRole('row', {
    name: /Certificate-of-Insurance-Lakeshore-Property-Management-Ltd/,
  });
  await expect(row).toBeVisible();
  await expect(certificates).toHaveCount(certificatesBefore + 1);

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: /Download/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^Certificate-of-Insurance-Lakeshore-Property-Management-Ltd-\d{8}-[0-9a-f]{6}\.pdf$/,
  );
  const text = await pdfText(await download.path());
  expect(text).toContain('Certificate of Insurance');
  expect(text).toContain('Lakeshore Property Management Ltd.');
  expect(text).toContain('88 Lakeshore Boulevard, Toronto, ON M5J 2G2');
  expect(text).toContain(policyNumber);
  expect(text).toContain(insured);
});
