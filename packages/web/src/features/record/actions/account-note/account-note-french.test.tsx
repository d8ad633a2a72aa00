import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Note } from '@bm/contracts';
import { flagsFromGroups, LOSS_REASONS } from '@bm/domain';
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

  it('offers the domain’s loss reasons and asks their prompts in French, and in English in en-CA', async () => {
    for (const [locale, names] of [
      ['fr-CA', { status: /^Statut de vente/, reason: /^Motif de perte/ }],
      ['en-CA', { status: /^Sales status/, reason: /^Loss reason/ }],
    ] as const) {
      setLocale(locale);
      const { unmount } = renderWithProviders(
        <AccountNoteDialog
          record={makeApplication(LEAD)}
          flags={flagsFromGroups(['Standard'])}
          onClose={() => {}}
        />,
      );
      const dialog = screen.getByRole('dialog');
      await userEvent.click(within(dialog).getByRole('combobox', { name: names.status }));
      await userEvent.click(await screen.findByRole('option', { name: 'Closed-Loss' }));
      await userEvent.click(within(dialog).getByRole('combobox', { name: names.reason }));
      const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
      const french = locale === 'fr-CA';
      expect(options).toEqual(french ? FRENCH_LOSS_REASONS : LOSS_REASONS.map((reason) => reason.label));
      await userEvent.click(
        screen.getByRole('option', { name: french ? 'Garanties insuffisantes' : 'Inadequate coverage' }),
      );
      expect(
        within(dialog).getByLabelText(french ? /^Garantie ou limite requise/ : /^Coverage \/ limit required/),
      ).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('combobox', { name: names.reason }));
      await userEvent.click(await screen.findByRole('option', { name: french ? 'Autre' : 'Other' }));
      expect(
        within(dialog).getByLabelText(
          french
            ? /^Pourquoi le compte n’a-t-il pas pu être lié\s\?/
            : /^Why could the account not be bound\?/,
        ),
      ).toBeInTheDocument();
      unmount();
    }
  });

  it('shows a note’s reason the list no longer has as it was saved', () => {
    setLocale('fr-CA');
    const note: Note = {
      id: '7c000000-0000-4000-8000-000000000002',
      status: 'Closed-Loss',
      comment: '',
      isInternal: false,
      lossReasonDetails: { reason: 'went-fishing' as 'other' },
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
      screen.getByText('Motif de perte\u00a0: went-fishing', { normalizer: (text) => text }),
    ).toBeInTheDocument();
  });
});

/** The French of the domain's loss reasons (packages/domain/src/i18n/fr/labels.ts), in the list's order. */
const FRENCH_LOSS_REASONS = [
  'Prix trop élevé',
  'Prix trop bas',
  'Garanties insuffisantes',
  'Assurance placée ailleurs',
  'Assuré par une autre police',
  'Non admissible à ce produit',
  'Le client n’a plus besoin d’assurance',
  'Le client ne répond plus',
  'Proposition en double',
  'Autre',
];
