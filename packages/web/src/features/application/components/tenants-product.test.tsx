import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyAnswer,
  defaultForm,
  productDefinition,
  quoteApplication,
  validateForm,
  type Form,
  type FormValue,
  type ProductDefinition,
} from '@bm/domain';
import { mockApplicationApi } from '../test/mock-api.ts';
import { centsOf, renderApplication } from '../test/render-application.tsx';
import { makeUser, renderApp } from '../../../test/render.tsx';

afterEach(() => vi.unstubAllGlobals());

function tenants(): ProductDefinition {
  const definition = productDefinition('tenants');
  if (!definition) throw new Error('the tenants definition is missing');
  return definition;
}

/** A complete tenants form, answered the way the questionnaire records answers. */
function tenantsForm(extra: Record<string, FormValue> = {}): Form {
  const definition = tenants();
  const answers: Record<string, FormValue> = {
    'insured-name': 'Alex Renter',
    email: 'alex@example.ca',
    'policy-effective-date': '2026-12-01',
    'insured-birthyear': 1990,
    'business-address-street': '100 Queen St W',
    'business-address-city': 'Toronto',
    'business-address-postal': 'M5H 2N2',
    'dwelling-type': 'apartment',
    'unit-floor': '3',
    'fire-protection': 'protected',
    'working-smoke-alarm': 'yes',
    'business-at-home': 'no',
    'contents-limit': '25000',
    'ale-limit': '5000',
    'prior-cancellation': 'no',
    ...extra,
  };
  return Object.entries(answers).reduce(
    (form, [key, value]) => applyAnswer(definition, key, value, form),
    defaultForm(definition),
  );
}

const quoteStep = () => tenants().pages.length;

describe('the tenants product (PRODUCT_DEFINITIONS.tenants)', () => {
  it('lists its questionnaire pages on the product page', async () => {
    mockApplicationApi({ definition: tenants() });
    renderApp('/products/tenants', { user: makeUser(['Standard']) });
    const covers = await screen.findByRole('list', { name: 'What the questionnaire covers' });
    for (const page of tenants().pages) expect(covers).toHaveTextContent(page.title);
  });

  it('takes up to 3 roommates', async () => {
    mockApplicationApi({ definition: tenants(), application: { form: tenantsForm(), currentPage: 2 } });
    await renderApplication('Roommates');
    const add = screen.getByRole('button', { name: 'Add roommate' });
    await userEvent.click(add);
    await userEvent.click(add);
    await userEvent.click(add);
    expect(screen.getAllByRole('group', { name: /^Roommate \d$/ })).toHaveLength(3);
    expect(add).toBeDisabled();
  });

  it('prices the quote with the real rating model and recomputes on a new limit', async () => {
    const form = tenantsForm();
    expect(validateForm(tenants(), form)).toEqual({});
    mockApplicationApi({ definition: tenants(), application: { form, currentPage: quoteStep() } });
    await renderApplication('Quote');

    const expected = quoteApplication(tenants(), form).quote;
    expect(expected.priced).toBe(true);
    const total = () => centsOf(screen.getByTestId('breakdown-total').textContent);
    expect(total()).toBe(expected.total.annual);
    // Tenants is sold annual or monthly.
    expect(screen.queryByRole('button', { name: /^Instalment/ })).not.toBeInTheDocument();

    const coverage = screen.getByRole('region', { name: 'Coverage' });
    await userEvent.click(within(coverage).getByRole('combobox', { name: /^Contents limit/ }));
    await userEvent.click(await screen.findByRole('option', { name: '$75,000' }));
    const raised = quoteApplication(tenants(), { ...form, 'contents-limit': '75000' }).quote;
    await waitFor(() => expect(total()).toBe(raised.total.annual));
  });

  it('refers a rental with a business at home to an underwriter', async () => {
    const form = tenantsForm({
      'business-at-home': 'yes',
      'business-description': 'Pottery studio, no visitors',
    });
    mockApplicationApi({ definition: tenants(), application: { form, currentPage: quoteStep() } });
    await renderApplication('Quote');
    expect(screen.getByRole('region', { name: 'Referred to an underwriter' })).toHaveTextContent(
      'A business run from the rental is referred to an underwriter.',
    );
  });
});
