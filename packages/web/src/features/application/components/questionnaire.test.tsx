import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPLETE_FORM, TEST_DEFINITION } from '../test/fixtures.ts';
import { mockApplicationApi } from '../test/mock-api.ts';
import { enter, renderApplication } from '../test/render-application.tsx';

afterEach(() => vi.unstubAllGlobals());

const {
  'business-address-street': _s,
  'business-address-city': _c,
  'business-address-province': _p,
  'business-address-postal': _z,
  ...WITHOUT_ADDRESS
} = COMPLETE_FORM;

describe('the questionnaire', () => {
  it('shows Required under each missing answer and refuses Next', async () => {
    const api = mockApplicationApi({ application: { form: {}, currentPage: 0 } });
    await renderApplication('Applicant');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    const name = screen.getByRole('textbox', { name: /^Full name of the insured/ });
    expect(name).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription('Required');
    expect(screen.getAllByText('Required')).toHaveLength(3);
    expect(screen.getByText('Some answers need attention before you continue.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Applicant' })).toBeInTheDocument();
    expect(api.saves().some((request) => (request.body as { currentPage: number }).currentPage === 1)).toBe(
      false,
    );

    await enter(name, 'Alex Renter');
    expect(name).not.toHaveAccessibleDescription('Required');
    await enter(screen.getByRole('textbox', { name: /^Email/ }), 'alex@example.ca');
    await userEvent.type(screen.getByLabelText(/^Policy effective date/), '2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'The rental' })).toBeInTheDocument();
    const next = api.saves().find((request) => (request.body as { currentPage: number }).currentPage === 1);
    expect(next?.body).toMatchObject({ form: { 'insured-name': 'Alex Renter', email: 'alex@example.ca' } });
  });

  it('saves the answers as the broker types (productId, currentPage, form, productVersionSeen)', async () => {
    const api = mockApplicationApi({ application: { form: {}, currentPage: 0 } });
    await renderApplication('Applicant');

    await userEvent.type(screen.getByRole('textbox', { name: /^Full name of the insured/ }), 'Sam');

    await waitFor(() => expect(api.saves()).toHaveLength(1));
    expect(api.saves()[0]?.body).toEqual({
      productId: 'tenants',
      currentPage: 0,
      form: expect.objectContaining({
        'insured-name': 'Sam',
        'ale-limit': '5000',
        'liability-limit': '1000000',
      }),
      productVersionSeen: '1.0-test',
      paymentPeriod: 'annual',
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('resumes at the page the application was left on', async () => {
    mockApplicationApi({ application: { form: COMPLETE_FORM, currentPage: 3 } });
    await renderApplication('Coverage');
    const steps = screen.getByRole('navigation', { name: 'Application steps' });
    expect(within(steps).getByText('Payment')).toBeInTheDocument();
    await userEvent.click(within(steps).getByRole('tab', { name: 'The rental' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'The rental' })).toBeInTheDocument();
  });

  it("offers the product's known buildings and fills the address from the one picked", async () => {
    const api = mockApplicationApi({
      application: { form: WITHOUT_ADDRESS, currentPage: 1 },
      handle: ({ method, url }) => {
        if (method === 'GET' && url.pathname === '/api/buildings') {
          return {
            body: {
              data: {
                data: [
                  {
                    id: 'ubc-totem',
                    name: 'Totem Park Residence',
                    address: {
                      street: '2525 West Mall',
                      city: 'Vancouver',
                      province: 'BC',
                      postal: 'V6T 1W9',
                    },
                  },
                ],
              },
            },
          };
        }
        if (method === 'POST' && url.pathname === '/api/publicLocationInfo') {
          return { body: { locationInfo: null, autofilledKeys: [] } };
        }
        return undefined;
      },
    });
    await renderApplication('The rental');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Known building' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Totem Park Residence, Vancouver' }));
    expect(screen.getByRole('combobox', { name: /^Street address/ })).toHaveValue('2525 West Mall');
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue('Vancouver');
    expect(screen.getByRole('textbox', { name: /^Postal code/ })).toHaveValue('V6T 1W9');
    const asked = api.to('GET', '/api/buildings')[0]?.url.searchParams;
    expect(asked?.get('productId')).toBe(TEST_DEFINITION.productId);
    expect(asked?.get('subdomain')).toBe('mapleleaf');
  });

  it('hides the building picker when the product has no known buildings (or the call fails)', async () => {
    mockApplicationApi({ application: { form: WITHOUT_ADDRESS, currentPage: 1 } });
    await renderApplication('The rental');
    expect(screen.queryByRole('combobox', { name: 'Known building' })).not.toBeInTheDocument();
  });

  it('checks the postal code and takes the province from its first letter', async () => {
    mockApplicationApi({ application: { form: WITHOUT_ADDRESS, currentPage: 1 } });
    await renderApplication('The rental');
    const postal = screen.getByRole('textbox', { name: /^Postal code/ });

    await userEvent.type(postal, 'ABC');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(postal).toHaveAccessibleDescription('Postal code must match format: A1B 2C3');

    await userEvent.clear(postal);
    await enter(postal, 'v6b1a1');
    expect(postal).toHaveValue('V6B 1A1');
    expect(postal).not.toHaveAccessibleDescription('Postal code must match format: A1B 2C3');
    expect(screen.getByRole('combobox', { name: /^Province/ })).toHaveTextContent('British Columbia (BC)');
  });

  it('fills the address from a suggestion and marks the looked-up fields', async () => {
    const api = mockApplicationApi({
      application: { form: WITHOUT_ADDRESS, currentPage: 1 },
      handle: ({ method, url }) => {
        if (method === 'GET' && url.pathname === '/api/addressSuggestions') {
          return {
            body: {
              suggestions: [
                {
                  label: '200 Burrard St, Vancouver, BC V6C 3L6',
                  street: '200 Burrard St',
                  city: 'Vancouver',
                  province: 'BC',
                  postal: 'V6C 3L6',
                },
              ],
            },
          };
        }
        if (method === 'POST' && url.pathname === '/api/publicLocationInfo') {
          return {
            body: {
              locationInfo: {
                street: '200 Burrard Street',
                city: 'Vancouver',
                province: 'BC',
                postal: 'V6C 3L6',
                latitude: 49.28,
                longitude: -123.11,
                floodRisk: 'low',
                wildfireRisk: 'low',
                fireHallDistanceKm: 1.2,
              },
              autofilledKeys: ['street'],
            },
          };
        }
        return undefined;
      },
    });
    await renderApplication('The rental');

    await userEvent.type(screen.getByRole('combobox', { name: /^Street address/ }), '200 Bur');
    await userEvent.click(
      await screen.findByRole('option', { name: '200 Burrard St, Vancouver, BC V6C 3L6' }),
    );

    const city = screen.getByRole('textbox', { name: /^City/ });
    expect(city).toHaveValue('Vancouver');
    expect(city).toHaveAccessibleDescription('Filled in from the address lookup');
    expect(screen.getByRole('textbox', { name: /^Postal code/ })).toHaveValue('V6C 3L6');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Street address/ })).toHaveValue('200 Burrard Street'),
    );
    const lookups = api.to('POST', '/api/publicLocationInfo');
    expect(lookups.map((request) => request.body)).toEqual([
      {
        street: '200 Burrard St',
        city: 'Vancouver',
        province: 'BC',
        postal: 'V6C 3L6',
        subdomain: 'mapleleaf',
      },
    ]);
    const queries = api
      .to('GET', '/api/addressSuggestions')
      .map((request) => request.url.searchParams.get('query'));
    expect(queries.every((query) => (query ?? '').length >= 3)).toBe(true);

    await userEvent.type(city, 'x');
    expect(city).not.toHaveAccessibleDescription('Filled in from the address lookup');
  });

  it('adds roommates up to 3 and no more', async () => {
    mockApplicationApi({ application: { form: COMPLETE_FORM, currentPage: 2 } });
    await renderApplication('Roommates');
    const add = screen.getByRole('button', { name: 'Add roommate' });

    await userEvent.click(add);
    await userEvent.click(add);
    await userEvent.click(add);

    expect(screen.getAllByRole('group', { name: /^Roommate \d$/ })).toHaveLength(3);
    expect(add).toBeDisabled();
    expect(screen.getByText('3 of 3 — the most allowed')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const second = screen.getByRole('group', { name: 'Roommate 2' });
    expect(within(second).getByRole('textbox', { name: /^Roommate name/ })).toHaveAccessibleDescription(
      'Required',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove Roommate 3' }));
    expect(screen.getAllByRole('group', { name: /^Roommate \d$/ })).toHaveLength(2);
    expect(add).toBeEnabled();
  });
});

describe('the street field', () => {
  it('suggests addresses near the postal code as the broker types, picked by keyboard', async () => {
    const api = mockApplicationApi({
      application: { form: WITHOUT_ADDRESS, currentPage: 1 },
      handle: ({ method, url }) => {
        if (method === 'GET' && url.pathname === '/api/addressSuggestions') {
          const postal = url.searchParams.get('postal');
          return {
            body: {
              suggestions: postal
                ? [
                    {
                      label: `77 Quarry Lane, Kelowna, BC ${postal}`,
                      street: '77 Quarry Lane',
                      city: 'Kelowna',
                      province: 'BC',
                      postal,
                    },
                  ]
                : [],
            },
          };
        }
        if (method === 'POST' && url.pathname === '/api/publicLocationInfo') {
          return { body: { locationInfo: null, autofilledKeys: [] } };
        }
        return undefined;
      },
    });
    await renderApplication('The rental');
    await enter(screen.getByRole('textbox', { name: /^Postal code/ }), 'v1y2a1');

    const street = screen.getByRole('combobox', { name: /^Street address/ });
    await userEvent.type(street, '77 Quarry');
    await screen.findByRole('option', { name: '77 Quarry Lane, Kelowna, BC V1Y 2A1' });
    await userEvent.keyboard('{ArrowDown}{Enter}');

    await waitFor(() => expect(street).toHaveValue('77 Quarry Lane'));
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue('Kelowna');
    expect(screen.getByRole('textbox', { name: /^Postal code/ })).toHaveValue('V1Y 2A1');
    expect(screen.getByRole('combobox', { name: /^Province/ })).toHaveTextContent('British Columbia (BC)');
    const asked = api.to('GET', '/api/addressSuggestions').map((request) => request.url.searchParams);
    expect(asked.at(-1)?.get('query')).toBe('77 Quarry');
    expect(asked.at(-1)?.get('postal')).toBe('V1Y 2A1');
  });
});
