import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../../i18n/locale-store.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { applicationId, makeApplication, makeDocument } from '../../../../test/crm-fixtures.ts';
import { EmailDocumentsDialog } from './email-documents-dialog.tsx';

afterEach(() => {
  setLocale('en-CA');
  vi.unstubAllGlobals();
});

const ID = applicationId(1);

/** Decision 0079: emailing the policy documents in French. */
describe('email policy documents in French', () => {
  it('lists the documents and the selection in French', async () => {
    mockFetch(({ method, url }) => {
      if (method === 'GET' && url.pathname === `/api/applications/${ID}/documents`)
        return { body: [makeDocument('Declarations-TEN-2025-100001.pdf', { Size: 245_760 })] };
      return undefined;
    });
    setLocale('fr-CA');
    renderWithProviders(<EmailDocumentsDialog record={makeApplication({ status: 'bound' })} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Envoyer les documents de la police par courriel' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /^Declarations-TEN-2025-100001/ }));
    expect(within(dialog).getByText(/^Sélection\s: 1 fichier, .* sur 10\sMo$/)).toBeInTheDocument();
    expect(within(dialog).getByText(/^À\s:/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Envoyer' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });
});
