import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../../test/render.tsx';
import { applicationId, makeApplication } from '../../../../test/crm-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const ID = applicationId(1);

function serve(status: 'quoted' | 'bound', bindReply?: { status: number; body: unknown }) {
  let record = makeApplication({ status, policyNumber: null });
  return mockFetch(({ method, url }) => {
    if (method === 'GET' && url.pathname === `/api/applications/${ID}`) return { body: record };
    if (method === 'GET' && url.pathname === `/api/applications/${ID}/documents`) return { body: [] };
    if (method === 'GET' && url.pathname === `/api/applications/${ID}/transactions`) return { body: [] };
    if (method === 'POST' && url.pathname === '/api/analytics/events') return { body: { ok: true } };
    if (method === 'POST' && url.pathname === `/api/applications/${ID}/bind`) {
      if (bindReply) return bindReply;
      record = { ...record, status: 'bound', salesStatus: 'Closed-Won', policyNumber: 'TEN-2026-1000001' };
      return { body: record };
    }
    return undefined;
  });
}

/** Opens the record's Actions menu and chooses `label`. */
async function chooseAction(label: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: label }));
}

/** The labels of the record's Actions menu (none when there is no menu); closes the menu again. */
async function actionLabels(): Promise<string[]> {
  const button = screen.queryByRole('button', { name: 'Actions' });
  if (!button) return [];
  await userEvent.click(button);
  const labels = screen.getAllByRole('menuitem').map((item) => item.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  return labels;
}

describe('Manual bind on the record', () => {
  it('lets an underwriter bind a quoted application with a bound date and account notes', async () => {
    const api = serve('quoted');
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Underwriter', 'Apollo']) });
    await chooseAction('Manual bind');
    const dialog = screen.getByRole('dialog', { name: 'Manual bind' });
    const date = within(dialog).getByLabelText(/^Bound date/);
    await userEvent.clear(date);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bind policy' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    expect(api.to('POST', `/api/applications/${ID}/bind`)).toHaveLength(0);

    await userEvent.type(date, '2026-11-20');
    await userEvent.type(within(dialog).getByLabelText(/^Account notes/), 'Paid by cheque.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bind policy' }));
    expect(within(dialog).getByText('Bound date must be MM-DD-YYYY')).toBeInTheDocument();

    await userEvent.clear(date);
    await userEvent.type(date, '11-20-2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bind policy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST', `/api/applications/${ID}/bind`)[0]?.body).toEqual({
      boundDate: '11-20-2026',
      accountNotes: 'Paid by cheque.',
    });
    expect(await screen.findByText('Policy bound: TEN-2026-1000001')).toBeInTheDocument();
    expect(screen.getByText('Policy TEN-2026-1000001')).toBeInTheDocument();
    expect(await actionLabels()).not.toContain('Manual bind');
  });

  it('says the MM-DD-YYYY entry in its label and echoes the date typed as YYYY-MM-DD', async () => {
    serve('quoted');
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Underwriter', 'Apollo']) });
    await chooseAction('Manual bind');
    const dialog = screen.getByRole('dialog', { name: 'Manual bind' });
    const date = within(dialog).getByLabelText(/^Bound date \(MM-DD-YYYY\)/);
    await userEvent.clear(date);
    await userEvent.type(date, '11-29-2026');
    expect(within(dialog).getByText('2026-11-29')).toBeInTheDocument();
    await userEvent.clear(date);
    await userEvent.type(date, '02-30-2026');
    expect(within(dialog).queryByText('2026-02-30')).not.toBeInTheDocument();
  });

  it("shows the spec's bind error when the server fails", async () => {
    serve('quoted', { status: 500, body: { message: 'Internal server error' } });
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['SuperAdmin', 'Apollo']) });
    await chooseAction('Manual bind');
    const dialog = screen.getByRole('dialog', { name: 'Manual bind' });
    await userEvent.type(within(dialog).getByLabelText(/^Account notes/), 'Bound by phone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bind policy' }));
    expect(
      await within(dialog).findByText(
        "There's been an error binding this policy, please try again or contact Support.",
      ),
    ).toBeInTheDocument();
  });

  it('is not offered to a broker, nor on a bound policy', async () => {
    serve('quoted');
    const broker = renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    await screen.findByRole('heading', { level: 1 });
    expect(await actionLabels()).not.toContain('Manual bind');
    broker.unmount();

    serve('bound');
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Underwriter']) });
    await screen.findByRole('heading', { level: 1 });
    expect(await actionLabels()).not.toContain('Manual bind');
  });
});
