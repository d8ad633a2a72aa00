import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddNoteResponse, Note } from '@bm/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationId, makeApplication } from '../../../test/crm-fixtures.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../test/render.tsx';

afterEach(() => vi.unstubAllGlobals());

const ID = applicationId(1);

function serve() {
  const record = makeApplication({
    status: 'quoted',
    salesStatus: 'Open',
    policyNumber: null,
    boundDate: null,
  });
  return mockFetch(({ method, url }) => {
    const path = url.pathname;
    if (method === 'GET' && path === `/api/applications/${ID}`) return { body: record };
    if (method === 'GET' && path === `/api/applications/${ID}/documents`) return { body: [] };
    if (method === 'GET' && path === `/api/applications/${ID}/transactions`) return { body: [] };
    if (method === 'GET' && path === `/api/applications/${ID}/notes`) return { body: [] };
    if (method === 'POST' && path === '/api/analytics/events') return { body: { ok: true } };
    if (method === 'POST' && path === `/api/applications/${ID}/notes`) {
      const note: Note = {
        id: '7c000000-0000-4000-8000-000000000001',
        status: null,
        comment: 'Called the insured.',
        isInternal: false,
        lossReasonDetails: null,
        uploadedFiles: [],
        author: null,
        createdAt: '2026-01-15T18:00:00.000Z',
      };
      const answer: AddNoteResponse = { note, application: record };
      return { status: 201, body: answer };
    }
    return undefined;
  });
}

describe('focus and the record dialogs', () => {
  it('moves into a dialog chosen from Actions with the keyboard, and back to Actions when it closes', async () => {
    serve();
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    const actions = await screen.findByRole('button', { name: 'Actions' });
    actions.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const item = within(menu).getByRole('menuitem', { name: 'Add account note' });
    while (document.activeElement !== item) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Add account note' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(actions).toHaveFocus());
  });

  it("returns to the Notes card's Add note once its dialog is cancelled", async () => {
    serve();
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    const addNote = await screen.findByRole('button', { name: 'Add note' });
    addNote.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add account note' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(addNote).toHaveFocus());
  });

  it('returns to Actions once the dialog has saved and closed', async () => {
    serve();
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    const actions = await screen.findByRole('button', { name: 'Actions' });
    await userEvent.click(actions);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Add account note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add account note' });
    await userEvent.type(within(dialog).getByLabelText('Comment'), 'Called the insured.');
    await userEvent.keyboard('{Tab}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(actions).toHaveFocus());
  });
});
