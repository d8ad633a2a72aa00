import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Application, RenewalStatusResponse } from '@bm/contracts';
import type { Group } from '@bm/domain';
import { mockFetch, type MockReply } from '../../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../../test/render.tsx';
import { applicationId, makeApplication } from '../../../../test/crm-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const ID = applicationId(1);
const RENEWAL_ID = applicationId(2);
const POLICY = makeApplication({ status: 'bound', policyNumber: 'TEN-2025-1000001' });
const RENEWAL = makeApplication({
  applicationId: RENEWAL_ID,
  status: 'quoted',
  salesStatus: 'Open',
  policyNumber: 'TEN-2025-1000001',
  transactionType: 'Renewal',
  renewalOfId: ID,
});
const NO_RENEWAL: RenewalStatusResponse = {
  renewal: null,
  renewalOf: null,
  offer: { available: false, opensOn: '2026-01-01', message: null },
  stop: null,
};
const link = (record: Application) => ({
  applicationId: record.applicationId,
  policyNumber: record.policyNumber,
  status: record.status,
  salesStatus: record.salesStatus,
  policyEffectiveDate: '2026-03-01T08:01:00.000Z',
  policyExpiryDate: '2027-03-01T08:01:00.000Z',
});

interface Serve {
  record?: Application;
  renewal?: RenewalStatusResponse;
  /** The answer to the action call (PUT stopRenewal/stopBind, POST decline, POST renewal). */
  action?: (path: string) => MockReply | undefined;
}

function serve({ record = POLICY, renewal = NO_RENEWAL, action }: Serve = {}) {
  let status = renewal;
  return mockFetch(({ method, url }) => {
    const base = `/api/applications/${record.applicationId}`;
    if (method === 'GET' && url.pathname === base) return { body: record };
    if (method === 'GET' && url.pathname === `${base}/renewal`) return { body: status };
    if (method === 'GET' && url.pathname.startsWith(base)) return { body: [] };
    if (method === 'POST' && url.pathname === '/api/analytics/events') return { body: { ok: true } };
    if (method !== 'GET' && url.pathname.startsWith(base)) {
      const reply = action?.(url.pathname.slice(base.length + 1));
      if (url.pathname.endsWith('/renewal') && (!reply || (reply.status ?? 200) < 300)) {
        status = { ...status, renewal: link(RENEWAL), offer: { ...status.offer, available: false } };
      }
      if (reply) return reply;
      return url.pathname.endsWith('/renewal')
        ? { status: 201, body: { application: RENEWAL, created: true } }
        : { body: record };
    }
    return undefined;
  });
}

const open = (record: Application, groups: Group[]) =>
  renderApp(`/crm/applications/${record.applicationId}`, { user: makeUser(groups) });

async function chooseAction(label: string, dialogName: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: label }));
  return screen.findByRole('dialog', { name: dialogName });
}

async function pick(dialog: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('StopActionModal', () => {
  it('stops the renewal of a bound policy once reason, description and initiator are given', async () => {
    const api = serve();
    open(POLICY, ['Underwriter', 'Apollo']);
    const dialog = await chooseAction('Stop renewal or bind', 'Stop renewal or bind');
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop renewal' }));
    expect(within(dialog).getByText('Required fields need to be filled')).toBeInTheDocument();
    expect(api.to('PUT', `/api/applications/${ID}/stopRenewal`)).toHaveLength(0);

    await pick(dialog, /^Reason/, 'Material change in risk');
    await userEvent.type(within(dialog).getByLabelText(/^Reason description/), 'Business run from home.');
    await pick(dialog, /^Initiated by/, 'Insurer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop renewal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('PUT', `/api/applications/${ID}/stopRenewal`)[0]?.body).toEqual({
      reason: 'material-change-in-risk',
      reasonDescription: 'Business run from home.',
      initiator: 'insurer',
    });
    expect(await screen.findByText('Renewal stopped')).toBeInTheDocument();
  });

  it('offers both stops on an open renewal application, and the marketplace as initiator', async () => {
    const fromMarketplace = { ...RENEWAL, marketplace: { name: 'Condo Hub' } };
    const api = serve({ record: fromMarketplace, renewal: { ...NO_RENEWAL, renewalOf: link(POLICY) } });
    open(fromMarketplace, ['SuperAdmin']);
    const dialog = await chooseAction('Stop renewal or bind', 'Stop renewal or bind');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Stop bind' }));
    await pick(dialog, /^Reason/, 'Non-disclosure');
    await userEvent.type(within(dialog).getByLabelText(/^Reason description/), 'Prior losses.');
    await pick(dialog, /^Initiated by/, 'Condo Hub');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop bind' }));
    await waitFor(() => expect(api.to('PUT', `/api/applications/${RENEWAL_ID}/stopBind`)).toHaveLength(1));
    expect(api.to('PUT', `/api/applications/${RENEWAL_ID}/stopBind`)[0]?.body).toMatchObject({
      initiator: 'marketplace',
    });
  });

  it("shows the spec's stop error when the server fails", async () => {
    serve({ action: () => ({ status: 500, body: { message: 'Internal server error' } }) });
    open(POLICY, ['Underwriter']);
    const dialog = await chooseAction('Stop renewal or bind', 'Stop renewal or bind');
    await pick(dialog, /^Reason/, 'Request by client');
    await userEvent.type(within(dialog).getByLabelText(/^Reason description/), 'Client asked.');
    await pick(dialog, /^Initiated by/, 'Apollo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop renewal' }));
    expect(
      await within(dialog).findByText("There's been an error, please try again or Contact Support"),
    ).toBeInTheDocument();
  });
});

describe('Decline modal', () => {
  it("needs details for 'other', then declines the renewal", async () => {
    const api = serve();
    open(POLICY, ['Standard']);
    const dialog = await chooseAction('Decline renewal', 'Decline renewal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline renewal' }));
    expect(within(dialog).getByText('Choose why the renewal is declined.')).toBeInTheDocument();
    await pick(dialog, /^Decline reason/, 'Other');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline renewal' }));
    expect(within(dialog).getByText('Please provide more details')).toBeInTheDocument();
    expect(api.to('POST', `/api/applications/${ID}/decline`)).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/^Description/), 'Moving abroad.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline renewal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST', `/api/applications/${ID}/decline`)[0]?.body).toEqual({
      declineReason: 'other',
      declineDescription: 'Moving abroad.',
    });
    expect(await screen.findByText('Renewal declined')).toBeInTheDocument();
  });

  it("shows the spec's decline error when the server fails", async () => {
    serve({ action: () => ({ status: 500, body: { message: 'Internal server error' } }) });
    open(POLICY, ['Standard']);
    const dialog = await chooseAction('Decline renewal', 'Decline renewal');
    await pick(dialog, /^Decline reason/, 'Price');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline renewal' }));
    expect(
      await within(dialog).findByText('An error has occured please contact the provider'),
    ).toBeInTheDocument();
  });
});

describe('Renewal section of the record page', () => {
  it('offers the renewal when the window is open, then links to it', async () => {
    const api = serve({
      renewal: { ...NO_RENEWAL, offer: { available: true, opensOn: '2026-01-01', message: null } },
    });
    open(POLICY, ['Standard']);
    await userEvent.click(await screen.findByRole('button', { name: 'Offer renewal' }));
    expect(await screen.findByText('Renewal offered')).toBeInTheDocument();
    expect(api.to('POST', `/api/applications/${ID}/renewal`)).toHaveLength(1);
    const renewalLink = await screen.findByRole('link', { name: 'Renewal application' });
    expect(renewalLink).toHaveAttribute('href', `/crm/applications/${RENEWAL_ID}`);
  });

  it('says when the renewal can be offered', async () => {
    const message = 'A renewal can be offered from 2026-01-01, 60 days before the policy expires.';
    serve({ renewal: { ...NO_RENEWAL, offer: { available: false, opensOn: '2026-01-01', message } } });
    open(POLICY, ['Standard']);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Offer renewal' })).not.toBeInTheDocument();
  });

  it('links a renewal application back to its policy, and shows a stopped one as unavailable', async () => {
    const stopped = { ...RENEWAL, bindStopped: true, nonRenewable: true };
    serve({
      record: stopped,
      renewal: {
        ...NO_RENEWAL,
        renewalOf: link(POLICY),
        stop: {
          kind: 'stopRenewal',
          reason: 'non-disclosure',
          reasonLabel: 'Non-disclosure',
          description: 'Prior losses.',
          initiator: 'insurer',
          initiatorLabel: 'Insurer',
          at: '2026-01-02T18:00:00.000Z',
        },
      },
    });
    open(stopped, ['Standard']);
    const back = await screen.findByRole('link', { name: 'TEN-2025-1000001' });
    expect(back).toHaveAttribute('href', `/crm/applications/${ID}`);
    expect(screen.getAllByText('Unavailable').length).toBeGreaterThanOrEqual(2);
    expect(
      screen.getByText('Renewal stopped: Non-disclosure (initiated by Insurer): Prior losses.'),
    ).toBeInTheDocument();
  });
});
