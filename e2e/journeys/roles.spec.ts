import { expect, test } from '@playwright/test';
import { signInAndWait } from './helpers.ts';

const EVERY_SIGNED_IN_ITEM = [
  'Products',
  'CRM',
  'Reports',
  'Accounting',
  'Analytics',
  'Invoices',
  'NSF Invoices',
];

const ROLES = [
  {
    email: 'admin@example.com',
    name: 'Ada',
    sees: ['Finance Ops', 'Toolbox', 'Integrations'],
    hidden: ['Setup Partnership'],
  },
  {
    email: 'underwriter@example.com',
    name: 'Uma',
    sees: [],
    hidden: ['Finance Ops', 'Toolbox', 'Setup Partnership', 'Integrations'],
  },
  {
    email: 'endorsement@example.com',
    name: 'Eddie',
    sees: [],
    hidden: ['Finance Ops', 'Toolbox', 'Setup Partnership', 'Integrations'],
  },
  {
    email: 'finance@example.com',
    name: 'Fiona',
    sees: ['Finance Ops'],
    hidden: ['Toolbox', 'Setup Partnership', 'Integrations'],
  },
  {
    email: 'agency@example.com',
    name: 'Avery',
    sees: [],
    hidden: ['Finance Ops', 'Toolbox', 'Setup Partnership', 'Integrations'],
  },
  {
    email: 'setup@example.com',
    name: 'Sam',
    sees: ['Setup Partnership'],
    hidden: ['Finance Ops', 'Toolbox'],
  },
  {
    email: 'broker@example.com',
    name: 'Blake',
    sees: [],
    hidden: ['Finance Ops', 'Toolbox', 'Setup Partnership', 'Integrations'],
  },
  {
    email: 'broker2@example.com',
    name: 'Casey',
    sees: [],
    hidden: ['Finance Ops', 'Toolbox', 'Setup Partnership', 'Integrations'],
  },
];

for (const role of ROLES) {
  test(`${role.email} sees the header items of their role`, async ({ page }) => {
    await signInAndWait(page, role.email, role.name);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const item of [...EVERY_SIGNED_IN_ITEM, ...role.sees]) {
      await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    for (const item of role.hidden) {
      await expect(nav.getByRole('link', { name: item, exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });
}

test('a guest sees only the public items and a Sign In button', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Products', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Invoices', exact: true })).toHaveCount(0);
  // CRM, Reports and Analytics are signed-in routes: not offered to a guest.
  for (const item of ['CRM', 'Reports', 'Analytics'])
    await expect(nav.getByRole('link', { name: item, exact: true })).toHaveCount(0);
  await expect(page.getByText('Welcome, Guest')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('on a small screen the navigation opens as a side drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signInAndWait(page, 'admin@example.com', 'Ada');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('link', { name: 'Toolbox', exact: true })).toBeVisible();
});
