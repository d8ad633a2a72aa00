import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REINSTATEMENT_REASONS } from '@bm/domain';
import { setLocale } from '../../../../i18n/locale-store.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { OpenLapsedPolicyModal } from './open-lapsed-policy-modal.tsx';
import { ID, makeReinstatementFigures, renderReinstateModal } from './test/fixtures.tsx';

afterEach(() => {
  setLocale('en-CA');
  vi.unstubAllGlobals();
});

const FIGURES = makeReinstatementFigures({ amountDue: 100_000, balanceVoided: 0 });

/** Decision 0079: the reinstatement and open-lapsed-policy dialogs in French. */
describe('the reinstatement in French', () => {
  it('shows the figures in French, amounts as 1 012,34 $, and reinstates with « Remettre en vigueur »', async () => {
    setLocale('fr-CA');
    renderReinstateModal(FIGURES);
    const dialog = await screen.findByRole('dialog', { name: 'Remettre la police en vigueur' });
    const table = await within(dialog).findByRole('table', { name: 'Montants de la remise en vigueur' });
    expect(
      within(table).getByRole('row', { name: 'Versement 5 dû le 2026-02-01 1\u00a0000,00\u00a0$' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('reinstatement-total').textContent).toBe('1\u00a0012,34\u00a0$');
    expect(
      within(dialog).getByRole('combobox', { name: /^Motif de la remise en vigueur/ }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Précisions/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remettre en vigueur' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });

  it('opens a lapsed policy in French', () => {
    setLocale('fr-CA');
    renderWithProviders(
      <OpenLapsedPolicyModal
        type="OpenLapsedPolicyModal"
        callToAction="Test"
        applicationId={ID}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Rouvrir une police échue' });
    expect(within(dialog).getByLabelText(/^Commentaire/)).toBeInTheDocument();
    expect(within(dialog).getByText('Pièces justificatives (PDF)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Rouvrir la police' })).toBeInTheDocument();
  });

  it('offers the spec’s reinstatement reasons in the domain’s French, and in English in en-CA', async () => {
    for (const locale of ['fr-CA', 'en-CA'] as const) {
      setLocale(locale);
      const { unmount } = renderReinstateModal(FIGURES);
      const dialog = await screen.findByRole('dialog');
      const name = locale === 'fr-CA' ? /^Motif de la remise en vigueur/ : /^Reinstatement reason/;
      await userEvent.click(within(dialog).getByRole('combobox', { name }));
      const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
      expect(options).toEqual(
        locale === 'fr-CA'
          ? ['Erreur de traitement', 'Approbation de l’assureur ou du directeur de produit']
          : [...REINSTATEMENT_REASONS],
      );
      unmount();
      vi.unstubAllGlobals();
    }
  });
});
