import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Application, TransferOptionsResponse, TransferPreviewResponse } from '@bm/contracts';
import { formatCad, TRANSFER_MESSAGES, TRANSFER_REASONS } from '@bm/domain';
import { mockFetch, type MockReply } from '../../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../../test/render.tsx';
import {
  applicationId,
  BROKERAGE_A,
  BROKERAGE_B,
  makeApplication,
} from '../../../../test/crm-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const ID = applicationId(1);
const MAPLE = { value: BROKERAGE_A.id, label: BROKERAGE_A.name, isAgency: false };
const COASTAL = { value: BROKERAGE_B.id, label: BROKERAGE_B.name, isAgency: false };
const BEA = { value: 'b0000000-0000-4000-8000-000000000001', label: 'Bea Broker (bea@example.com)' };
const PRIYA = { value: 'b0000000-0000-4000-8000-000000000002', label: 'Priya Patel (priya@example.com)' };
const CASEY = { value: 'b0000000-0000-4000-8000-000000000003', label: 'Casey Coast (casey@example.com)' };

function options(selected: string | undefined, canChooseBrokerage: boolean): TransferOptionsResponse {
  const coastal = selected === COASTAL.value;
  return {
    usersSelectOptions: coastal ? [CASEY] : [BEA, PRIYA],
    brokerageSelectOptions: canChooseBrokerage ? [COASTAL, MAPLE] : [MAPLE],
    originalBroker: BEA,
    originalBrokerage: MAPLE,
    selectedBrokerage: coastal ? COASTAL : MAPLE,
    reasons: [...TRANSFER_REASONS],
    canChooseBrokerage,
  };
}

function preview(to: typeof COASTAL, broker: typeof CASEY): TransferPreviewResponse {
  return {
    from: { broker: BEA, brokerage: MAPLE },
    to: { broker, brokerage: to },
    transferReason: TRANSFER_REASONS[1],
    policy: {
      applicationId: ID,
      policyNumber: 'TEN-2025-100001',
      status: 'bound',
      productName: 'Tenants Insurance',
      insuredName: 'Insured 1',
    },
    renewal: null,
    openInvoices: { count: 11, amountDue: 123_456 },
    commission: { amount: 15_000, status: 'pending', basis: 'bound' },
    irreversible: to.value !== MAPLE.value,
  };
}

function serve({
  canChooseBrokerage = false,
  transferReply,
  previewReply,
}: {
  canChooseBrokerage?: boolean;
  transferReply?: (record: Application) => MockReply;
  previewReply?: MockReply;
} = {}) {
  const record = makeApplication({ status: 'bound' });
  return mockFetch(({ method, url, body }) => {
    if (method === 'GET' && url.pathname === `/api/applications/${ID}`) return { body: record };
    if (method === 'GET' && url.pathname === `/api/applications/${ID}/documents`) return { body: [] };
    if (method === 'GET' && url.pathname === `/api/applications/${ID}/transactions`) return { body: [] };
    if (method === 'GET' && url.pathname === '/api/applications')
      return { body: { items: [], nextCursor: null } };
    if (method === 'POST' && url.pathname === '/api/analytics/events') return { body: { ok: true } };
    if (method === 'POST' && url.pathname === `/api/brokerages/${ID}/cognitoUsers`) {
      const selected = (body as { selectedBrokerageGroup?: string }).selectedBrokerageGroup;
      return { body: options(selected, canChooseBrokerage) };
    }
    const choice = body as { selectedBrokerage: string; selectedBrokerId: string };
    const to = choice?.selectedBrokerage === COASTAL.value ? COASTAL : MAPLE;
    const broker = [BEA, PRIYA, CASEY].find((b) => b.value === choice?.selectedBrokerId) ?? PRIYA;
    if (method === 'POST' && url.pathname === `/api/applications/${ID}/transfer/preview`) {
      return previewReply ?? { body: preview(to, broker) };
    }
    if (method === 'POST' && url.pathname === `/api/applications/${ID}/transfer`) {
      if (transferReply) return transferReply(record);
      return {
        body: {
          application: { ...record, brokerId: broker.value, brokerageId: to.value, brokerageName: to.label },
          accessible: true,
          message: TRANSFER_MESSAGES.success,
        },
      };
    }
    return undefined;
  });
}

async function openTransfer() {
  // The record page loads lazily: the first render of a test file can be slow on a busy machine.
  await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Transfer account' }));
  return screen.getByRole('dialog', { name: 'Transfer account' });
}

async function pick(dialog: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(dialog).getByLabelText(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Transfer account on the record', () => {
  it('lets a broker reassign within the brokerage after reviewing what moves', async () => {
    const api = serve();
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    const dialog = await openTransfer();
    expect(await within(dialog).findByText(BROKERAGE_A.name)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Brokerage/)).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Review transfer' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);

    await pick(dialog, /^Broker\s*\*/, BEA.label);
    await pick(dialog, /^Reason/, TRANSFER_REASONS[1]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review transfer' }));
    expect(
      within(dialog).getByText(
        'Nothing has been changed. Please select either a different broker or brokerage.',
      ),
    ).toBeInTheDocument();
    expect(api.to('POST', `/api/applications/${ID}/transfer/preview`)).toHaveLength(0);

    await pick(dialog, /^Broker\s*\*/, PRIYA.label);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review transfer' }));
    const review = await screen.findByRole('dialog', { name: 'Review transfer' });
    expect(within(review).getByText(`11 open, ${formatCad(123_456)} due`)).toBeInTheDocument();
    expect(within(review).getByText(`${formatCad(15_000)} (pending)`)).toBeInTheDocument();
    expect(within(review).queryByText(TRANSFER_MESSAGES.irreversible)).not.toBeInTheDocument();

    await userEvent.click(within(review).getByRole('button', { name: 'Confirm transfer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST', `/api/applications/${ID}/transfer`)[0]?.body).toEqual({
      selectedBrokerage: MAPLE.value,
      selectedBrokerId: PRIYA.value,
      transferReason: TRANSFER_REASONS[1],
    });
    expect(
      await screen.findByText('Account has successfully transferred to the new owner'),
    ).toBeInTheDocument();
  });

  it('lets a super admin pick another brokerage, with the irreversible warning', async () => {
    const api = serve({ canChooseBrokerage: true });
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['SuperAdmin', 'Apollo']) });
    const dialog = await openTransfer();
    await pick(dialog, /^Brokerage/, COASTAL.label);
    await waitFor(() =>
      expect(api.to('POST', `/api/brokerages/${ID}/cognitoUsers`).at(-1)?.body).toEqual({
        purpose: 'transfer',
        selectedBrokerageGroup: COASTAL.value,
      }),
    );
    expect(within(dialog).getByText(TRANSFER_MESSAGES.irreversible)).toBeInTheDocument();
    await pick(dialog, /^Broker\s*\*/, CASEY.label);
    await pick(dialog, /^Reason/, TRANSFER_REASONS[5]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review transfer' }));
    const review = await screen.findByRole('dialog', { name: 'Review transfer' });
    expect(within(review).getByText(TRANSFER_MESSAGES.irreversible)).toBeInTheDocument();
    await userEvent.click(within(review).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Transfer account' })).toBeInTheDocument();
  });

  it('sends a user who can no longer see the record back to the CRM with the success toast', async () => {
    serve({
      transferReply: (record) => ({
        body: { application: record, accessible: false, message: TRANSFER_MESSAGES.success },
      }),
    });
    const { router } = renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    const dialog = await openTransfer();
    await pick(dialog, /^Broker\s*\*/, PRIYA.label);
    await pick(dialog, /^Reason/, TRANSFER_REASONS[0]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review transfer' }));
    const review = await screen.findByRole('dialog', { name: 'Review transfer' });
    await userEvent.click(within(review).getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByText(TRANSFER_MESSAGES.success)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm'));
  });

  it("shows a rule's message when the server refuses the transfer", async () => {
    serve({ previewReply: { status: 403, body: { message: TRANSFER_MESSAGES.otherBrokerage } } });
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    const dialog = await openTransfer();
    await pick(dialog, /^Broker\s*\*/, PRIYA.label);
    await pick(dialog, /^Reason/, TRANSFER_REASONS[0]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review transfer' }));
    expect(await within(dialog).findByText(TRANSFER_MESSAGES.otherBrokerage)).toBeInTheDocument();
  });

  it("shows the spec's failure toast when the server fails", async () => {
    serve({ transferReply: () => ({ status: 500, body: { message: 'Internal server error' } }) });
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    const dialog = await openTransfer();
    await pick(dialog, /^Broker\s*\*/, PRIYA.label);
    await pick(dialog, /^Reason/, TRANSFER_REASONS[0]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review transfer' }));
    const review = await screen.findByRole('dialog', { name: 'Review transfer' });
    await userEvent.click(within(review).getByRole('button', { name: 'Confirm transfer' }));
    expect(
      await screen.findByText("There's been an error, please try again or contact Support."),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Review transfer' })).toBeInTheDocument();
  });

  it('is not offered to a carrier-only user', async () => {
    serve();
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Carrier']) });
    await screen.findByRole('heading', { level: 1 });
    // A carrier still has the account note, so the menu is there, without the transfer.
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).not.toContain('Transfer account');
  });
});
