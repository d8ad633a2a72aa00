import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, LOGIN_WORDS, type JourneyLocale } from './helpers.ts';

/** Whether `target` has the keyboard focus. */
export const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Presses Tab (Shift+Tab when `backwards`) until `target` has the focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { max = 150, backwards = false } = {}) {
  // A control disabled while the page works (a quote recomputing) is out of the tab order until then.
  await expect(target).toBeEnabled({ timeout: 20_000 });
  const passed: string[] = [];
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    passed.push(
      await page.evaluate(() => {
        const element = document.activeElement;
        return element
          ? `${element.tagName}:${(element.getAttribute('aria-label') ?? element.textContent ?? '').slice(0, 30)}`
          : '-';
      }),
    );
  }
  throw new Error(
    `${max} presses of Tab never reached ${target.toString()}; focus went to ${passed.join(' | ')}`,
  );
}

/** Tabs to a button (or link) and presses Enter on it. */
export async function press(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Tabs to a text field, types `text` into it (after selecting what it held). */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** The text of the option the focused list (a menu, or a combobox's active descendant) points at. */
function activeOption(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    const id = focused?.getAttribute('aria-activedescendant');
    const option = id ? document.getElementById(id) : focused;
    return option?.getAttribute('role') === 'option' ? (option.textContent ?? '').trim() : null;
  });
}

/** Tabs to a combobox, opens its list with ArrowDown, moves down to `option` and chooses it with Enter. */
export async function choose(page: Page, combobox: Locator, option: string) {
  await tabTo(page, combobox);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  for (let presses = 0; presses < 100; presses += 1) {
    if ((await activeOption(page)) === option) {
      await page.keyboard.press('Enter');
      await expect(page.getByRole('listbox')).toHaveCount(0);
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`ArrowDown never reached the option ${option}`);
}

/**
 * Signs in on the login page with the keyboard alone and waits for the welcome text. The login page
 * speaks the browser's language (`locale`); the welcome, the profile's.
 */
export async function signInByKeyboard(
  page: Page,
  email: string,
  givenName: string,
  locale: JourneyLocale = 'en-CA',
) {
  const words = LOGIN_WORDS[locale];
  await page.goto('/login');
  // The first page of a new browser loads the app's code: slow on a busy machine.
  await expect(page.getByLabel(words.email)).toBeVisible({ timeout: 30_000 });
  await typeInto(page, page.getByLabel(words.email), email);
  await typeInto(page, page.getByLabel(words.password), DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByText(new RegExp(`^(Welcome|Bienvenue), ${givenName}`))).toBeVisible();
}

/**
 * Opens the record's Actions menu with Enter, moves to `action` with the arrow keys and opens it:
 * the dialog named `dialogName` opens with the focus inside it.
 */
export async function openAction(page: Page, action: string, dialogName = action): Promise<Locator> {
  // « Actions » in French too.
  await press(page, page.getByRole('button', { name: 'Actions' }));
  const item = page.getByRole('menu').getByRole('menuitem', { name: action, exact: true });
  await expect(item).toBeVisible();
  for (let presses = 0; presses < 40 && !(await isFocused(item)); presses += 1)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  return dialog;
}

/** Fills a card form (number, expiry, CVC, postal code) with the keyboard. */
export async function typeCard(
  page: Page,
  scope: Locator,
  number = '4242 4242 4242 4242',
  locale: JourneyLocale = 'en-CA',
) {
  const years = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
  const french = locale === 'fr-CA';
  await typeInto(page, scope.getByLabel(french ? /^Numéro de carte/ : /^Card number/), number);
  await typeInto(page, scope.getByLabel(french ? /^Expiration/ : /^Expiry/), `12/${years}`);
  await typeInto(page, scope.getByLabel(french ? /^Code CVC/ : /^CVC/), '123');
  await typeInto(page, scope.getByLabel(french ? /^Code postal/ : /^Postal code/), 'M5V2T6');
}
