import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import pg from 'pg';

export const DEMO_PASSWORD = 'demo-password-2026';
const WORK_DIR = path.resolve(import.meta.dirname, '../..', process.env.E2E_WORK_DIR ?? '.e2e');
const SERVER_LOG = path.join(WORK_DIR, 'server.log');

/** The login page's words in each language (before signing in, the page speaks the browser's). */
export const LOGIN_WORDS = {
  'en-CA': { email: 'Email', password: 'Password', signIn: 'Sign in' },
  'fr-CA': { email: 'Courriel', password: 'Mot de passe', signIn: 'Se connecter' },
} as const;
export type JourneyLocale = keyof typeof LOGIN_WORDS;

/** Signs in through the login page, in the browser's language (`locale`). */
export async function signIn(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  locale: JourneyLocale = 'en-CA',
) {
  const words = LOGIN_WORDS[locale];
  await page.goto('/login');
  await page.getByLabel(words.email).fill(email);
  await page.getByLabel(words.password).fill(password);
  await page.getByRole('button', { name: words.signIn }).click();
}

/**
 * Signs in and waits for the welcome text, in the profile's language (which may differ from the
 * browser's the login page spoke).
 */
export async function signInAndWait(
  page: Page,
  email: string,
  givenName: string,
  locale: JourneyLocale = 'en-CA',
) {
  await signIn(page, email, DEMO_PASSWORD, locale);
  await expect(page.getByText(new RegExp(`^(Welcome|Bienvenue), ${givenName}`))).toBeVisible();
}

/** A day `days` from today, YYYY-MM-DD (Vancouver). */
export function dayFromToday(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Vancouver' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/**
 * The bytes of a small one-page PDF, its cross-reference table computed. `padding` bytes, when
 * given, go in an unused stream object that carries the bulk (as a scanned attachment would).
 */
export function minimalPdf(text: string, padding = 0): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  if (padding > 0) {
    const filler = 'A'.repeat(padding);
    objects.push(`<< /Length ${filler.length} >>\nstream\n${filler}\nendstream`);
  }
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Chooses `option` in the searchable select labelled `label` within `scope`. */
export async function pick(page: Page, scope: Page | Locator, label: RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Chooses several options in the multiselect labelled `label`, then closes its list. */
export async function pickMany(page: Page, scope: Page | Locator, label: RegExp, options: string[]) {
  const combobox = scope.getByRole('combobox', { name: label });
  await combobox.click();
  for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
  await combobox.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Next on a questionnaire page, then waits for the next page's heading. */
export async function nextPage(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
}

/** Fills the payment form with a test card and pays; returns the 'Policy bound' panel. */
export async function payByCard(page: Page, number = '4242 4242 4242 4242'): Promise<Locator> {
  const payment = page.getByRole('form', { name: 'Payment' });
  await payment.getByLabel(/^Card number/).fill(number);
  await payment.getByLabel(/^Expiry/).fill('12/30');
  await payment.getByLabel(/^CVC/).fill('123');
  await payment.getByLabel(/^Postal code/).fill('M5V2T6');
  await payment.getByRole('button', { name: /^Pay \$[\d,.]+ and bind$/ }).click();
  const bound = page.getByRole('region', { name: 'Policy bound' });
  await expect(bound).toBeVisible({ timeout: 20_000 });
  return bound;
}

/**
 * The newest 6-digit code emailed to an address, as the email outbox delivered it: from the
 * email_outbox table on PostgreSQL, or from the server log where the embedded default prints it.
 */
export async function latestEmailedCode(address: string, after: Date): Promise<string> {
  return latestEmailed(address, after, /\b(\d{6})\b/);
}

/** The first group of `pattern` in the newest email to an address (as latestEmailedCode reads it). */
export async function latestEmailed(address: string, after: Date, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const text = process.env.TEST_DATABASE_URL
      ? await textFromOutbox(address, after)
      : textFromLog(address, after);
    const found = text ? pattern.exec(text)?.[1] : undefined;
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no email to ${address} matching ${pattern}`);
}

async function textFromOutbox(address: string, after: Date): Promise<string | null> {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  // The database e2e/server.mjs created for this run (named after E2E_WORK_DIR).
  url.pathname = `/${readFileSync(path.join(WORK_DIR, 'database-name'), 'utf8').trim()}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rows } = await client.query<{ text_body: string }>(
      `SELECT text_body FROM email_outbox WHERE lower(to_address) = lower($1) AND created_at >= $2
       ORDER BY created_at DESC LIMIT 1`,
      [address, after],
    );
    return rows[0]?.text_body ?? null;
  } finally {
    await client.end();
  }
}

/** The newest email to an address the server log printed at or after `after` (an older one's code would be refused). */
function textFromLog(address: string, after: Date): string | null {
  let text: string;
  try {
    text = readFileSync(SERVER_LOG, 'utf8');
  } catch {
    return null;
  }
  const emails = text
    .split('\n')
    .filter((line) => line.includes(`EMAIL to ${address}`))
    .map((line) => JSON.parse(line) as { time: number; msg: string })
    .filter((entry) => entry.time >= after.getTime());
  return emails.at(-1)?.msg ?? null;
}
