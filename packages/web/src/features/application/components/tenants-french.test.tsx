import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productDefinition, type ProductDefinition } from '@bm/domain';
import { setLocale } from '../../../i18n/locale-store.ts';
import { makeUser, renderApp } from '../../../test/render.tsx';
import { APPLICATION_URL } from '../test/render-application.tsx';
import { mockApplicationApi } from '../test/mock-api.ts';
import { COMPLETE_FORM } from '../test/fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en-CA');
});

const FRENCH_BROKER = makeUser(['Standard'], { language: 'fr-CA' });
const TENANTS = productDefinition('tenants') as ProductDefinition;

/** Issue 27: the product definition's own texts (pages, questions, options) in French. */
describe('the tenants application in French', () => {
  it('names the product, the pages and the first questions in French', async () => {
    mockApplicationApi({ definition: TENANTS, application: { form: {}, currentPage: 0 } });
    renderApp(APPLICATION_URL, { user: FRENCH_BROKER });
    expect(await screen.findByRole('heading', { level: 2, name: 'Proposant' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Assurance des locataires' })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Étapes de la proposition' });
    expect(within(steps).getByText('Le logement loué')).toBeInTheDocument();
    expect(within(steps).getByText('Colocataires')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nom complet de l’assuré/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Courriel/ })).toHaveAttribute(
      'placeholder',
      'nom@exemple.ca',
    );
    expect(screen.getByText('La garantie commence à 0 h 01 à cette date.')).toBeInTheDocument();
    expect(screen.queryByText('Applicant')).not.toBeInTheDocument();
  });

  it('shows the options in French and keeps their English values', async () => {
    const form = { 'dwelling-type': 'apartment', 'working-smoke-alarm': 'yes' };
    mockApplicationApi({ definition: TENANTS, application: { form, currentPage: 1 } });
    renderApp(APPLICATION_URL, { user: FRENCH_BROKER });
    expect(await screen.findByRole('heading', { level: 2, name: 'Le logement loué' })).toBeInTheDocument();
    // The stored answer is the option's value ('apartment'); the field shows its French label.
    expect(screen.getByRole('combobox', { name: /^Type d’habitation/ })).toHaveValue(
      'Appartement ou unité de condo',
    );
    expect(screen.getByRole('textbox', { name: /^Étage du logement/ })).toHaveAttribute(
      'placeholder',
      'p. ex. 3',
    );
    const alarm = screen.getByRole('radiogroup', {
      name: /^Y a-t-il un avertisseur de fumée fonctionnel dans le logement\u00a0\?/,
    });
    const yes = within(alarm).getByRole('radio', { name: 'Oui' });
    expect(yes).toBeChecked();
    expect(yes).toHaveAttribute('value', 'yes');
    expect(
      screen.getByText('Borne d’incendie à moins de 300 m et caserne à moins de 8 km'),
    ).toBeInTheDocument();
  });

  it('names the Premium cover level « Supérieure » (the money word « Prime » elsewhere)', async () => {
    const form = { 'business-address-province': 'ON', 'contents-limit': '50000', 'cover-level': 'premium' };
    mockApplicationApi({ definition: TENANTS, application: { form, currentPage: 3 } });
    renderApp(APPLICATION_URL, { user: FRENCH_BROKER });
    expect(await screen.findByRole('combobox', { name: /^Niveau de garantie/ })).toHaveValue('Supérieure');
  });

  it("gives the product's eligibility reasons in French on the referred panel", async () => {
    const reason = 'A business run from the rental is referred to an underwriter.';
    mockApplicationApi({
      application: { form: COMPLETE_FORM, currentPage: 3 },
      saveEligibility: { status: 'referred', reasons: [reason] },
    });
    renderApp(APPLICATION_URL, { user: FRENCH_BROKER });
    await userEvent.click(await screen.findByRole('button', { name: 'Suivant' }));
    const panel = await screen.findByRole('region', { name: 'Soumis à un souscripteur' });
    expect(panel).toHaveTextContent(
      'Une entreprise exploitée dans le logement est soumise à un souscripteur.',
    );
    expect(panel).not.toHaveTextContent(reason);
  });

  it('names the provinces of the address in French', async () => {
    const form = { 'business-address-province': 'QC' };
    mockApplicationApi({ definition: TENANTS, application: { form, currentPage: 1 } });
    renderApp(APPLICATION_URL, { user: FRENCH_BROKER });
    expect(await screen.findByRole('combobox', { name: /^Province/ })).toHaveTextContent('Québec (QC)');
  });
});
