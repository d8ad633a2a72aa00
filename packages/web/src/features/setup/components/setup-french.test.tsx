import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '../../../i18n/locale-store.ts';
import { makeUser } from '../../../test/render.tsx';
import { NORTHSTAR, PRODUCTS, renderSetup, setupApi } from '../test/render-setup.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLocale('en-CA');
});

function render() {
  setupApi(
    makeUser(['LaunchpadSetup'], { language: 'fr-CA' }),
    [{ ...NORTHSTAR, brokers: 2 }],
    PRODUCTS.slice(0, 1),
  );
  setLocale('fr-CA');
  renderSetup();
}

/** Decision 0079: Setup Partnership in French. */
describe('Setup Partnership in French', () => {
  it('shows the new partner form in French and says what is wrong in French', async () => {
    render();
    await screen.findByRole('article', { name: 'Northstar Brokers' });
    expect(screen.getByRole('heading', { name: 'Configurer un partenariat' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Nouveau cabinet de courtage partenaire' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Nom du cabinet')).toBeInTheDocument();
    expect(screen.getByText('Son adresse : {subdomain}.apollocover.example')).toBeInTheDocument();
    // Rates in French: "5 %" with a no-break space.
    expect(screen.getByText(/commission de courtier de 5\s%\sà 20\s%/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Province' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Québec' }));
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveTextContent('Québec');
    await userEvent.type(screen.getByLabelText('Inviter des courtiers (facultatif)'), 'pas-une-adresse');
    await userEvent.click(screen.getByRole('button', { name: 'Configurer le cabinet' }));
    expect(screen.getByText('Saisissez le nom du cabinet de courtage.')).toBeInTheDocument();
    expect(screen.getByText('Adresse courriel non valide : pas-une-adresse')).toBeInTheDocument();
    expect(screen.queryByText(/Enter the brokerage name/)).not.toBeInTheDocument();
  });

  it('lists the partners in French', async () => {
    render();
    const card = await screen.findByRole('article', { name: 'Northstar Brokers' });
    expect(screen.getByRole('heading', { name: 'Cabinets de courtage partenaires' })).toBeInTheDocument();
    expect(within(card).getByText(/configuré le 2026-11-26 · 2 courtiers/)).toBeInTheDocument();
    expect(
      within(card).getByText(
        /Vend Assurance des locataires · taux de commission Assurance des locataires 12,5\s%/,
      ),
    ).toBeInTheDocument();
    expect(within(card).queryByText(/Tenants Insurance/)).not.toBeInTheDocument();
    expect(
      within(card).getByText('nadia@example.net : invité le 2026-11-26, pas encore inscrit'),
    ).toBeInTheDocument();
    await userEvent.click(
      within(card).getByRole('button', { name: 'Modifier les conditions de Northstar Brokers' }),
    );
    const form = within(card).getByRole('form', { name: 'Conditions de Northstar Brokers' });
    expect(within(form).getByRole('button', { name: 'Enregistrer les conditions' })).toBeInTheDocument();
    expect(await within(form).findByLabelText('Commission Assurance des locataires (%)')).toHaveValue('12.5');
  });
});
