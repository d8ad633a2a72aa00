import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BROKER_USER, FINANCE_USER } from '../../../test/crm-fixtures.ts';
import { CONNECTED, DISCONNECTED, financeOpsApi, renderFinanceOps } from '../test/render-finance-ops.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FinanceOpsPage', () => {
  it('shows the work to do, the last sync, and each reconciliation mismatch by policy', async () => {
    financeOpsApi(FINANCE_USER, () => CONNECTED);
    renderFinanceOps();
    expect(await screen.findByTestId('open-payouts')).toHaveTextContent('1');
    expect(screen.getByText('$1,234.56 owed to brokerages and insurers.')).toBeInTheDocument();
    expect(screen.getByTestId('nsf-pending-count')).toHaveTextContent('2');
    expect(await screen.findByTestId('last-sync')).toHaveTextContent(
      /^2026-11: 5 entries posted \(\$2,500\.00\) on .* by Fiona Finch\.$/,
    );
    const mismatches = await screen.findByRole('table', { name: 'Mismatches' });
    const row = within(mismatches).getByRole('link', { name: 'TEN-2026-000003' }).closest('tr')!;
    expect(within(row).getByText('Missing on our side')).toBeInTheDocument();
    expect(within(row).getByText('$123.45')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('link', { name: 'TEN-2026-000003' }));
    expect(await screen.findByText('Record page')).toBeInTheDocument();
  });

  it('dates the connection and the last sync YYYY-MM-DD HH:MM in Vancouver time (spec section 9)', async () => {
    financeOpsApi(FINANCE_USER, () => CONNECTED);
    renderFinanceOps();
    const region = await screen.findByRole('region', { name: 'Accounting' });
    // 18:00 and 18:05 UTC on 2026-11-20 are 10:00 and 10:05 in Vancouver (PST).
    expect(
      await within(region).findByText('Connected 2026-11-20 10:00 Vancouver time by Fiona Finch'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('last-sync')).toHaveTextContent(
      '2026-11: 5 entries posted ($2,500.00) on 2026-11-20 10:05 Vancouver time by Fiona Finch.',
    );
  });

  it('finishes the connection when the consent step sends the browser back with a code', async () => {
    let state = DISCONNECTED;
    const mock = financeOpsApi(FINANCE_USER, () => state);
    const view = renderFinanceOps('/finance-ops?code=one-time&state=abc&realmId=local');
    await waitFor(() => expect(mock.requests('/api/QBOOAuthTokens')).toHaveLength(1));
    state = CONNECTED;
    const calls = mock.fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit][];
    const init = calls.find(([input]) => String(input).includes('QBOOAuthTokens'))![1];
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      environment: 'local',
      redirectUri: `${window.location.origin}/finance-ops`,
      tokenExchangeUrl: `${window.location.origin}/finance-ops?code=one-time&state=abc&realmId=local`,
    });
    expect(await screen.findByText('Accounting connected: the local journal.')).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(mock.requests('/api/QBOOAuthTokens')).toHaveLength(1);
  });

  it('asks before disconnecting; Cancel sends nothing, Disconnect deletes the connection and says so', async () => {
    let state = CONNECTED;
    const deletes: string[] = [];
    const mock = financeOpsApi(FINANCE_USER, () => state, {
      first: (url, init) => {
        if (url.pathname === '/api/QBOOAuthTokens' && init?.method === 'DELETE') {
          deletes.push(url.pathname);
          state = { ...DISCONNECTED, journal: CONNECTED.journal, lastSync: CONNECTED.lastSync };
          return {
            body: {
              message: 'Accounting disconnected: the local journal stays as it is.',
              connection: state,
            },
          };
        }
        return undefined;
      },
    });
    renderFinanceOps();
    const region = await screen.findByRole('region', { name: 'Accounting' });
    await userEvent.click(await within(region).findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect the local journal?' });
    expect(dialog).toHaveTextContent('The journal, its entries and past syncs stay as they are.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes).toHaveLength(0);

    await userEvent.click(within(region).getByRole('button', { name: 'Disconnect' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect' }),
    );
    expect(
      await screen.findByText('Accounting disconnected: the local journal stays as it is.'),
    ).toBeInTheDocument();
    expect(deletes).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(region).findByText('Not connected')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Disconnect' })).not.toBeInTheDocument();
    expect(mock.requests('/api/accounting').length).toBeGreaterThanOrEqual(2);
  });

  it("says to reconnect when the stored tokens do not open with the server's key", async () => {
    financeOpsApi(FINANCE_USER, () => ({ ...CONNECTED, status: 'reconnect' }));
    renderFinanceOps();
    const region = await screen.findByRole('region', { name: 'Accounting' });
    expect(await within(region).findByText('Reconnect needed')).toBeInTheDocument();
    expect(region).toHaveTextContent(
      "The stored tokens cannot be read with this server's key (was ACCOUNTING_TOKEN_KEY changed?). Choose Reconnect to connect the local journal again.",
    );
    expect(within(region).getByRole('button', { name: 'Reconnect' })).toBeEnabled();
    expect(within(region).getByRole('button', { name: /^Sync / })).toBeDisabled();
    expect(within(region).getByRole('button', { name: 'Disconnect' })).toBeEnabled();
  });

  it('tells a broker the page is for finance staff and super admins, and asks the API nothing', async () => {
    const mock = financeOpsApi(BROKER_USER, () => CONNECTED);
    renderFinanceOps();
    expect(await screen.findByText('Finance Ops is for finance staff and super admins.')).toBeInTheDocument();
    expect(mock.requests('/api/accounting')).toHaveLength(0);
  });
});
