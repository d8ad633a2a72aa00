import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockReply } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { useModal } from './modal-context.ts';
import { ModalHost } from './modal-host.tsx';
import { registerModal } from './modal-registry.ts';
import type { ModalComponentProps } from './modal-types.ts';

const APPLICATION_ID = '5e3d9a10-0000-4000-8000-000000000001';

/** A registered modal: a dialog named by its type, with a draft field and a way to open another. */
function TestModal({ type, callToAction, onClose }: ModalComponentProps) {
  const { openModal } = useModal();
  const [draft, setDraft] = useState('');
  return (
    <Dialog open onClose={onClose}>
      <DialogTitle>{type}</DialogTitle>
      <DialogContent>
        <p>Opened from {callToAction}</p>
        <TextField label="Draft" value={draft} onChange={(event) => setDraft(event.target.value)} />
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() =>
            openModal('CancellationRecord', { callToAction: 'View record', applicationId: APPLICATION_ID })
          }
        >
          View cancellation record
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** What a page does: shows the shared state and opens a modal from a call to action. */
function Page() {
  const { type, props, openModal } = useModal();
  return (
    <>
      <p>Open modal: {type ?? 'none'}</p>
      <p>Call to action: {props?.callToAction ?? 'none'}</p>
      <Button
        onClick={() =>
          openModal('AddAccountNote', { callToAction: 'Add note', applicationId: APPLICATION_ID })
        }
      >
        Add note
      </Button>
      <Button
        onClick={() => openModal('Decline', { callToAction: 'Decline', applicationId: APPLICATION_ID })}
      >
        Decline
      </Button>
    </>
  );
}

function renderPage() {
  return renderWithProviders(
    <>
      <Page />
      <ModalHost />
    </>,
    { user: null },
  );
}

function serve(analytics: MockReply = { body: { ok: true } }) {
  return mockFetch(({ method, url }) =>
    method === 'POST' && url.pathname === '/api/analytics/events' ? analytics : undefined,
  );
}

let unregister: Array<() => void> = [];

beforeEach(() => {
  unregister = [registerModal('AddAccountNote', TestModal), registerModal('CancellationRecord', TestModal)];
});

afterEach(() => {
  unregister.forEach((undo) => undo());
  vi.unstubAllGlobals();
});

describe('shared modal state', () => {
  it('opens the registered modal for a type and records the open event', async () => {
    const api = serve();
    renderPage();
    expect(screen.getByText('Open modal: none')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    const dialog = screen.getByRole('dialog', { name: 'AddAccountNote' });
    expect(within(dialog).getByText('Opened from Add note')).toBeInTheDocument();
    expect(screen.getByText('Open modal: AddAccountNote')).toBeInTheDocument();
    await waitFor(() => expect(api.to('POST', '/api/analytics/events')).toHaveLength(1));
    expect(api.to('POST', '/api/analytics/events')[0]?.body).toEqual({
      name: 'modal_open',
      properties: { modalType: 'AddAccountNote', callToAction: 'Add note', applicationId: APPLICATION_ID },
    });
  });

  it('shows one modal at a time: opening another replaces the open one', async () => {
    const api = serve();
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await userEvent.click(screen.getByRole('button', { name: 'View cancellation record' }));

    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    expect(screen.getByRole('dialog', { name: 'CancellationRecord' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'AddAccountNote' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.to('POST', '/api/analytics/events')).toHaveLength(2));
    expect(api.to('POST', '/api/analytics/events').map((r) => r.body)).toEqual([
      expect.objectContaining({ properties: expect.objectContaining({ modalType: 'AddAccountNote' }) }),
      {
        name: 'modal_open',
        properties: {
          modalType: 'CancellationRecord',
          callToAction: 'View record',
          applicationId: APPLICATION_ID,
        },
      },
    ]);
  });

  it('closing resets the state, and a reopened modal starts afresh', async () => {
    serve();
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    const dialog = screen.getByRole('dialog', { name: 'AddAccountNote' });
    await userEvent.type(within(dialog).getByLabelText('Draft'), 'half-written');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Open modal: none')).toBeInTheDocument();
    expect(screen.getByText('Call to action: none')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(within(screen.getByRole('dialog')).getByLabelText('Draft')).toHaveValue('');
  });

  it('opens the modal even when the analytics event fails', async () => {
    const api = serve({ status: 500, body: { message: 'Analytics is down' } });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByRole('dialog', { name: 'AddAccountNote' })).toBeInTheDocument();
    await waitFor(() => expect(api.to('POST', '/api/analytics/events')).toHaveLength(1));
    expect(screen.getByRole('dialog', { name: 'AddAccountNote' })).toBeInTheDocument();
  });

  it('shows nothing for a type with no registered component, and shows it once registered', async () => {
    serve();
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.getByText('Open modal: Decline')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => {
      unregister.push(registerModal('Decline', TestModal));
    });
    expect(await screen.findByRole('dialog', { name: 'Decline' })).toBeInTheDocument();
  });
});
