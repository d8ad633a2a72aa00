import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AddNoteBody, AddNoteResponse, Application, Note } from '@bm/contracts';
import { NOTE_MESSAGES, type Group } from '@bm/domain';
import { mockFetch, type MockReply } from '../../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../../test/render.tsx';
import { applicationId, makeApplication } from '../../../../test/crm-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const ID = applicationId(1);
const NOTES = `/api/applications/${ID}/notes`;
const UPLOAD = `/api/applications/${ID}/uploads`;
const SAVE_ERROR = "There's been an error, please try again or contact Support.";
const LEAD = { status: 'quoted', salesStatus: 'Open', policyNumber: null, boundDate: null } as const;

/** The record's API; saving a note answers the record with the note's status (or `saveReply`). */
function serve(recordChanges: Partial<Application> = LEAD, saveReply?: MockReply) {
  let record = makeApplication(recordChanges);
  return mockFetch(({ method, url, body }) => {
    const path = url.pathname;
    if (method === 'GET' && path === `/api/applications/${ID}`) return { body: record };
    if (method === 'GET' && path === `/api/applications/${ID}/documents`) return { body: [] };
    if (method === 'GET' && path === `/api/applications/${ID}/transactions`) return { body: [] };
    if (method === 'GET' && path === NOTES) return { body: [] };
    if (method === 'POST' && path === '/api/analytics/events') return { body: { ok: true } };
    if (method === 'POST' && path === UPLOAD) {
      return {
        status: 201,
        body: { path: 'u/uploads/1-loss-letter.pdf', name: 'loss letter.pdf', size: 2048 },
      };
    }
    if (method === 'POST' && path === NOTES) {
      if (saveReply) return saveReply;
      const sent = body as AddNoteBody;
      record = {
        ...record,
        salesStatus: sent.status ?? record.salesStatus,
        updatedAt: '2026-01-15T18:00:00.000Z',
      };
      const note: Note = {
        id: '7c000000-0000-4000-8000-000000000001',
        status: sent.status ?? null,
        comment: sent.comment ?? '',
        isInternal: sent.isInternal ?? false,
        lossReasonDetails: sent.lossReasonDetails ?? null,
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

/** Opens the record as a user of `groups` and chooses Add account note; returns the dialog. */
async function openNote(groups: Group[]) {
  renderApp(`/crm/applications/${ID}`, { user: makeUser(groups) });
  await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Add account note' }));
  return screen.getByRole('dialog', { name: 'Add account note' });
}

async function choose(dialog: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const saveButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save note' });

describe('Add account note', () => {
  it("saves a broker's comment, with the reminder and Save enabled only once there is something to save", async () => {
    const api = serve();
    const dialog = await openNote(['Standard']);
    expect(within(dialog).getByText(NOTE_MESSAGES.reminder)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Internal note/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Attach PDF')).not.toBeInTheDocument();
    expect(saveButton(dialog)).toBeDisabled();

    await userEvent.type(within(dialog).getByLabelText('Comment'), '  Called the client.  ');
    expect(saveButton(dialog)).toBeEnabled();
    await userEvent.click(saveButton(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST', NOTES)[0]?.body).toEqual({ comment: 'Called the client.' });
    expect(await screen.findByText('Note saved')).toBeInTheDocument();
  });

  it('asks Closed-Loss for a reason and its target premium, then moves the sales status chip', async () => {
    const api = serve();
    const dialog = await openNote(['Apollo', 'Standard']);
    expect(screen.queryAllByText('Closed-Loss')).toHaveLength(0);
    await choose(dialog, /^Sales status/, 'Closed-Loss');
    expect(saveButton(dialog)).toBeEnabled();
    await userEvent.click(saveButton(dialog));
    expect(within(dialog).getByText('Choose why the account was lost.')).toBeInTheDocument();

    await choose(dialog, /^Loss reason/, 'Price too high');
    await userEvent.click(saveButton(dialog));
    expect(within(dialog).getByText('Enter the target premium.')).toBeInTheDocument();
    expect(api.to('POST', NOTES)).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/^Target premium/), '1,450.50');
    await userEvent.click(saveButton(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST', NOTES)[0]?.body).toEqual({
      comment: '',
      status: 'Closed-Loss',
      lossReasonDetails: { reason: 'price-too-high', targetPremium: 145_050 },
    });
    // The record's sales status chip follows the saved record.
    expect((await screen.findAllByText('Closed-Loss')).length).toBeGreaterThan(0);
  });

  it('asks inadequate coverage for the coverage required and other for why it was not bound', async () => {
    serve();
    const dialog = await openNote(['Standard']);
    await choose(dialog, /^Sales status/, 'Closed-Loss');
    await choose(dialog, /^Loss reason/, 'Inadequate coverage');
    await userEvent.click(saveButton(dialog));
    expect(within(dialog).getByText('Enter the coverage or limit required.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Coverage \/ limit required/)).toBeInTheDocument();

    await choose(dialog, /^Loss reason/, 'Other');
    expect(within(dialog).getByLabelText(/^Why could the account not be bound\?/)).toBeInTheDocument();
    await choose(dialog, /^Loss reason/, 'Duplicate application');
    expect(within(dialog).queryByLabelText(/^Why could/)).not.toBeInTheDocument();
  });

  it('makes a super admin note internal by default and warns when it is made public', async () => {
    const api = serve();
    const dialog = await openNote(['SuperAdmin']);
    expect(within(dialog).queryByText(NOTE_MESSAGES.reminder)).not.toBeInTheDocument();
    const internal = within(dialog).getByLabelText(/^Internal note/);
    expect(internal).toBeChecked();
    expect(within(dialog).queryByText(NOTE_MESSAGES.publicWarning)).not.toBeInTheDocument();
    await userEvent.click(internal);
    expect(within(dialog).getByText(NOTE_MESSAGES.publicWarning)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Comment'), 'Approved.');
    await userEvent.click(saveButton(dialog));
    await waitFor(() => expect(api.to('POST', NOTES)).toHaveLength(1));
    expect(api.to('POST', NOTES)[0]?.body).toEqual({ comment: 'Approved.', isInternal: false });
  });

  it('lets an agency user attach PDFs, showing each one with its size', async () => {
    const api = serve();
    const dialog = await openNote(['Apollo', 'Standard']);
    const input = within(dialog).getByLabelText('Attach PDF');
    await userEvent.upload(input, new File(['png'], 'scan.png', { type: 'image/png' }), {
      applyAccept: false,
    });
    expect(within(dialog).getByText('Not a valid file type')).toBeInTheDocument();
    await userEvent.upload(input, new File(['%PDF-1.4'], 'loss letter.pdf', { type: 'application/pdf' }));
    const files = await within(dialog).findByRole('list', { name: 'Attached files' });
    expect(within(files).getByText('loss letter.pdf')).toBeInTheDocument();
    expect(within(files).getByText('2 KB')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Comment'), 'Letter attached.');
    await userEvent.click(saveButton(dialog));
    await waitFor(() => expect(api.to('POST', NOTES)).toHaveLength(1));
    expect(api.to('POST', NOTES)[0]?.body).toEqual({
      comment: 'Letter attached.',
      uploadedFiles: [{ path: 'u/uploads/1-loss-letter.pdf', name: 'loss letter.pdf' }],
    });
  });

  it("shows the spec's error when saving fails, with the server's reason for a refusal", async () => {
    serve(LEAD, { status: 500, body: { message: 'Internal server error' } });
    const dialog = await openNote(['Standard']);
    await userEvent.type(within(dialog).getByLabelText('Comment'), 'Hello');
    await userEvent.click(saveButton(dialog));
    expect(await within(dialog).findByText(SAVE_ERROR)).toBeInTheDocument();
    expect(within(dialog).queryByText('Internal server error')).not.toBeInTheDocument();
  });

  it('shows the refusal under the error for a 4xx answer', async () => {
    serve(LEAD, { status: 403, body: { message: 'Only super admins can mark a note internal.' } });
    const dialog = await openNote(['Standard']);
    await userEvent.type(within(dialog).getByLabelText('Comment'), 'Hello');
    await userEvent.click(saveButton(dialog));
    expect(await within(dialog).findByText(SAVE_ERROR)).toBeInTheDocument();
    expect(within(dialog).getByText('Only super admins can mark a note internal.')).toBeInTheDocument();
  });

  it('reopens a closed lead, whose menu offers only the note', async () => {
    const api = serve({ ...LEAD, salesStatus: 'Closed-Loss' });
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Add account note']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Add account note' }));
    const dialog = screen.getByRole('dialog', { name: 'Add account note' });
    await choose(dialog, /^Sales status/, 'Open');
    await userEvent.click(saveButton(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST', NOTES)[0]?.body).toEqual({ comment: '', status: 'Open' });
  });

  it("lists the spec's four sales statuses, Closed-Won shown but set only by binding", async () => {
    serve();
    const dialog = await openNote(['Standard']);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Sales status/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Open',
      'Closed-Won',
      'Closed-Loss',
      'Closed-Test',
    ]);
    expect(screen.getByRole('option', { name: 'Closed-Won' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Closed-Loss' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(
      within(dialog).getByText(
        'Closed-Won is set when the policy is bound, not by a note. Closed-Loss and Closed-Test take the lead out of the CRM list.',
      ),
    ).toBeInTheDocument();
  });

  it('offers no sales status on an issued policy, only a comment', async () => {
    serve({ status: 'bound', salesStatus: 'Closed-Won' });
    const dialog = await openNote(['Standard']);
    expect(within(dialog).queryByRole('combobox', { name: /^Sales status/ })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Comment')).toBeInTheDocument();
  });
});
