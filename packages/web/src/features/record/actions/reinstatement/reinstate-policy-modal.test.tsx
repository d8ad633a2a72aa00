import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReinstateResponse } from '@bm/contracts';
import { formatCad, type Group } from '@bm/domain';
import { mockFetch, type MockReply } from '../../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../../test/render.tsx';
import { makeApplication } from '../../../../test/crm-fixtures.ts';
import { ID, makeReinstatementFigures } from './test/fixtures.tsx';

afterEach(() => vi.unstubAllGlobals());

const PREVIEW = `/api/applications/${ID}/reinstate/preview`;
const REINSTATE = `/api/applications/${ID}/reinstate`;

const FIGURES = makeReinstatementFigures({ amountDue: 10_000, balanceVoided: 2_500 });

/** A cancelled monthly policy; reinstating it binds it again unless `reinstateReply` says otherwise. */
function serve(options: { previewReply?: MockReply; reinstateReply?: MockReply } = {}) {
  let record = makeApplication({ status: 'cancelled', policyNumber: 'TEN-2025-100001' });
  return mockFetch(({ method, url }) => {
    const path = url.pathname;
    if (method === 'GET' && path === `/api/applications/${ID}`) return { body: record };
    if (method === 'GET' && path === `/api/applications/${ID}/documents`) return { body: [] };
    if (method === 'GET' && path === `/api/applications/${ID}/transactions`) return { body: [] };
    if (method === 'GET' && path === `/api/applications/${ID}/cancellationRecord`)
      return { status: 404, body: { message: 'none' } };
    if (method === 'POST' && path === '/api/analytics/events') return { body: { ok: true } };
    if (method === 'POST' && path === PREVIEW) return options.previewReply ?? { body: FIGURES };
    if (method === 'POST' && path === REINSTATE) {
      if (options.reinstateReply) return options.reinstateReply;
      record = { ...record, status: 'bound', updatedAt: '2026-01-20T18:00:00.000Z' };
      const answer: ReinstateResponse = {
        application: record,
        transactionId: '7a000000-0000-4000-8000-000000000002',
        figures: FIGURES,
      };
      return { body: answer };
    }
    return undefined;
  });
}

const STAFF: Group[] = ['Endorsement', 'Apollo'];

async function menuLabels(): Promise<string[]> {
  await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
  const labels = screen.getAllByRole('menuitem').map((item) => item.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  return labels;
}

async function openReinstate(groups: Group[] = STAFF) {
  renderApp(`/crm/applications/${ID}`, { user: makeUser(groups) });
  // The first render loads the record page's modules: slow on a busy machine.
  await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Reinstate policy' }));
  return screen.findByRole('dialog', { name: 'Reinstate policy' });
}

async function pickReason(dialog: HTMLElement, reason: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: /^Reinstatement reason/ }));
  await userEvent.click(await screen.findByRole('option', { name: reason }));
}

describe('Reinstate policy', () => {
  it('shows the preview figures and the two spec reasons', async () => {
    serve();
    const dialog = await openReinstate();
    const table = await within(dialog).findByRole('table', { name: 'Reinstatement figures' });
    expect(within(table).getByText('Returned at cancellation')).toBeInTheDocument();
    expect(within(table).getByText('Payment 5 due 2026-02-01')).toBeInTheDocument();
    expect(within(table).getByText('Cancellation balance voided')).toBeInTheDocument();
    expect(within(table).getByTestId('reinstatement-total')).toHaveTextContent(formatCad(11_234));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Reinstatement reason/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Processing Error',
      'Approval from Insurer / Product Director',
    ]);
  });

  it('requires a reason and details before sending', async () => {
    const api = serve();
    const dialog = await openReinstate();
    await within(dialog).findByRole('table', { name: 'Reinstatement figures' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reinstate' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    expect(api.to('POST', REINSTATE)).toHaveLength(0);
  });

  it('reinstates with the reason, details and the total seen, then says so', async () => {
    const api = serve();
    const dialog = await openReinstate(['Underwriter']);
    await within(dialog).findByRole('table', { name: 'Reinstatement figures' });
    await pickReason(dialog, 'Approval from Insurer / Product Director');
    await userEvent.type(within(dialog).getByLabelText(/^Details/), 'Insurer approved on 2026-01-19.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reinstate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST', REINSTATE)[0]?.body).toEqual({
      reinstatementReason: 'Approval from Insurer / Product Director',
      details: 'Insurer approved on 2026-01-19.',
      expectedTotal: 11_234,
    });
    expect(await screen.findByText('Policy reinstated: TEN-2025-100001')).toBeInTheDocument();
  });

  it("shows the spec's error when the reinstatement fails", async () => {
    serve({ reinstateReply: { status: 500, body: { message: 'Internal server error' } } });
    const dialog = await openReinstate();
    await within(dialog).findByRole('table', { name: 'Reinstatement figures' });
    await pickReason(dialog, 'Processing Error');
    await userEvent.type(within(dialog).getByLabelText(/^Details/), 'Wrong policy cancelled.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reinstate' }));
    expect(
      await screen.findAllByText('Oops, there was an error creating the reinstatement'),
    ).not.toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Reinstate policy' })).toBeInTheDocument();
  });

  it('shows why the server refused and fetches the figures again', async () => {
    const moved = 'The reinstatement figures have changed since they were shown. Please review them again.';
    const api = serve({ reinstateReply: { status: 409, body: { message: moved } } });
    const dialog = await openReinstate();
    await within(dialog).findByRole('table', { name: 'Reinstatement figures' });
    await pickReason(dialog, 'Processing Error');
    await userEvent.type(within(dialog).getByLabelText(/^Details/), 'Wrong policy cancelled.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reinstate' }));
    expect(await within(dialog).findByText(moved)).toBeInTheDocument();
    await waitFor(() => expect(api.to('POST', PREVIEW)).toHaveLength(2));
  });

  it('shows a preview refusal and keeps Reinstate disabled', async () => {
    const none = 'This policy has no cancellation on record, so there is nothing to reinstate.';
    serve({ previewReply: { status: 409, body: { message: none } } });
    const dialog = await openReinstate();
    expect(await within(dialog).findByText(none)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reinstate' })).toBeDisabled();
  });

  it('is offered to staff only', async () => {
    serve();
    const broker = renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    expect(await menuLabels()).not.toContain('Reinstate policy');
    broker.unmount();
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['SuperAdmin']) });
    expect(await menuLabels()).toContain('Reinstate policy');
  });
});
