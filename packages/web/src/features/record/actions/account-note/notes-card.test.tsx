import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Note } from '@bm/contracts';
import { mockFetch, type MockReply } from '../../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../../test/render.tsx';
import { externalNavigation } from '../../../../lib/browser.ts';
import { applicationId, makeApplication } from '../../../../test/crm-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ID = applicationId(1);
const NOTES = `/api/applications/${ID}/notes`;

function note(n: number, overrides: Partial<Note> = {}): Note {
  return {
    id: `7c000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    status: null,
    comment: '',
    isInternal: false,
    lossReasonDetails: null,
    uploadedFiles: [],
    author: {
      id: 'b0000000-0000-4000-8000-000000000001',
      name: 'Bea Broker',
      email: 'bea@mapleleaf.example',
    },
    createdAt: '2026-01-15T18:00:00.000Z',
    ...overrides,
  };
}

const NOTES_LIST: Note[] = [
  note(3, {
    status: 'Closed-Loss',
    comment: 'Went with their bank.',
    lossReasonDetails: { reason: 'price-too-high', targetPremium: 45_000 },
    uploadedFiles: [
      { path: 'TEN-2025-100001/uploads/u1-quote.pdf', name: 'competing quote.pdf', size: 1_572_864 },
    ],
    createdAt: '2026-01-16T18:00:00.000Z',
  }),
  note(2, {
    comment: 'Watch this account.',
    isInternal: true,
    author: { id: 'a0000000-0000-4000-8000-000000000001', name: null, email: 'admin@example.com' },
    createdAt: '2026-01-15T19:00:00.000Z',
  }),
  note(1, {
    status: 'Closed-Loss',
    lossReasonDetails: { reason: 'inadequate-coverage', detail: 'Needs $5M liability' },
    // Written by the brokerage's own system with an API key (issue 28): no person.
    author: null,
    apiKey: { id: 'c0000000-0000-4000-8000-000000000001', name: 'CRM bridge' },
    createdAt: '2026-01-14T18:00:00.000Z',
  }),
];

function serve(notesReply: () => MockReply, more: (path: string) => MockReply | undefined = () => undefined) {
  return mockFetch(({ method, url }) => {
    const path = url.pathname;
    if (method === 'GET' && path === `/api/applications/${ID}`) {
      return { body: makeApplication({ status: 'quoted', salesStatus: 'Closed-Loss', policyNumber: null }) };
    }
    if (method === 'GET' && path === `/api/applications/${ID}/documents`) return { body: [] };
    if (method === 'GET' && path === `/api/applications/${ID}/transactions`) return { body: [] };
    if (method === 'GET' && path === NOTES) return notesReply();
    if (method === 'POST' && path === '/api/analytics/events') return { body: { ok: true } };
    return more(path);
  });
}

/** Opens the record; it loads lazily, so the first render of a test file can take several seconds. */
async function open() {
  renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
  await screen.findByRole('heading', { level: 1 });
}

describe('the Notes card', () => {
  it('lists the notes newest first: author, day, status, loss reason, comment, Internal and files', async () => {
    serve(() => ({ body: NOTES_LIST }));
    await open();
    const list = await screen.findByRole('list', { name: 'Account notes' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Bea Broker');
    expect(items[0]).toHaveTextContent('2026-01-16');
    expect(items[0]).toHaveTextContent('Sales status: Closed-Loss');
    expect(items[0]).toHaveTextContent('Loss reason: Price too high · Target premium: $450.00');
    expect(items[0]).toHaveTextContent('Went with their bank.');
    expect(within(items[0]!).getByRole('button', { name: 'Download competing quote.pdf' })).toHaveTextContent(
      'competing quote.pdf (1.5 MB)',
    );
    expect(items[1]).toHaveTextContent('admin@example.com');
    expect(within(items[1]!).getByText('Internal')).toBeInTheDocument();
    expect(within(items[0]!).queryByText('Internal')).not.toBeInTheDocument();
    expect(items[2]).toHaveTextContent(
      'Loss reason: Inadequate coverage · Coverage / limit required: Needs $5M liability',
    );
    expect(items[2]).toHaveTextContent('API key: CRM bridge');
  });

  it('shows an attachment without the bidi, zero-width or control characters of its name', async () => {
    serve(() => ({
      body: [
        note(4, {
          uploadedFiles: [
            {
              path: 'TEN-2025-100001/uploads/u2-invoicefdp.html',
              name: 'invoice\u202Efdp\u200B\u0085.html',
              size: 2048,
            },
          ],
        }),
      ],
    }));
    await open();
    const list = await screen.findByRole('list', { name: 'Account notes' });
    const button = within(list).getByRole('button', { name: 'Download invoicefdp.html' });
    expect(button).toHaveTextContent(/^invoicefdp\.html \(2 KB\)$/);
    expect(button.textContent).not.toMatch(/[\u202E\u200B\u0085]/);
  });

  it("downloads an attachment through the document's short-lived link", async () => {
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    const link = { url: '/api/files/token-1', expiresAt: '2026-01-16T18:15:00.000Z' };
    const api = serve(
      () => ({ body: NOTES_LIST }),
      (path) => (path.startsWith('/api/documents/') ? { body: link } : undefined),
    );
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Download competing quote.pdf' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(link.url));
    expect(api.requests.map((r) => r.url.pathname)).toContain(
      '/api/documents/TEN-2025-100001/uploads/u1-quote.pdf',
    );
  });

  it('says when there are no notes, and opens the note dialog from Add note', async () => {
    serve(() => ({ body: [] }));
    await open();
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('dialog', { name: 'Add account note' })).toBeInTheDocument();
  });

  it("shows the server's message when the notes cannot load, and retries", async () => {
    let fail = true;
    serve(() =>
      fail ? { status: 403, body: { message: 'You do not have access to this record.' } } : { body: [] },
    );
    await open();
    expect(await screen.findByText('You do not have access to this record.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
  });
});
