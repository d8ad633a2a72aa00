import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Application, DocumentItem } from '@bm/contracts';
import { AI_ACKNOWLEDGEMENTS, AI_MESSAGES } from '@bm/domain';
import { mockFetch, type MockReply } from '../../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../../test/render.tsx';
import { applicationId, makeApplication, makeDocument } from '../../../../test/crm-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const ID = applicationId(1);
const CERTIFICATE = 'Certificate-of-Insurance-Harbourfront-Property-Ltd-20251120-a1b2c3.pdf';

function serve(record: Application, fillReply?: MockReply) {
  let documents: DocumentItem[] = [makeDocument('Declarations-CON-2025-100001.pdf')];
  return mockFetch(({ method, url }) => {
    if (method === 'GET' && url.pathname === `/api/applications/${ID}`) return { body: record };
    if (method === 'GET' && url.pathname === `/api/applications/${ID}/documents`) return { body: documents };
    if (method === 'GET' && url.pathname === `/api/applications/${ID}/transactions`) return { body: [] };
    if (method === 'POST' && url.pathname === '/api/analytics/events') return { body: { ok: true } };
    if (method === 'POST' && url.pathname === `/api/applications/${ID}/fillpdf`) {
      if (fillReply) return fillReply;
      const document = makeDocument(CERTIFICATE, { Size: 5_120 });
      documents = [...documents, document];
      return { status: 201, body: { document, transactionId: 'tx-1' } };
    }
    return undefined;
  });
}

const contractors = (overrides: Partial<Application> = {}) =>
  makeApplication({
    productId: 'contractors',
    productName: 'Contractors',
    policyNumber: 'CON-2025-100001',
    status: 'bound',
    ...overrides,
  });

async function openDialog() {
  // The record page loads lazily: the first time in a file can be slow on a busy machine.
  await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Add additional insured' }));
  return screen.getByRole('dialog', { name: 'Add additional insured' });
}

/** Types into a field at once (a paste), which keeps these long entries quick. */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillIn(dialog: HTMLElement) {
  await enter(within(dialog).getByLabelText(/^Additional insured name/), 'Harbourfront Property Ltd.');
  await enter(within(dialog).getByLabelText(/^Address/), '88 Harbour Street, Toronto, ON M5J 2G2');
  for (const a of AI_ACKNOWLEDGEMENTS) await userEvent.click(within(dialog).getByLabelText(a.label));
}

describe('Additional insured on the record', () => {
  it('needs a name, an address and every acknowledgement, then generates the certificate', async () => {
    const api = serve(contractors());
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText(/^Additional insured name \*/)).toBeRequired();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate certificate' }));
    expect(within(dialog).getByText(AI_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(AI_MESSAGES.addressRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(AI_MESSAGES.acknowledgementsRequired)).toBeInTheDocument();
    expect(api.to('POST', `/api/applications/${ID}/fillpdf`)).toHaveLength(0);
    // Not asked outside trade contractors.
    expect(within(dialog).queryByText(/developer, home builder/)).not.toBeInTheDocument();

    await fillIn(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate certificate' }));
    expect(await screen.findByText('Additional insured coi was successfully generated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST', `/api/applications/${ID}/fillpdf`)[0]?.body).toEqual({
      insuredName: 'Harbourfront Property Ltd.',
      address: '88 Harbour Street, Toronto, ON M5J 2G2',
      acknowledgements: { evidenceOnly: true, operationsOnly: true, requestedByInsured: true },
    });
    // The new certificate appears in the Documents card.
    const card = screen.getByRole('table', { name: 'Documents' });
    expect(await within(card).findByText(CERTIFICATE)).toBeInTheDocument();
  });

  it("shows the spec's error and keeps the dialog open when generating fails", async () => {
    serve(contractors(), { status: 500, body: { message: 'Internal server error' } });
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    const dialog = await openDialog();
    await fillIn(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate certificate' }));
    const message = 'Oops, there was an error generating additional insured coi';
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('dialog', { name: 'Add additional insured' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Additional insured name/)).toHaveValue(
      'Harbourfront Property Ltd.',
    );
  });

  it('on trade contractors, a developer or major firm needs prior approval unless underwriting asks', async () => {
    const tradeContractors = contractors({
      productId: 'trade-contractors',
      productName: 'Trade Contractors',
    });
    serve(tradeContractors);
    const broker = renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    let dialog = await openDialog();
    await fillIn(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate certificate' }));
    expect(within(dialog).getByText(AI_MESSAGES.priorApprovalUnanswered)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    expect(within(dialog).getByText(AI_MESSAGES.priorApprovalRequired)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Generate certificate' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'No' }));
    expect(within(dialog).getByRole('button', { name: 'Generate certificate' })).toBeEnabled();
    broker.unmount();

    const api = serve(tradeContractors);
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Underwriter']) });
    dialog = await openDialog();
    await fillIn(dialog);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    expect(within(dialog).queryByText(AI_MESSAGES.priorApprovalRequired)).not.toBeInTheDocument();
    expect(within(dialog).getByText(/gives the prior approval/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate certificate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST', `/api/applications/${ID}/fillpdf`)[0]?.body).toMatchObject({
      majorConstructionFirm: true,
    });
  });

  it('shows the reason the server gives for a refusal', async () => {
    serve(contractors(), { status: 403, body: { message: AI_MESSAGES.priorApprovalRequired } });
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    const dialog = await openDialog();
    await fillIn(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate certificate' }));
    expect(await within(dialog).findByText(AI_MESSAGES.priorApprovalRequired)).toBeInTheDocument();
  });

  it('is not offered on a tenants policy', async () => {
    serve(makeApplication({ status: 'bound' }));
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['SuperAdmin']) });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Add additional insured' })).not.toBeInTheDocument();
  });
});
