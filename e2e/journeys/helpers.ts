import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import pg from 'pg';

export const DEMO_PASSWORD = 'demo-password-2026';
const SERVER_LOG = path.resolve(import.meta.dirname, '../../.e2e/server.log');

/** Signs in through the login page and waits for the welcome text. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInAndWait(page: Page, email: string, givenName: string) {
  await signIn(page, email);
  await expect(page.getByText(`Welcome, ${givenName}`)).toBeVisible();
}

/**
 * The newest 6-digit code emailed to an address, as the email outbox delivered it: from the
 * email_outbox table on PostgreSQL, or from the server log where the embedded default prints it.
 */
export async function latestEmailedCode(address: string, after: Date): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const code = process.env.TEST_DATABASE_URL ? await codeFromOutbox(address, after) : codeFromLog(address);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code emailed to ${address}`);
}

async function codeFromOutbox(address: string, after: Date): Promise<string | null> {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = '/bm_e2e';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rows } = await client.query<{ text_body: string }>(
      `SELECT text_body FROM email_outbox WHERE lower(to_address) = lower($1) AND created_at >= $2
       ORDER BY created_at DESC LIMIT 1`,
      [address, after],
    );
    return rows[0] ? (/\b(\d{6})\b/.exec(rows[0].text_body)?.[1] ?? null) : null;
  } finally {
    await client.end();
  }
}

function codeFromLog(address: string): string | null {
  let text = '';
  try {
    text = readFileSync(SERVER_LOG, 'utf8');
  } catch {
    return null;
  }
  const lines = text.split('\n').filter((line) => line.includes(`EMAIL to ${address}`));
  const last = lines.at(-1);
  if (!last) return null;
  const message = (JSON.parse(last) as { msg: string }).msg;
  return /\b(\d{6})\b/.exec(message)?.[1] ?? null;
}
