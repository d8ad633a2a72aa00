import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ToolboxJob, ToolboxUser } from '@bm/contracts';
import { BROKER_USER, SUPER_ADMIN_USER } from '../../../test/crm-fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import {
  ledgerEntry,
  makeLapseJob,
  makeLedgerTerm,
  PRODUCT,
  renderToolbox,
} from '../test/render-toolbox.tsx';
import { setLocale } from '../../../i18n/locale-store.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLocale('en-CA');
});

const USER: ToolboxUser = {
  id: '00000000-0000-4000-9000-000000000008',
  email: 'broker2@example.com',
  name: 'Bea Broker',
  brokerageName: 'Coastal Insurance Group',
  groups: ['Standard'],
  status: 'CONFIRMED',
  disabled: false,
  mfaEnabled: false,
  signInLocked: true,
  activeSessions: 0,
  lastSignInAt: '2026-11-20T18:05:00.000Z',
};
const JOB = makeLapseJob(['TEN-1', 'TEN-2']);
const TERM = makeLedgerTerm(
  [ledgerEntry(1, 'charge', 12_345), ledgerEntry(2, 'payment', -12_345, { paymentId: 'pay_1' })],
  { insuredName: 'Ledger Look', brokerageName: 'Maple Leaf Brokers' },
);

function toolboxApi(user = SUPER_ADMIN_USER) {
  let locked = true;
  let enabled = true;
  let started: ToolboxJob['runs'][number] | null = null;
  let jobReads = 0;
  return mockApi((url) => {
    const path = url.pathname;
    if (path === '/api/auth/me') return { body: { user } };
    if (path === '/api/toolbox/users') return { body: { items: [{ ...USER, signInLocked: locked }] } };
    if (path === `/api/toolbox/users/${USER.id}/unlock`) {
      locked = false;
      return {
        body: {
          message: 'Sign-in unlocked: the failed attempts of the last 15 minutes are forgotten.',
          user: { ...USER, signInLocked: false },
        },
      };
    }
    if (path === '/api/toolbox/products') return { body: { items: [{ ...PRODUCT, enabled }] } };
    if (path === '/api/toolbox/products/tenants') {
      enabled = false;
      return {
        body: {
          message: 'Tenants is disabled: it leaves the catalogue.',
          product: { ...PRODUCT, enabled: false },
        },
      };
    }
    if (path === '/api/toolbox/jobs') {
      // The started run: running on the first read after the start, done on the next.
      if (started && jobReads++ > 0) {
        started = {
          ...started,
          outcome: 'done',
          finishedAt: new Date().toISOString(),
          summary: { lapsed: 1, policies: ['TEN-3'] },
        };
      }
      return { body: { items: [{ ...JOB, runs: started ? [started, ...JOB.runs] : JOB.runs }] } };
    }
    if (path === '/api/toolbox/jobs/lapse-policies/runs') {
      started = {
        startedAt: new Date().toISOString(),
        finishedAt: null,
        outcome: null,
        runner: 'toolbox: admin@example.com',
        summary: null,
      };
      jobReads = 0;
      return {
        status: 202,
        body: { message: 'lapse-policies started: its progress shows below.', run: started },
      };
    }
    if (path === '/api/toolbox/policies')
      return url.searchParams.get('policyNumber') === TERM.policyNumber
        ? { body: { items: [TERM] } }
        : { status: 404, body: { message: 'No policy has that number.' } };
    return undefined;
  });
}

describe('ToolboxPage', () => {
  it('tells anyone but a super admin who it is for, and asks the server nothing', async () => {
    const api = toolboxApi(BROKER_USER);
    renderToolbox();
    expect(await screen.findByText(/Toolbox is available to super admins/)).toBeInTheDocument();
    expect(api.calls.filter((url) => url.pathname.startsWith('/api/toolbox'))).toHaveLength(0);
  });

  it('finds a locked user and unlocks them', async () => {
    const api = toolboxApi();
    renderToolbox();
    await userEvent.type(await screen.findByLabelText('Email or name'), 'broker2{Enter}');
    const row = (await screen.findByRole('rowheader', { name: USER.email })).closest('tr')!;
    expect(within(row).getByText('Locked')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: `End sessions: ${USER.email}` })).toBeDisabled();
    await userEvent.click(within(row).getByRole('button', { name: `Unlock sign-in: ${USER.email}` }));
    expect(
      await screen.findByText('Sign-in unlocked: the failed attempts of the last 15 minutes are forgotten.'),
    ).toBeInTheDocument();
    expect(api.last('/api/toolbox/users')?.searchParams.get('search')).toBe('broker2');
    expect(await within(row).findByText('Open')).toBeInTheDocument();
  });

  it('finds a user in French', async () => {
    setLocale('fr-CA');
    toolboxApi();
    renderToolbox();
    await userEvent.type(await screen.findByLabelText('Courriel ou nom'), 'broker2{Enter}');
    expect(screen.getByRole('heading', { name: 'Boîte à outils' })).toBeInTheDocument();
    const row = (await screen.findByRole('rowheader', { name: USER.email })).closest('tr')!;
    expect(within(row).getByText('Bloquée')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: `Débloquer la connexion : ${USER.email}` })).toBeEnabled();
    expect(screen.getByRole('columnheader', { name: 'Dernière connexion' })).toBeInTheDocument();
  });

  it('disables a product with its switch', async () => {
    const api = toolboxApi();
    renderToolbox();
    const enabled = await screen.findByRole('switch', { name: 'Tenants enabled' });
    // The insurer by its name, not its id.
    const productRow = enabled.closest('tr')!;
    expect(within(productRow).getByText('Laurentian General Insurance')).toBeInTheDocument();
    expect(within(productRow).queryByText('laurentian-general')).not.toBeInTheDocument();
    expect(enabled).toBeChecked();
    await userEvent.click(enabled);
    expect(await screen.findByText('Tenants is disabled: it leaves the catalogue.')).toBeInTheDocument();
    expect(api.requests('/api/toolbox/products/tenants')).toHaveLength(1);
    expect(
      api.fetchMock.mock.calls.some(
        (call) => (call as unknown[])[1] && ((call as unknown[])[1] as RequestInit).method === 'PATCH',
      ),
    ).toBe(true);
    expect(await screen.findByRole('switch', { name: 'Tenants enabled' })).not.toBeChecked();
  });

  it('shows what the last run of each job changed, and runs one now in the background with its progress', async () => {
    toolboxApi();
    renderToolbox();
    const row = (await screen.findByRole('rowheader', { name: /lapse-policies/ })).closest('tr')!;
    expect(within(row).getByText('lapsed: 2; policies: TEN-1, TEN-2')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Run lapse-policies now' }));
    expect(await screen.findByText('lapse-policies started: its progress shows below.')).toBeInTheDocument();
    // It runs in the background: the row says so and Run now waits, until the outcome is read.
    expect(await within(row).findByText(/^Running for \d+ s$/)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Run lapse-policies now' })).toBeDisabled();
    expect(await screen.findByText('lapse-policies ran: lapsed: 1; policies: TEN-3')).toBeInTheDocument();
    expect(within(row).getByText('lapsed: 1; policies: TEN-3')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Run lapse-policies now' })).toBeEnabled();
  });

  it("shows a policy's raw ledger, and says when no policy has the number", async () => {
    toolboxApi();
    renderToolbox();
    const field = await screen.findByLabelText('Policy number');
    await userEvent.type(field, 'NOPE{Enter}');
    expect(await screen.findByText('No policy has that number.')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, `${TERM.policyNumber}{Enter}`);
    const table = await screen.findByRole('table', { name: `Ledger entries of ${TERM.policyNumber}` });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('pay_1')).toBeInTheDocument();
    expect(screen.getByText('charge: $123.45 · payment: -$123.45')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TERM.policyNumber })).toHaveAttribute(
      'href',
      `/crm/applications/${TERM.applicationId}`,
    );
  });
});
