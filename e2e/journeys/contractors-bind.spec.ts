import { expect, test } from '@playwright/test';
import { dayFromToday, nextPage, payByCard, pick, pickMany, signInAndWait } from './helpers.ts';

test('a broker quotes contractors liability with the equipment floater, pays annually by card and sees it bound', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAndWait(page, 'broker@example.com', 'Blake');

  // Catalogue -> product card -> product page -> a new application.
  await page
    .getByRole('button', { name: /Contractors Liability/ })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('link', { name: 'Get a quote' }).click();
  await expect(page).toHaveURL(/\/products\/contractors$/);
  await page.getByRole('button', { name: 'Start a quote' }).click();
  await expect(page).toHaveURL(/\/products\/contractors\/application\?applicationId=[0-9a-f-]{36}$/);
  const applicationId = new URL(page.url()).searchParams.get('applicationId')!;
  // Nothing is written until the first answer is saved: no blank Started row for a quote left unanswered.
  expect((await page.request.get(`/api/applications/${applicationId}`)).status()).toBe(404);

  // Applicant, in Vancouver: the province follows the postal code.
  await expect(page.getByRole('heading', { name: 'Applicant' })).toBeVisible();
  await page.getByLabel(/^Business name/).fill('Northshore Mechanical Ltd.');
  await page.getByLabel(/^Email/).fill('office@northshoremechanical.example');
  await page.getByLabel(/^Phone/).fill('604-555-0188');
  await page.getByLabel(/^Policy effective date/).fill(dayFromToday(14));
  await page.getByLabel(/^Street address/).fill('1500 West Georgia Street');
  await page.getByLabel(/^City/).fill('Vancouver');
  await page.getByLabel(/^Postal code/).fill('V6G 2Z6');
  await expect(page.getByRole('combobox', { name: /^Province/ })).toHaveText(/British Columbia/);
  await nextPage(page, 'Operations');

  // Operations: two trades, revenue in dollars, some work subcontracted with certificates.
  await pickMany(page, page, /^Trades performed/, ['Electrical', 'Plumbing']);
  const trades = page.getByRole('combobox', { name: /^Trades performed/ }).locator('..');
  await expect(trades.getByRole('button', { name: 'Electrical' })).toBeVisible();
  await expect(trades.getByRole('button', { name: 'Plumbing' })).toBeVisible();
  await page.getByLabel(/^Annual revenue/).fill('850000');
  await page.getByLabel(/^Years in business/).fill('6');
  await page.getByLabel(/^Share of work subcontracted/).fill('10');
  await page
    .getByRole('radiogroup', { name: /certificate of insurance from every subcontractor/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByLabel(/^Highest storey worked on/).fill('2');
  await nextPage(page, 'Coverage');

  // Coverage: $2M liability and the equipment floater with its limit and deductible.
  await pick(page, page, /^Liability limit/, '$2,000,000');
  await expect(page.getByLabel(/^Equipment floater limit/)).toHaveCount(0);
  await page.getByRole('checkbox', { name: /equipment floater/ }).check();
  await page.getByLabel(/^Equipment floater limit/).fill('40000');
  await pick(page, page, /^Equipment floater deductible/, '$1,000');
  await page.getByRole('button', { name: 'Next' }).click();

  // The quote, paid annually, with the floater priced as its own line.
  const quote = page.getByRole('region', { name: 'Quote' });
  await expect(quote).toBeVisible();
  await expect(
    quote.getByTestId('breakdown-line').filter({ hasText: 'Contractors equipment floater' }),
  ).toBeVisible();
  await page
    .getByRole('group', { name: 'Payment period' })
    .getByRole('button', { name: /^Annual/ })
    .click();
  await expect(quote.getByRole('table', { name: 'Quote breakdown (Annual)' })).toBeVisible();
  const total = (await page.getByTestId('breakdown-total').innerText()).trim();
  expect(total).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText(`Annual plan: ${total} in total, charged today.`)).toBeVisible();

  const bound = await payByCard(page);
  await expect(bound).toContainText(`Amount charged ${total}`);
  const policyNumber = /CON-\d{4}-\d{7}/.exec(await bound.innerText())?.[0];
  expect(policyNumber).toBeTruthy();

  // The CRM record: bound, with its policy number and total.
  await bound.getByRole('link', { name: /record/i }).click();
  await expect(page).toHaveURL(new RegExp(`/crm/applications/${applicationId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Northshore Mechanical Ltd.' })).toBeVisible();
  await expect(page.getByText(`Policy ${policyNumber}`)).toBeVisible();
  await expect(page.getByText('Bound', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(total).first()).toBeVisible();
  const record = await page.request.get(`/api/applications/${applicationId}`);
  expect(await record.json()).toMatchObject({ status: 'bound', paymentPeriod: 'annual', policyNumber });
});

test('a broker sees the preset health & fitness premium of the chosen limit on the quote', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAndWait(page, 'broker@example.com', 'Blake');
  await page.goto('/products/health-fitness-individual');
  await page.getByRole('button', { name: 'Start a quote' }).click();
  await expect(page.getByRole('heading', { name: 'Applicant' })).toBeVisible();

  await page.getByLabel(/^Full name of the practitioner/).fill('Maya Lefebvre');
  await page.getByLabel(/^Email/).fill('maya.lefebvre@example.net');
  await page.getByLabel(/^Policy effective date/).fill(dayFromToday(3));
  await page.getByLabel(/^Street address/).fill('800 Macleod Trail SE');
  await page.getByLabel(/^City/).fill('Calgary');
  await page.getByLabel(/^Postal code/).fill('T2G 2M3');
  await expect(page.getByRole('combobox', { name: /^Province/ })).toHaveText(/Alberta/);
  await nextPage(page, 'Practice and coverage');

  await pickMany(page, page, /^Operation type/, ['Yoga instructor', 'Pilates instructor']);
  await page
    .getByRole('radiogroup', { name: /current certification/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByLabel(/^Years of experience/).fill('4');
  await page
    .getByRole('radiogroup', { name: /^Liability limit/ })
    .getByRole('radio', { name: '$1,000,000' })
    .check();
  await page.getByRole('button', { name: 'Next' }).click();

  // The premium line is the preset of the limit; changing the limit beside the quote updates it.
  const quote = page.getByRole('region', { name: 'Quote' });
  await expect(quote).toBeVisible();
  const limits = page
    .getByRole('region', { name: 'Coverage' })
    .getByRole('radiogroup', { name: /^Liability limit/ });
  for (const [limit, premium] of [
    ['$1,000,000', '$75.00'],
    ['$5,000,000', '$125.00'],
    ['$2,000,000', '$100.00'],
  ] as const) {
    await limits.getByRole('radio', { name: limit }).check();
    const line = quote
      .getByTestId('breakdown-line')
      .filter({ hasText: `Health & fitness liability (${limit})` });
    await expect(line).toHaveText(new RegExp(`\\${premium}$`));
  }
  await expect(page.getByRole('group', { name: 'Payment period' }).getByRole('button')).toHaveText([
    /^Annual/,
  ]);
});
