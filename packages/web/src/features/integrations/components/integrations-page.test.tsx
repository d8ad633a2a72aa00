import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKey, WebhookDelivery, WebhookEndpoint } from '@bm/contracts';
import { WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENT_TYPES } from '@bm/domain';
import { axeViolations } from '../../../test/axe.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { makeUser } from '../../../test/render.tsx';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { IntegrationsPage } from './integrations-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MAPLE = { id: '00000000-0000-4000-8000-000000000002', name: 'Maple Leaf Brokers', code: 'MAPLE' };
const ADMIN = makeUser(['Admin', 'Standard'], { brokerage: MAPLE } as never);
const ENDPOINT: WebhookEndpoint = {
  id: '00000000-0000-4000-8000-0000000000e1',
  brokerageId: MAPLE.id,
  brokerageName: MAPLE.name,
  url: 'https://hooks.example.com/apollo',
  description: 'Our BMS',
  eventTypes: ['policy.bound'],
  enabled: true,
  disabledReason: null,
  disabledAt: null,
  failingSince: null,
  previousSecretExpiresAt: null,
  createdAt: '2026-11-26T17:00:00.000Z',
  recent: { succeeded: 3, failed: 1, pending: 0 },
};
const DELIVERY: WebhookDelivery = {
  id: '00000000-0000-4000-8000-0000000000d1',
  eventId: 'evt_1',
  eventType: 'policy.bound',
  policyNumber: 'TEN-2026-1000001',
  applicationId: null,
  status: 'succeeded',
  attempts: 1,
  nextAttemptAt: null,
  createdAt: '2026-11-26T17:05:00.000Z',
  completedAt: '2026-11-26T17:05:01.000Z',
  replayOf: null,
  payload: { id: 'evt_1', type: 'policy.bound' },
  attemptLog: [
    {
      attempt: 1,
      url: ENDPOINT.url,
      requestHeaders: { 'webhook-id': 'evt_1' },
      responseStatus: 200,
      responseBody: 'ok',
      error: null,
      durationMs: 42,
      startedAt: '2026-11-26T17:05:00.000Z',
    },
  ],
};
const KEY: ApiKey = {
  id: '00000000-0000-4000-8000-0000000000k1'.replace('k', 'a'),
  brokerageId: MAPLE.id,
  brokerageName: MAPLE.name,
  name: 'Data warehouse',
  prefix: 'bmk_Ab12',
  scopes: ['policies:read'],
  createdAt: '2026-11-26T17:00:00.000Z',
  createdBy: null,
  lastUsedAt: null,
  revokedAt: null,
};

function integrationsApi(user = ADMIN, initial: WebhookEndpoint[] = []) {
  let endpoints: WebhookEndpoint[] = initial;
  let keys: ApiKey[] = [KEY];
  const sent: { path: string; method: string; body: unknown }[] = [];
  mockApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (method !== 'GET')
      sent.push({ path: url.pathname, method, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (url.pathname === '/api/auth/me') return { body: { user } };
    if (url.pathname === '/api/webhooks/event-types')
      return {
        body: WEBHOOK_EVENT_TYPES.map((type) => ({
          type,
          version: 1,
          description: WEBHOOK_EVENT_DESCRIPTIONS[type],
        })),
      };
    if (url.pathname === '/api/webhooks/endpoints' && method === 'POST') {
      endpoints = [ENDPOINT];
      return { body: { endpoint: ENDPOINT, secret: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0' } };
    }
    if (url.pathname === '/api/webhooks/endpoints') return { body: endpoints };
    if (url.pathname.endsWith('/rotate-secret'))
      return {
        body: {
          endpoint: { ...ENDPOINT, previousSecretExpiresAt: '2026-11-27T17:00:00.000Z' },
          secret: 'whsec_bmV3',
        },
      };
    if (url.pathname.endsWith('/deliveries')) return { body: { deliveries: [DELIVERY], nextCursor: null } };
    if (url.pathname.endsWith('/replay')) return { body: { queued: 1 } };
    if (url.pathname === '/api/api-keys' && method === 'POST')
      return {
        body: {
          apiKey: { ...KEY, id: KEY.id.replace('a1', 'a2'), name: 'BMS' },
          key: 'bmk_full-key-shown-once',
        },
      };
    if (url.pathname === '/api/api-keys') return { body: keys };
    if (url.pathname.startsWith('/api/api-keys/') && method === 'DELETE') {
      keys = [{ ...KEY, revokedAt: '2026-11-27T18:00:00.000Z' }];
      return { body: { ok: true } };
    }
    return undefined;
  });
  return { sent };
}

const open = () => renderRoutes([{ path: '/integrations', element: <IntegrationsPage /> }], '/integrations');

describe('IntegrationsPage', () => {
  it('is only for agency admins and super admins', async () => {
    integrationsApi(makeUser(['Standard']));
    open();
    expect(
      await screen.findByText(/Integrations is available to agency admins and super admins/),
    ).toBeInTheDocument();
  });

  it('adds an endpoint with chosen event types and shows its secret once, then lists it with its health', async () => {
    const { sent } = integrationsApi();
    const { container } = open();
    expect(await screen.findByText('No webhook endpoint yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    await userEvent.type(within(dialog).getByLabelText(/Endpoint URL/), ENDPOINT.url);
    await userEvent.type(within(dialog).getByLabelText('Description (optional)'), 'Our BMS');
    await userEvent.click(
      await within(dialog).findByRole('checkbox', {
        name: 'A policy was bound (new business) (policy.bound)',
      }),
    );
    expect(await axeViolations(dialog)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const secret = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(secret).getByText('whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0')).toBeInTheDocument();
    expect(within(secret).getByText(/it is shown this once/)).toBeInTheDocument();
    expect(sent).toContainEqual({
      path: '/api/webhooks/endpoints',
      method: 'POST',
      body: { url: ENDPOINT.url, description: 'Our BMS', eventTypes: ['policy.bound'] },
    });
    await userEvent.click(within(secret).getByRole('button', { name: 'Close' }));
    const card = await screen.findByRole('article', { name: ENDPOINT.url });
    expect(within(card).getByText('Last 24 h: 3 delivered, 1 failed, 0 pending')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  }, 60_000);

  it('rotates a secret after asking, shows the log with each attempt, replays an event, and revokes a key', async () => {
    const { sent } = integrationsApi(ADMIN, [ENDPOINT]);
    open();
    const card = await screen.findByRole('article', { name: ENDPOINT.url });
    await userEvent.click(within(card).getByRole('button', { name: 'Rotate secret' }));
    const confirm = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
    const secret = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(secret).getByText('whsec_bmV3')).toBeInTheDocument();
    await userEvent.click(within(secret).getByRole('button', { name: 'Close' }));

    await userEvent.click(await within(card).findByRole('button', { name: 'Deliveries' }));
    const log = await screen.findByRole('region', { name: `Deliveries to ${ENDPOINT.url}` });
    expect(
      await within(log).findByText(/policy\.bound · 2026-11-26 09:05 · Delivered · TEN-2026-1000001/),
    ).toBeInTheDocument();
    expect(within(log).getByText('Attempt 1 · 2026-11-26 09:05 · 200 · 42 ms')).toBeInTheDocument();
    await userEvent.click(within(log).getByRole('button', { name: 'Replay' }));
    expect(await within(log).findByText('1 delivery queued.')).toBeInTheDocument();
    expect(sent).toContainEqual({
      path: `/api/webhooks/endpoints/${ENDPOINT.id}/replay`,
      method: 'POST',
      body: { eventId: 'evt_1' },
    });

    const key = await screen.findByRole('article', { name: 'Data warehouse' });
    await userEvent.click(await within(key).findByRole('button', { name: 'Revoke' }));
    const revoke = await screen.findByRole('dialog', { name: 'Revoke Data warehouse?' });
    await userEvent.click(within(revoke).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Revoked 2026-11-27 10:00')).toBeInTheDocument();
  });

  it('creates an API key with its scopes and shows it once with a warning', async () => {
    const { sent } = integrationsApi();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Enter a name.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'BMS');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Read policies (policies:read)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const shown = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(within(shown).getByText('bmk_full-key-shown-once')).toBeInTheDocument();
    expect(within(shown).getByText(/shown this once and cannot be seen again/)).toBeInTheDocument();
    expect(sent).toContainEqual({
      path: '/api/api-keys',
      method: 'POST',
      body: { name: 'BMS', scopes: ['policies:read'] },
    });
  });
});
