import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '../../../i18n/locale-store.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { applicationId, makeApplication } from '../../../test/crm-fixtures.ts';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { RecordSummaryCard } from '../components/record-summary-card.tsx';

afterEach(() => {
  cleanup();
  setLocale('en-CA');
  vi.unstubAllGlobals();
});

const ID = applicationId(1);
const PATH = `/api/applications/${ID}/correspondenceLanguage`;

describe("the insured's language of correspondence on the record", () => {
  it('shows it in the summary and changes it for the broker of the record', async () => {
    const record = makeApplication({ province: 'QC', correspondenceLanguage: 'fr-CA' });
    const { requests } = mockFetch(({ method, url, body }) => {
      if (method === 'PUT' && url.pathname === PATH) {
        return { body: { ...record, ...(body as object) } };
      }
      return undefined;
    });
    renderWithProviders(<RecordSummaryCard record={record} />, { user: makeUser(['Standard']) });
    const select = screen.getByRole('combobox', { name: 'Language of correspondence' });
    expect(select).toHaveValue('fr-CA');
    expect(screen.getByRole('option', { name: 'Français' })).toBeInTheDocument();

    await userEvent.selectOptions(select, 'en-CA');
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(put.url.pathname).toBe(PATH);
    expect(put.body).toEqual({ correspondenceLanguage: 'en-CA' });
    expect(await screen.findByText('The insured will be written to in English.')).toBeInTheDocument();
  });

  it('says why when the change is refused', async () => {
    mockFetch(({ method }) =>
      method === 'PUT'
        ? { status: 403, body: { message: 'You are not allowed to do this on this policy.' } }
        : undefined,
    );
    renderWithProviders(<RecordSummaryCard record={makeApplication()} />, { user: makeUser(['Standard']) });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Language of correspondence' }),
      'fr-CA',
    );
    expect(await screen.findByText('You are not allowed to do this on this policy.')).toBeInTheDocument();
  });

  it('is only read by a carrier', () => {
    renderWithProviders(<RecordSummaryCard record={makeApplication({ correspondenceLanguage: 'fr-CA' })} />, {
      user: makeUser(['Carrier']),
    });
    expect(screen.queryByRole('combobox', { name: 'Language of correspondence' })).toBeNull();
    expect(screen.getByText('Français')).toBeInTheDocument();
  });

  it('is labelled in French on French screens', () => {
    setLocale('fr-CA');
    renderWithProviders(<RecordSummaryCard record={makeApplication()} />, {
      user: makeUser(['Standard'], { language: 'fr-CA' }),
    });
    expect(screen.getByText('Langue de correspondance')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Langue de correspondance' })).toHaveValue('en-CA');
  });
});
