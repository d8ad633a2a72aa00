import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { signInAndWait } from './helpers.ts';
import { findPolicy, storyExample, type StoryPolicy } from './story.ts';

/**
 * The record these journeys read: the demo story's tenants plus policy endorsed three times, then
 * cancelled (a long history, many invoices). Only read; no journey changes it (`examplesInUse`).
 */
const readRecord = (page: Page) => findPolicy(page.request, storyExample('threeEndorsementsAndCancellation'));

/** Whether two boxes overlap. */
function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The widths axe checks the main pages at: a laptop and a phone. */
const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;

/** The languages the pages are checked in: the browser's before signing in, the profile's after. */
const LOCALES = ['en-CA', 'fr-CA'] as const;
type Locale = (typeof LOCALES)[number];

/** A main page: where it is (the record needs the story's policy) and what shows once it has loaded. */
interface MainPage {
  name: string;
  path: (policy: StoryPolicy) => string;
  ready: (page: Page, policy: StoryPolicy) => Promise<void>;
}

/** A table's first row, whatever the table is called in the page's language. */
const firstRow = (page: Page) => page.getByRole('table').first().locator('tbody tr').first();

/** A list's first rows come from the server: given time on a busy machine. */
const READY = { timeout: 30_000 };

const MAIN_PAGES: MainPage[] = [
  {
    name: 'the catalogue',
    path: () => '/',
    ready: (page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(READY),
  },
  {
    name: 'the CRM list',
    path: () => '/crm',
    ready: (page) => expect(firstRow(page)).toBeVisible(READY),
  },
  {
    name: 'a record',
    path: (policy) => `/crm/applications/${policy.applicationId}`,
    ready: async (page, policy) => {
      await expect(page.getByRole('heading', { level: 1, name: policy.insuredName })).toBeVisible(READY);
      await expect(firstRow(page)).toBeVisible(READY);
      // The history's entries (a named list) have loaded.
      await expect(page.getByRole('list').filter({ has: page.getByRole('listitem') }).first()).toBeVisible(READY);
    },
  },
  {
    name: 'the invoices',
    path: () => '/invoices',
    ready: (page) => expect(firstRow(page)).toBeVisible(READY),
  },
];

/** The broker's screens in `locale`: remembered on their profile, as the header's switch does. */
async function setProfileLanguage(page: Page, locale: Locale) {
  const answer = await page.request.put('/api/auth/language', { data: { language: locale } });
  expect(answer.status()).toBe(200);
}

for (const locale of LOCALES) {
  for (const viewport of WIDTHS) {
    test(`the login page and the main pages are axe-clean (${locale}, ${viewport.width} px)`, async ({
      browser,
    }) => {
      // Five pages, each waited for and read by axe.
      test.setTimeout(300_000);
      const context = await browser.newContext({ locale, viewport });
      const page = await context.newPage();
      await page.goto('/login');
      // A new browser loads the app's code first: slow on a busy machine. The page speaks the browser's language.
      await expect(page.locator('input[type="password"]')).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expectAxeClean(page);

      await signInAndWait(page, 'broker@example.com', 'Blake', locale);
      await setProfileLanguage(page, locale);
      try {
        const policy = await readRecord(page);
        for (const main of MAIN_PAGES) {
          await test.step(main.name, async () => {
            await page.goto(main.path(policy));
            await expect(page.locator('html')).toHaveAttribute('lang', locale);
            await main.ready(page, policy);
            await expectAxeClean(page);
          });
        }
      } finally {
        // The next journeys read the broker's screens in English.
        await setProfileLanguage(page, 'en-CA');
        await context.close();
      }
    });
  }
}

test('a record reads in words at 1366 px: answers under their headings, every invoice column in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAndWait(page, 'broker@example.com', 'Blake');
  const policy = await readRecord(page);
  await page.goto(`/crm/applications/${policy.applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: policy.insuredName })).toBeVisible();

  const answers = page
    .getByRole('heading', { name: 'Form answers' })
    .locator('xpath=ancestor::div[contains(@class,"MuiCard-root")]');
  await expect(answers.getByText('Additional living expenses (ALE) limit', { exact: true })).toBeVisible();
  await expect(answers.getByText('Rental address', { exact: true })).toBeVisible();
  await expect(answers.getByText('Ale limit', { exact: true })).toHaveCount(0);

  // The Status column is inside the card, not cut off behind a sideways scroll.
  const table = page.getByRole('table', { name: 'Invoices' });
  const region = page.getByRole('region', { name: 'Invoices table' });
  const status = table.getByRole('columnheader', { name: 'Status' });
  await expect(status).toBeVisible();
  const [statusBox, regionBox] = [await status.boundingBox(), await region.boundingBox()];
  expect(statusBox!.x + statusBox!.width).toBeLessThanOrEqual(regionBox!.x + regionBox!.width + 1);
  expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

test('on a phone the welcome banner covers neither the page title nor the CRM search', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAndWait(page, 'broker@example.com', 'Blake');
  await page.goto('/crm');
  const banner = page.getByRole('region', { name: 'Welcome' });
  await expect(banner).toBeVisible();
  const title = page.getByRole('heading', { level: 1 }).first();
  await expect(title).toBeVisible();
  const search = page
    .getByRole('combobox')
    .or(page.getByRole('searchbox'))
    .or(page.getByRole('textbox'))
    .first();
  const bannerBox = (await banner.boundingBox())!;
  for (const target of [title, search]) {
    const box = (await target.boundingBox())!;
    expect(overlaps(bannerBox, box), await target.evaluate((el) => el.outerHTML.slice(0, 80))).toBe(false);
  }
});

test('on a desktop the welcome banner takes its own place: it covers no heading, button or link, scrolled or not', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signInAndWait(page, 'broker@example.com', 'Blake');
  await page.goto('/reports');
  const banner = page.getByRole('region', { name: 'Welcome' });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible();
  const main = page.locator('main');
  for (const scrolled of [0, 300]) {
    await page.evaluate((y) => window.scrollTo(0, y), scrolled);
    const bannerBox = await banner.boundingBox();
    const targets = main.getByRole('button').or(main.getByRole('link')).or(main.getByRole('heading'));
    for (const target of await targets.all()) {
      if (!(await target.isVisible())) continue;
      const box = await target.boundingBox();
      if (!bannerBox || !box) continue;
      expect(
        overlaps(bannerBox, box),
        `${scrolled}px: ${await target.evaluate((el) => el.outerHTML.slice(0, 80))}`,
      ).toBe(false);
    }
  }
});
