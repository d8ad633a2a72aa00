import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Note } from '@bm/contracts';
import { flagsFromGroups, LOSS_REASONS } from '@bm/domain';
import { noteMessages } from './messages.ts';
import { setLocale } from '../../../../i18n/locale-store.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { makeApplication } from '../../../../test/crm-fixtures.ts';
import { AccountNoteDialog } from './account-note-dialog.tsx';
import { NoteEntry } from './note-entry.tsx';

afterEach(() => setLocale('en-CA'));

const LEAD = { status: 'quoted', salesStatus: 'Open', policyNumber: null, boundDate: null } as const;

/** Decision 0079: the account note dialog and a note in French. */
describe('account notes in French', () => {
  it('asks Closed-Loss for its reason and target premium in French', async () => {
    setLocale('fr-CA');
    renderWithProviders(
      <AccountNoteDialog
        record={makeApplication(LEAD)}
        flags={flagsFromGroups(['Standard'])}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Ajouter une note au compte' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Statut de vente/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Closed-Loss' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Motif de perte/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Prix trop élevé' }));
    expect(within(dialog).getByLabelText(/^Prime visée/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Commentaire/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Enregistrer la note' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });

  it('shows a lost lead’s note with its target premium as 1 450,50 $', () => {
    setLocale('fr-CA');
    const note: Note = {
      id: '7c000000-0000-4000-8000-000000000001',
      status: 'Closed-Loss',
      comment: '',
      isInternal: true,
      lossReasonDetails: { reason: 'price-too-high', targetPremium: 145_050 },
      uploadedFiles: [],
      author: null,
      createdAt: '2026-01-15T18:00:00.000Z',
    };
    renderWithProviders(
      <ul>
        <NoteEntry note={note} downloading={null} onDownload={() => {}} />
      </ul>,
    );
    expect(
      screen.getByText('Motif de perte\u00a0: Prix trop élevé · Prime visée\u00a0: 1\u00a0450,50\u00a0$', {
        normalizer: (text) => text,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Système')).toBeInTheDocument();
    expect(screen.getByText('Interne')).toBeInTheDocument();
  });

  it('has a French label for every loss reason and prompt, in the domain’s English', () => {
    for (const reason of LOSS_REASONS) expect(noteMessages[reason.value].en).toBe(reason.label);
    const prompts = LOSS_REASONS.flatMap((reason) => ('prompt' in reason ? [reason.prompt.label] : []));
    expect([...new Set(prompts)].sort()).toEqual(
      [noteMessages.targetPremium.en, noteMessages.coverageRequired.en, noteMessages.whyNotBound.en].sort(),
    );
  });
});
