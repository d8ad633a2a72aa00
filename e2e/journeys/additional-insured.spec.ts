import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { dayFromToday, signInAndWait } from './helpers.ts';

async function pdfText(path: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(await readFile(path)), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n').replace(/\s+/g, ' ');
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/**
 * Starts, answers, prices and pays an annual contractors liability policy through the API as the
 * signed-in broker (the answers of contractors-bind.spec.ts). Returns the id and policy number.
 */
async function bindAnnualContractorsPolicy(request: APIRequestContext, insuredName: string) {
  const { applicationId } = await json<{ applicationId: string }>(
    await request.post('/api/applications', { data: { productId: 'contractors' } }),
    201,
  );
  const form = {
    'insured-name': insuredName,
    email: 'office@northshoremechanical.example',
    phone: '604-555-0188',
    'policy-effective-date': dayFromToday(14),
    'business-address-street': '1500 West Georgia Street',
    'business-address-city': 'Vancouver',
    'business-address-province': 'BC',
    'business-address-postal': 'V6G 2Z6',
    operations: 'electrical,plumbing',
    'annual-revenue': '850000',
    'years-in-business': 6,
    'subcontracting-percent': 10,
    'subcontractor-certificates': 'yes',
    'max-work-height-storeys': 2,
    'claims-count': 0,
    'liability-limit': '2000000',
    'equipment-floater': false,
  };
  await json(
    await request.put(`/api/applications/${applicationId}`, {
      data: {
        productId: 'contractors',
        currentPage: 9,
        form,
        productVersionSeen: '1.0',
        paymentPeriod: 'annual',
      },
    }),
  );
  const quoted = await json<{ quote: { total: { annual: number } } | null }>(
    await request.post(`/api/applications/${applicationId}/quote`),
  );
  expect(quoted.quote).not.toBeNull();
  const { token } = await json<{ token: string }>(
    await request.post('/api/billing/tokens', {
      data: {
        account: 'main',
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
        postalCode: 'V6G2Z6',
      },
    }),
  );
  const paid = await json<{ application: { status: string; policyNumber: string } }>(
    await request.post(`/api/applications/${applicationId}/pay`, {
      data: {
        paymentPeriod: 'annual',
        token,
        idempotencyKey: crypto.randomUUID(),
        expectedTotal: quoted.quote!.total.annual,
      },
    }),
  );
  expect(paid.application.status).toBe('bound');
  return { applicationId, policyNumber: paid.application.policyNumber };
}

test('a broker adds an additional insured to a contractors policy and downloads the certificate', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const insured = 'Northshore Mechanical Ltd.';
  await signInAndWait(page, 'broker@example.com', 'Blake');
  const { applicationId, policyNumber } = await bindAnnualContractorsPolicy(page.request, insured);

  await page.goto(`/crm/applications/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: insured })).toBeVisible();
  // The welcome banner sits over the Actions button; the cookie notice over the dialog's buttons.
  await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Add additional insured' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add additional insured' });

  // Nothing entered: the rules of spec 5 show and nothing is generated.
  await dialog.getByRole('button', { name: 'Generate certificate' }).click();
  await expect(dialog.getByText('Enter the name of the additional insured.')).toBeVisible();
  await expect(dialog.getByText('Please tick every acknowledgement to proceed.')).toBeVisible();

  await dialog.getByLabel(/^Additional insured name/).fill('Harbourfront Property Management Ltd.');
  await dialog.getByLabel(/^Address/).fill('88 Harbour Street, Toronto, ON M5J 2G2');
  for (const checkbox of await dialog.getByRole('checkbox').all()) await checkbox.check();
  await dialog.getByRole('button', { name: 'Generate certificate' }).click();
  await expect(page.getByText('Additional insured coi was successfully generated')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The certificate is in the Documents card and in the history.
  const documents = page.getByRole('table', { name: 'Documents' });
  const row = documents.getByRole('row', {
    name: /Certificate-of-Insurance-Harbourfront-Property-Management-Ltd/,
  });
  await expect(row).toBeVisible();
  await expect(page.getByText('Additional Insured').first()).toBeVisible();

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: /Download/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^Certificate-of-Insurance-Harbourfront-Property-Management-Ltd-\d{8}-[0-9a-f]{6}\.pdf$/,
  );
  const text = await pdfText(await download.path());
  expect(text).toContain('Certificate of Insurance');
  expect(text).toContain('Harbourfront Property Management Ltd.');
  expect(text).toContain('88 Harbour Street, Toronto, ON M5J 2G2');
  expect(text).toContain(policyNumber);
  expect(text).toContain(insured);
});
