import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Application } from '@bm/contracts';
import { MESSAGES } from '@bm/domain';
import { mockFetch, type MockReply } from '../../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../../test/render.tsx';
import { applicationId, makeApplication, makeDocument } from '../../../../test/crm-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const ID = applicationId(1);
const MB = 1024 * 1024;
const DOCUMENTS = [
  makeDocument('Declarations-TEN-2025-100001.pdf', { Size: 245_760 }),
  // An upload: stored under a unique key, named as it was uploaded.
  makeDocument('site-photos-1.pdf', {
    Key: 'TEN-2025-100001/uploads/0f8e2a4c-1b2d-4c3e-9f00-123456789abc-site-photos-1.pdf',
    Size: 6 * MB,
  }),
  makeDocument('site-photos-2.pdf', { Size: 6 * MB }),
];
const TOO_LARGE =
  'The total size of selected files exceeds the 10MB limit allowed for emailing. Please reduce the selection to proceed.';

function serve(record: Application = makeApplication({ status: 'bound' }), emailReply?: MockReply) {
  return mockFetch(({ method, url, body }) => {
    if (method === 'GET' && url.pathname === `/api/applications/${ID}`) return { body: record };
    if (method === 'GET' && url.pathname === `/api/applications/${ID}/documents`) return { body: DOCUMENTS };
    if (method === 'GET' && url.pathname === `/api/applications/${ID}/transactions`) return { body: [] };
    if (method === 'POST' && url.pathname === '/api/analytics/events') return { body: { ok: true } };
    if (method === 'POST' && url.pathname === `/api/applications/${ID}/email`) {
      if (emailReply) return emailReply;
      const filenames = (body as { filenames: string[] }).filenames;
      return {
        body: {
          emailId: 'e-1',
          to: record.email,
          filenames: filenames.map((key) => key.split('/').at(-1)),
          totalSize: 1,
          transactionId: 't-1',
        },
      };
    }
    return undefined;
  });
}

async function openDialog() {
  // The record page loads lazily: the first time in a file can be slow on a busy machine.
  await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Email policy documents' }));
  return screen.getByRole('dialog', { name: 'Email policy documents' });
}

describe('Email policy documents on the record', () => {
  it('lists the documents with sizes, keeps the total under 10 MB and sends to the insured', async () => {
    const api = serve();
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    const dialog = await openDialog();
    expect(within(dialog).getByText('insured.1@example.net')).toBeInTheDocument();
    const declarations = await within(dialog).findByLabelText('Declarations-TEN-2025-100001.pdf (240 KB)');
    const first = within(dialog).getByLabelText('site-photos-1.pdf (6 MB)');
    const second = within(dialog).getByLabelText('site-photos-2.pdf (6 MB)');
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();

    await userEvent.click(first);
    await userEvent.click(declarations);
    expect(within(dialog).getByText('Selected: 2 files, 6.23 MB of 10 MB')).toBeInTheDocument();
    expect(send).toBeEnabled();

    await userEvent.click(second);
    expect(within(dialog).getByText(TOO_LARGE)).toBeInTheDocument();
    expect(MESSAGES.emailDocumentsTooLarge).toBe(TOO_LARGE);
    expect(send).toBeDisabled();

    await userEvent.click(second);
    expect(within(dialog).queryByText(TOO_LARGE)).not.toBeInTheDocument();
    await userEvent.click(send);
    expect(await screen.findByText('2 documents emailed to insured.1@example.net')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [request] = api.to('POST', `/api/applications/${ID}/email`);
    expect(request?.url.searchParams.get('type')).toBe('customerDocument');
    // In the Documents card's order, not the order they were ticked in.
    expect(request?.body).toEqual({ filenames: [DOCUMENTS[0]!.Key, DOCUMENTS[1]!.Key] });
  });

  it("shows the server's reason when it refuses", async () => {
    serve(undefined, { status: 400, body: { message: TOO_LARGE } });
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByLabelText('Declarations-TEN-2025-100001.pdf (240 KB)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(TOO_LARGE)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Email policy documents' })).toBeInTheDocument();
  });

  it('cannot send without an insured email address', async () => {
    serve(makeApplication({ status: 'bound', email: '', form: {} }));
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByLabelText('Declarations-TEN-2025-100001.pdf (240 KB)'));
    expect(
      within(dialog).getByText('This policy has no insured email address to send documents to.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('is not offered before the policy is issued', async () => {
    serve(makeApplication({ status: 'quoted', salesStatus: 'Open' }));
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['SuperAdmin']) });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Email policy documents' })).not.toBeInTheDocument();
  });
});
