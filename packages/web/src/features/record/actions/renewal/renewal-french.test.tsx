import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SHOWN_MESSAGE_PAIRS } from '@bm/contracts';
import { DECLINE_REASONS, STOP_REASONS } from '@bm/domain';
import { setLocale } from '../../../../i18n/locale-store.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { makeApplication } from '../../../../test/crm-fixtures.ts';
import { DeclineDialog } from './decline-modal.tsx';
import { StopActionDialog } from './stop-action-modal.tsx';

afterEach(() => setLocale('en-CA'));

const POLICY = makeApplication({ status: 'bound', policyNumber: 'TEN-2025-1000001' });

/** Decision 0079: the renewal's dialogs in French. */
describe('the renewal dialogs in French', () => {
  it('declines a renewal in French', () => {
    setLocale('fr-CA');
    renderWithProviders(<DeclineDialog record={POLICY} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Refuser le renouvellement' });
    expect(
      within(dialog).getByText(
        'La proposition de renouvellement est fermée comme perdue et la police ne sera pas renouvelée.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Refuser le renouvellement' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });

  it('stops a renewal in French and says what is missing in French', async () => {
    setLocale('fr-CA');
    renderWithProviders(<StopActionDialog record={POLICY} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Arrêter le renouvellement ou la liaison' });
    expect(within(dialog).getByText(/^Arrêter le renouvellement\s: la police/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Description du motif/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Arrêter le renouvellement' }));
    expect(within(dialog).getByText('Les champs obligatoires doivent être remplis')).toBeInTheDocument();
  });

  it('offers the decline reasons in the domain’s French, and in its English in en-CA', async () => {
    for (const locale of ['fr-CA', 'en-CA'] as const) {
      setLocale(locale);
      const { unmount } = renderWithProviders(<DeclineDialog record={POLICY} onClose={() => {}} />);
      const name = locale === 'fr-CA' ? /^Motif du refus/ : /^Decline reason/;
      await userEvent.click(screen.getByRole('combobox', { name }));
      const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
      expect(options).toEqual(
        locale === 'fr-CA'
          ? DECLINE_REASONS.map((reason) => FRENCH[reason.label] ?? reason.label)
          : DECLINE_REASONS.map((reason) => reason.label),
      );
      if (locale === 'fr-CA') expect(options).toContain('Locataire sans assurance');
      unmount();
    }
  });

  it('offers the stop reasons and initiators in French', async () => {
    setLocale('fr-CA');
    renderWithProviders(<StopActionDialog record={POLICY} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Arrêter le renouvellement ou la liaison' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Motif/ }));
    const reasons = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(reasons).toEqual(STOP_REASONS.map((reason) => FRENCH[reason.label]));
    expect(reasons).toContain('Modification importante du risque');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^À l’initiative de/ }));
    expect(await screen.findByRole('option', { name: 'Assureur' })).toBeInTheDocument();
  });
});

/** The domain's French of the reasons (packages/domain/src/i18n/fr/labels.ts), as the screen should show it. */
const FRENCH: Record<string, string> = Object.fromEntries(
  SHOWN_MESSAGE_PAIRS.map((pair) => [pair.en, pair.fr]),
);
