import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Application } from '@bm/contracts';
import { availableActions, POLICY_MODAL_TYPES, type Group } from '@bm/domain';
import { modalComponent, registerModal } from '../../../components/modal-state/modal-registry.ts';
import type { ModalComponentProps } from '../../../components/modal-state/modal-types.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../test/render.tsx';
import { ACTION_LABELS } from '../lib/action-labels.ts';
import { applicationId, makeApplication } from '../../../test/crm-fixtures.ts';
// The record page's own registrations come first, as they do when the page loads.
import './policy-modals.ts';

const ID = applicationId(1);

const RECORDS = {
  bound: makeApplication({ status: 'bound' }),
  quoted: makeApplication({ status: 'quoted', salesStatus: 'Open', policyNumber: null, boundDate: null }),
} satisfies Record<string, Application>;

const ROLES: Record<string, Group[]> = {
  broker: ['Standard'],
  underwriter: ['Underwriter'],
  'super admin': ['SuperAdmin'],
};

/** Stands in for a modal not built yet: a dialog titled with its call to action. */
function PlaceholderModal({ type, callToAction, onClose }: ModalComponentProps) {
  return (
    <Dialog open onClose={onClose}>
      <DialogTitle>{callToAction}</DialogTitle>
      <DialogContent>{type}</DialogContent>
    </Dialog>
  );
}

let undo: Array<() => void> = [];

/** Registers the placeholder for every type that has no modal yet. */
function registerEveryModal() {
  act(() => {
    for (const type of POLICY_MODAL_TYPES) {
      if (!modalComponent(type)) undo.push(registerModal(type, PlaceholderModal));
    }
  });
}

afterEach(() => {
  act(() => undo.forEach((unregister) => unregister()));
  undo = [];
  vi.unstubAllGlobals();
});

function serve(record: Application) {
  return mockFetch(({ method, url }) => {
    if (method === 'GET' && url.pathname === `/api/applications/${ID}`) return { body: record };
    if (method === 'GET' && url.pathname === `/api/applications/${ID}/documents`) return { body: [] };
    if (method === 'GET' && url.pathname === `/api/applications/${ID}/transactions`) return { body: [] };
    if (method === 'POST' && url.pathname === '/api/analytics/events') return { body: { ok: true } };
    return undefined;
  });
}

/** The Actions menu's labels (none without a menu); the menu is closed again afterwards. */
async function menuLabels(): Promise<string[]> {
  await screen.findByRole('heading', { level: 1 });
  const button = screen.queryByRole('button', { name: 'Actions' });
  if (!button) return [];
  await userEvent.click(button);
  const labels = within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  return labels;
}

async function labelsFor(role: string, status: keyof typeof RECORDS) {
  serve(RECORDS[status]);
  const user = makeUser(ROLES[role] ?? []);
  const view = renderApp(`/crm/applications/${ID}`, { user });
  const labels = await menuLabels();
  view.unmount();
  return {
    labels,
    expected: availableActions(user.flags, RECORDS[status]).map((type) => ACTION_LABELS[type]),
  };
}

describe('the Actions menu', () => {
  it("lists exactly the actions of the user's role on the record", async () => {
    registerEveryModal();
    const seen: Record<string, string[]> = {};
    for (const role of Object.keys(ROLES)) {
      for (const status of ['bound', 'quoted'] as const) {
        const { labels, expected } = await labelsFor(role, status);
        expect(labels, `${role} on a ${status} record`).toEqual(expected);
        seen[`${role} ${status}`] = labels;
      }
    }
    // What tells the roles apart.
    expect(seen['broker quoted']).not.toContain('Manual bind');
    expect(seen['underwriter quoted']).toContain('Manual bind');
    expect(seen['super admin quoted']).toContain('Manual bind');
    expect(seen['underwriter bound']).not.toContain('Manual bind');
    expect(seen['broker bound']).toContain('Cancel policy');
    expect(seen['broker quoted']).not.toContain('Cancel policy');
    expect(seen['broker bound']).not.toContain('Endorse policy');
    expect(seen['underwriter bound']).toContain('Endorse policy');
    expect(seen['super admin bound']).toContain('Pay in full');
    // Pay in full is offered to everyone who acts on the record (docs/decisions/0029), as the broker journey needs.
    expect(seen['underwriter bound']).toContain('Pay in full');
  }, 60_000);

  it('lists only the actions whose modal is registered; registering one adds it', async () => {
    serve(RECORDS.quoted);
    const user = makeUser(['Underwriter']);
    renderApp(`/crm/applications/${ID}`, { user });
    const allowed = availableActions(user.flags, RECORDS.quoted);
    const registered = allowed.filter((type) => modalComponent(type));
    expect(registered).toContain('ManualBind');
    expect(await menuLabels()).toEqual(registered.map((type) => ACTION_LABELS[type]));

    const missing = allowed.find((type) => !modalComponent(type));
    if (!missing) return;
    act(() => {
      undo.push(registerModal(missing, PlaceholderModal));
    });
    expect(await menuLabels()).toContain(ACTION_LABELS[missing]);
  });

  it('opens the chosen modal, records the event with its type and call to action, and closes', async () => {
    const api = serve(RECORDS.quoted);
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Underwriter']) });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Manual bind' }));

    const dialog = screen.getByRole('dialog', { name: 'Manual bind' });
    await waitFor(() => expect(api.to('POST', '/api/analytics/events')).toHaveLength(1));
    expect(api.to('POST', '/api/analytics/events')[0]?.body).toEqual({
      name: 'modal_open',
      properties: { modalType: 'ManualBind', callToAction: 'Manual bind', applicationId: ID },
    });
    await userEvent.type(within(dialog).getByLabelText(/^Account notes/), 'Half written');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Closed means reset: choosing it again opens a fresh modal and records a second event.
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Manual bind' }));
    expect(within(screen.getByRole('dialog')).getByLabelText(/^Account notes/)).toHaveValue('');
    await waitFor(() => expect(api.to('POST', '/api/analytics/events')).toHaveLength(2));
  });

  it('shows one modal at a time and closes it when leaving the record', async () => {
    act(() => {
      undo.push(registerModal('CancelPolicy', PlaceholderModal));
    });
    serve(RECORDS.bound);
    const { router } = renderApp(`/crm/applications/${ID}`, { user: makeUser(['SuperAdmin']) });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Cancel policy' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Cancel policy' })).toHaveTextContent('CancelPolicy');

    await act(() => router.navigate('/crm'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
