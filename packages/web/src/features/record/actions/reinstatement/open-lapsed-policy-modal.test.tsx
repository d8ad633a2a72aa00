import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpenLapsedPolicyResponse } from '@bm/contracts';
import type { Group } from '@bm/domain';
import { mockFetch, type MockReply } from '../../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../../test/render.tsx';
import { applicationId, makeApplication } from '../../../../test/crm-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const ID = applicationId(1);
const OPEN = `/api/applications/${ID}/openLapsedPolicy`;
const UPLOAD = `/api/applications/${ID}/uploads`;
const PROOF = { path: 'TEN-2025-100001/uploads/u1-proof.pdf', name: 'proof.pdf', size: 1_536 };

function serve(options: { uploadReply?: MockReply; openReply?: MockReply } = {}) {
  let record = makeApplication({ status: 'lapsed', policyNumber: 'TEN-2025-100001' });
  return mockFetch(({ method, url }) => {
    const path = url.pathname;
    if (method === 'GET' && path === `/api/applications/${ID}`) return { body: record };
    if (method === 'GET' && path === `/api/applications/${ID}/documents`) return { body: [] };
    if (method === 'GET' && path === `/api/applications/${ID}/transactions`) return { body: [] };
    if (method === 'POST' && path === '/api/analytics/events') return { body: { ok: true } };
    if (method === 'POST' && path === UPLOAD) return options.uploadReply ?? { status: 201, body: PROOF };
    if (method === 'POST' && path === OPEN) {
      if (options.openReply) return options.openReply;
      record = { ...record, status: 'bound', updatedAt: '2026-01-20T18:00:00.000Z' };
      const answer: OpenLapsedPolicyResponse = {
        application: record,
        transactionId: '7a000000-0000-4000-8000-000000000003',
      };
      return { body: answer };
    }
    return undefined;
  });
}

async function openModal(groups: Group[] = ['Endorsement']) {
  renderApp(`/crm/applications/${ID}`, { user: makeUser(groups) });
  // The first render loads the record page's modules: slow on a busy machine.
  await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Open lapsed policy' }));
  return screen.findByRole('dialog', { name: 'Open lapsed policy' });
}

describe('Open lapsed policy', () => {
  it('requires a comment', async () => {
    const api = serve();
    const dialog = await openModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open policy' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(api.to('POST', OPEN)).toHaveLength(0);
  });

  it('refuses a file that is not a PDF before uploading it', async () => {
    const api = serve();
    const dialog = await openModal();
    const input = within(dialog).getByLabelText('Supporting documents (PDF)');
    await userEvent.upload(input, new File(['png'], 'scan.png', { type: 'image/png' }), {
      applyAccept: false,
    });
    expect(await within(dialog).findByText('Not a valid file type')).toBeInTheDocument();
    expect(api.to('POST', UPLOAD)).toHaveLength(0);
  });

  it("shows the server's 'Not a valid file type' for a PDF that is not one", async () => {
    const api = serve({ uploadReply: { status: 400, body: { message: 'Not a valid file type' } } });
    const dialog = await openModal();
    const input = within(dialog).getByLabelText('Supporting documents (PDF)');
    await userEvent.upload(input, new File(['text'], 'fake.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('Not a valid file type')).toBeInTheDocument();
    expect(api.to('POST', UPLOAD)[0]?.url.searchParams.get('pdfOnly')).toBe('true');
    expect(within(dialog).queryByRole('list', { name: 'Uploaded files' })).not.toBeInTheDocument();
  });

  it('opens the policy with the comment and the uploaded PDFs, listed with their sizes', async () => {
    const api = serve();
    const dialog = await openModal(['Underwriter']);
    const input = within(dialog).getByLabelText('Supporting documents (PDF)');
    await userEvent.upload(input, new File(['%PDF-1.4'], 'proof.pdf', { type: 'application/pdf' }));
    const list = await within(dialog).findByRole('list', { name: 'Uploaded files' });
    expect(within(list).getByText('proof.pdf')).toBeInTheDocument();
    expect(within(list).getByText('1.5 KB')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Comment/), 'Renewal paid late.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open policy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST', OPEN)[0]?.body).toEqual({
      comment: 'Renewal paid late.',
      uploadedFiles: [{ path: PROOF.path, name: 'proof.pdf' }],
    });
    expect(await screen.findByText('Lapsed policy opened: TEN-2025-100001')).toBeInTheDocument();
  });

  it('lets a file be taken off the list, and shows a server refusal', async () => {
    const refusal = 'Upload the files to this policy first.';
    const api = serve({ openReply: { status: 400, body: { message: refusal } } });
    const dialog = await openModal();
    const input = within(dialog).getByLabelText('Supporting documents (PDF)');
    await userEvent.upload(input, new File(['%PDF-1.4'], 'proof.pdf', { type: 'application/pdf' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Remove proof.pdf' }));
    await userEvent.type(within(dialog).getByLabelText(/^Comment/), 'Reopen for renewal.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open policy' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(api.to('POST', OPEN)[0]?.body).toEqual({ comment: 'Reopen for renewal.', uploadedFiles: [] });
  });
});
