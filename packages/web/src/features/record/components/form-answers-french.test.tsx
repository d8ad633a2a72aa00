import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { PRODUCT_DEFINITIONS, type Form } from '@bm/domain';
import { setLocale } from '../../../i18n/locale-store.ts';
import { applicationId } from '../../../test/crm-fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { FormAnswersCard } from './form-answers-card.tsx';

afterEach(() => {
  setLocale('en-CA');
  vi.unstubAllGlobals();
});

const ID = applicationId(1);

function showAnswers(productId: string, form: Form) {
  mockApi(async (url) =>
    url.pathname === `/api/applications/${ID}/definition`
      ? {
          body: {
            versionId: '0f000000-0000-4000-8000-000000000001',
            definition: PRODUCT_DEFINITIONS[productId],
          },
        }
      : undefined,
  );
  renderWithProviders(<FormAnswersCard applicationId={ID} form={form} />);
}

/** The answer shown beside a heading of the card. */
const answer = async (heading: string | RegExp) =>
  (await screen.findByText(heading, { selector: 'dt' })).nextElementSibling?.textContent;

/** Issue 27: the record's form answers under the definition's French headings, valued in French. */
describe("the record's form answers in French", () => {
  it('shows the tenants answers under French headings, options, Oui / Non in French', async () => {
    setLocale('fr-CA');
    showAnswers('tenants', {
      'insured-name': 'Alex Renter',
      'dwelling-type': 'apartment',
      'working-smoke-alarm': 'yes',
      'cover-level': 'basic',
      'contents-limit': '30000',
      'prior-flood-loss': false,
      roommates: [{ 'roommate-name': 'Sam Lee', 'roommate-birthyear': '1996' }],
    });
    expect(screen.getByRole('heading', { name: 'Réponses au questionnaire' })).toBeInTheDocument();
    expect(await answer('Nom complet de l’assuré')).toBe('Alex Renter');
    expect(await answer('Type d’habitation')).toBe('Appartement ou unité de condo');
    expect(await answer(/^Y a-t-il un avertisseur de fumée fonctionnel dans le logement/)).toBe('Oui');
    expect(await answer('Niveau de garantie')).toBe('De base');
    // A dollar option ('$30,000') in the French number format.
    expect(await answer('Limite des biens')).toBe('30\u00a0000\u00a0$');
    expect(
      await answer(
        'Le logement a subi une inondation, un refoulement d’égout ou un dégât d’eau au cours des 10 dernières années',
      ),
    ).toBe('Non');
    expect(await answer('Colocataires à assurer')).toBe(
      'Nom du colocataire\u00a0: Sam Lee, Année de naissance du colocataire\u00a0: 1996',
    );
    expect(screen.queryByText('Type of dwelling')).not.toBeInTheDocument();
  });

  it('names the Premium cover level « Supérieure », not the money word « Prime »', async () => {
    setLocale('fr-CA');
    showAnswers('tenants', { 'cover-level': 'premium', 'contents-limit': '50000' });
    expect(await answer('Niveau de garantie')).toBe('Supérieure');
    setLocale('en-CA');
    expect(await answer('Cover level')).toBe('Premium');
  });

  it('names a province answer in French, stored as its code or its English name', async () => {
    setLocale('fr-CA');
    showAnswers('life-agents', { 'licence-province': 'BC' });
    expect(await answer('Province du permis d’assurance vie')).toBe('Colombie-Britannique');
    cleanup();
    showAnswers('life-agents', { 'licence-province': 'Quebec' });
    expect(await answer('Province du permis d’assurance vie')).toBe('Québec');
  });

  it('shows money answers as 1 234,56 $', async () => {
    setLocale('fr-CA');
    showAnswers('builders-risk', { 'project-value': 450000 });
    expect(await answer('Valeur du projet à l’achèvement')).toBe('450\u00a0000,00\u00a0$');
  });
});
