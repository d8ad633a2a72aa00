import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe.ts';
import { applicationId, makeApplication, makeDocument } from '../../../test/crm-fixtures.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../test/render.tsx';

afterEach(() => vi.unstubAllGlobals());

const ID = applicationId(1);

/** Every control has a name: buttons, links, fields, selects, toggles, menu items (axe's naming rules). */
async function unnamedControls(root: Element): Promise<string[]> {
  const naming =
    /^(button-name|link-name|label|select-name|aria-input-field-name|aria-toggle-field-name|aria-command-name|input-button-name|frame-title|image-alt|svg-img-alt): /;
  return (await axeViolations(root)).filter((line) => naming.test(line));
}

describe('every control of the shell and a record has an accessible name', () => {
  it('on a bound record seen by a super admin, with its Actions menu open', async () => {
    const record = makeApplication({ status: 'bound' });
    mockFetch(({ method, url }) => {
      const path = url.pathname;
      if (method === 'GET' && path === `/api/applications/${ID}`) return { body: record };
      if (method === 'GET' && path === `/api/applications/${ID}/documents`)
        return { body: [makeDocument('Declarations-TEN-2025-100001.pdf')] };
      if (method === 'GET' && path === `/api/applications/${ID}/transactions`) return { body: [] };
      if (method === 'GET' && path === `/api/applications/${ID}/notes`) return { body: [] };
      if (method === 'POST' && path === '/api/analytics/events') return { body: { ok: true } };
      return undefined;
    });
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['SuperAdmin']) });
    await screen.findByRole('heading', { level: 1 });
    await screen.findByRole('table', { name: 'Documents' });
    expect(await unnamedControls(document.body)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').length).toBeGreaterThan(5);
    expect(await unnamedControls(document.body)).toEqual([]);
  });
});
