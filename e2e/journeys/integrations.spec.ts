// Issue 28: the Integrations page, as the super admin. The webhook receiver runs in the test, on
// loopback (the e2e server allows private URLs: WEBHOOKS_ALLOW_PRIVATE_URLS, server.mjs).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { expectAxeClean } from './axe.ts';
import { signInAndWait } from './helpers.ts';

let receiver: Server;
const received: { headers: Record<string, unknown>; body: string }[] = [];

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
});
test.afterAll(() => new Promise<void>((done) => receiver.close(() => done())));

test('a super admin adds a webhook endpoint, sees its secret once, rotates it and reads its log', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/${Date.now().toString(36)}`;

  await signInAndWait(page, 'admin@example.com', 'Ada');
  await page.getByRole('link', { name: 'Integrations' }).first().click();
  await expect(page).toHaveTitle('Integrations | Apollo Broker Marketplace');
  await expect(page.getByRole('heading', { name: 'Webhook endpoints' })).toBeVisible();

  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
  await dialog.getByLabel(/Endpoint URL/).fill(url);
  await dialog.getByLabel('Description (optional)').fill('Journey receiver');
  await dialog.getByRole('checkbox', { name: /\(policy\.bound\)/ }).check();
  await dialog.getByRole('checkbox', { name: /\(payment\.succeeded\)/ }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();

  const shown = page.getByRole('dialog', { name: 'Signing secret' });
  const secret = (await shown.getByTestId('shown-secret').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
  await expect(shown).toContainText('it is shown this once');
  await expectAxeClean(page);
  await shown.getByRole('button', { name: 'Close' }).click();

  const card = page.getByRole('article', { name: url });
  await expect(card).toContainText('Platform-wide · Journey receiver · 2 event types');
  await expect(card).toContainText('Enabled');
  await expect(card).not.toContainText(secret);

  // Rotation: asked first; a new secret, the previous one valid for a day.
  await card.getByRole('button', { name: 'Rotate secret' }).click();
  const confirm = page.getByRole('dialog', { name: 'Rotate the signing secret?' });
  await confirm.getByRole('button', { name: 'Rotate secret' }).click();
  const rotated = page.getByRole('dialog', { name: 'Signing secret' });
  const second = (await rotated.getByTestId('shown-secret').textContent()) ?? '';
  expect(second).toMatch(/^whsec_/);
  expect(second).not.toBe(secret);
  await rotated.getByRole('button', { name: 'Close' }).click();
  await expect(card).toContainText('Previous secret valid until');

  // The log: nothing delivered yet to a new endpoint (the deliveries come from the outbox).
  await card.getByRole('button', { name: 'Deliveries' }).click();
  const log = page.getByRole('region', { name: `Deliveries to ${url}` });
  await expect(log.getByText('No delivery yet.')).toBeVisible();
  await expectAxeClean(page);

  // Replaying the demo story's events since November: the log follows each to "Delivered", and the
  // receiver verifies every request with the standardwebhooks library and the current secret.
  await log.getByLabel('Events since (Vancouver time)').fill('2026-11-01T00:00');
  await log.getByRole('button', { name: 'Replay since' }).click();
  await expect(log.getByRole('status')).toContainText(/\d+ deliver(y|ies) queued\./);
  const queued = Number(/(\d+)/.exec((await log.getByRole('status').textContent()) ?? '')![1]);
  expect(queued).toBeGreaterThan(0);
  await expect(log.getByText(/^policy\.bound · .* · Delivered/).first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => received.length, { timeout: 30_000 }).toBe(queued);
  const verifier = new Webhook(second);
  const events = received.map(({ headers, body }) => {
    const event = verifier.verify(body, headers as Record<string, string>) as { id: string; type: string };
    expect(headers['webhook-id']).toBe(event.id);
    return event.type;
  });
  expect(new Set(events)).toEqual(new Set(['policy.bound', 'payment.succeeded']));

  // Disabled and enabled again; then at 390 px nothing runs off the screen.
  await card.getByRole('button', { name: 'Disable' }).click();
  await expect(card).toContainText('Disabled');
  await card.getByRole('button', { name: 'Enable' }).click();
  await expect(card).toContainText('Enabled');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Deleted, after asking.
  await card.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this endpoint?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(card).toHaveCount(0);
});
