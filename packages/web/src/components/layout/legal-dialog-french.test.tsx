import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '@bm/domain';
import { setLocale } from '../../i18n/locale-store.ts';
import { LegalDialog } from './legal-dialog.tsx';

afterEach(() => setLocale('en-CA'));

/** Decision 0079: the Terms and the Privacy Policy read in full in French. */
describe('the legal texts in French', () => {
  it('shows the Conditions d’utilisation with the short-rate example in French', () => {
    setLocale('fr-CA');
    render(<LegalDialog document="terms" onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Conditions d’utilisation' });
    const heading = within(dialog).getByRole('heading', { name: 'Prime entièrement acquise' });
    const text = heading.closest('section')?.textContent ?? '';
    expect(text).toContain('prime minimale égale à 100\u00a0% de la prime totale de la police');
    // The cancellation methods by the names the cancellation dialog gives them (docs/i18n-glossary.md).
    expect(text).toContain('prime minimale conservée (PMC)');
    expect(text).toContain('Une résiliation depuis l’origine, à la date d’effet de la police, rembourse');
    expect(text).not.toMatch(/à moins d’y avoir renoncé|rétroactive/);
    expect(text).toContain('par exemple 39\u00a0% de la prime annuelle après 100\u00a0jours en vigueur');
    expect(within(dialog).getByText(/^Dernière mise à jour/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Fully earned premium|minimum premium/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('shows the Politique de confidentialité with where to write', () => {
    setLocale('fr-CA');
    render(<LegalDialog document="privacy" onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Politique de confidentialité' });
    const heading = within(dialog).getByRole('heading', { name: 'Nous joindre' });
    expect(heading.closest('section')).toHaveTextContent(
      `Écrivez à notre responsable de la protection des renseignements personnels à ${SUPPORT_EMAIL}`,
    );
    const access = within(dialog).getByRole('heading', { name: 'Accès et rectification' });
    expect(access.closest('section')?.textContent).toContain(
      'à être informé de la façon dont ils ont été utilisés',
    );
  });
});
