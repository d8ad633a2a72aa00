import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { findQuestions, PRODUCT_DEFINITIONS, type Question } from '@bm/domain';
import { setLocale } from '../../../../i18n/locale-store.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { emptyDraft } from './endorsement-draft.ts';
import { EndorsementPreview } from './endorsement-preview.tsx';
import { GroupEditor } from './group-editor.tsx';
import { QuestionInput } from './question-input.tsx';
import { ReasonFields } from './reason-fields.tsx';
import { PaymentFailedDialog } from './save-dialogs.tsx';
import { policyRecord, priceFor } from './test/fixtures.ts';

afterEach(() => setLocale('en-CA'));

/** Decision 0079: the endorsement dialog's words in French. */
describe('the endorsement in French', () => {
  const record = policyRecord('tenants', 'annual');
  const price = (contents: string) =>
    priceFor(record, {
      reason: 'Increase Limit/Add Coverage',
      reasonText: 'The insured bought new furniture',
      effectiveDate: record.policyEffectiveDate!.slice(0, 10),
      changes: [{ field: 'contents-limit', newValue: contents }],
    }).response;

  it('names the new quote, what is charged now and its totals in French', () => {
    setLocale('fr-CA');
    const preview = price('50000');
    renderWithProviders(<EndorsementPreview preview={preview} updating={false} />);
    expect(screen.getByRole('region', { name: 'Nouvelle soumission' })).toBeInTheDocument();
    const now = screen.getByRole('table', { name: 'Facturé maintenant' });
    expect(within(now).getByText('Supplément pour carte de crédit')).toBeInTheDocument();
    expect(within(now).getByText('Total à facturer maintenant')).toBeInTheDocument();
    const annual = screen.getByRole('table', { name: 'Prime annuelle' });
    expect(within(annual).getByText('Nouvelle prime annuelle')).toBeInTheDocument();
    expect(screen.queryByText('Charged now')).not.toBeInTheDocument();
  });

  it('offers the reasons in French; the reason chosen stays the English value', async () => {
    setLocale('fr-CA');
    const changes: [string, string][] = [];
    renderWithProviders(
      <ReasonFields
        productId="tenants"
        draft={emptyDraft('2026-12-05')}
        term={null}
        errors={{}}
        onChange={(field, value) => changes.push([field, value])}
        onBlur={() => undefined}
        ticketRef={null}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: /^Motif/ }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toContain('Modifier l’assuré désigné');
    expect(options).not.toContain('Amend Named Insured');
    await userEvent.click(screen.getByRole('option', { name: 'Augmenter la limite ou ajouter une garantie' }));
    expect(changes).toContainEqual(['reason', 'Increase Limit/Add Coverage']);
  });

  it('offers another card in French when the card is refused', () => {
    setLocale('fr-CA');
    renderWithProviders(<PaymentFailedDialog onTryAnotherCard={() => {}} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Essayer une autre carte' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Try Another Card')).not.toBeInTheDocument();
  });
});

/** Issue 27: the questions an endorsement changes, with the product definition's texts in French. */
describe("the endorsement's questions in French", () => {
  const question = (key: string): Question => findQuestions(PRODUCT_DEFINITIONS.tenants!, key)[0]!.question;

  it('labels a question and its chosen option in French; the answer stays the option value', () => {
    setLocale('fr-CA');
    const changes: unknown[] = [];
    renderWithProviders(
      <QuestionInput
        id="q"
        question={question('working-smoke-alarm')}
        value="yes"
        form={{}}
        onChange={(value) => changes.push(value)}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: /^Y a-t-il un avertisseur de fumée/ });
    expect(within(group).getByRole('radio', { name: 'Oui' })).toBeChecked();
    within(group).getByRole('radio', { name: 'Non' }).click();
    expect(changes).toEqual(['no']);
  });

  it('names the roommates and their questions in French', () => {
    setLocale('fr-CA');
    renderWithProviders(
      <GroupEditor
        id="g"
        question={question('roommates')}
        value={[{ 'roommate-name': 'Sam Lee' }]}
        form={{}}
        onChange={() => undefined}
        errors={{}}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Colocataires à assurer' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Colocataire 1' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nom du colocataire/ })).toHaveValue('Sam Lee');
  });
});
