import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortalView } from '@bm/contracts';
import { formatCad } from '@bm/domain';
import { mockFetch, type MockReply } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { PolicyPortalPage } from './policy-portal-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'abc.def';
const VIEW_PATH = `/api/portal/${TOKEN}`;
const REQUEST_PATH = `/api/portal/${TOKEN}/endorsementRequest`;
const VIEW: PortalView = {
  scope: 'INSURED',
  expiresAt: '2026-12-31T00:00:00.000Z',
  agentName: 'Blake Broker',
  correspondenceLanguage: 'en-CA',
  policy: {
    policyNumber: 'TEN-2026-100001',
    productId: 'tenants',
    productName: 'Tenants Insurance',
    insuredName: 'Parker Portal',
    email: 'parker@example.net',
    status: 'bound',
    paymentPeriod: 'annual',
    effectiveDate: '2026-01-10T08:01:00.000Z',
    expiryDate: '2027-01-10T08:01:00.000Z',
    totalPremium: 30_250,
    brokerageName: 'Maple Insurance Brokers',
    brokerName: 'Riley Record',
  },
  documents: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      name: 'Declarations.pdf',
      size: 20_480,
      url: `/api/portal/${TOKEN}/documents/11111111-1111-4111-8111-111111111111`,
    },
  ],
  schedule: [
    {
      number: 'TEN-2026-100001-01',
      description: 'Annual premium',
      dueDate: '2026-01-10T08:01:00.000Z',
      amountDue: 30_250,
      amountPaid: 30_250,
      status: 'paid',
    },
  ],
};

function serve(view: MockReply, request?: MockReply) {
  return mockFetch(({ method, url }) => {
    if (method === 'GET' && url.pathname === VIEW_PATH) return view;
    if (method === 'POST' && url.pathname === REQUEST_PATH)
      return (
        request ?? {
          body: {
            noteId: '22222222-2222-4222-8222-222222222222',
            ticketId: '1000000009',
            message: 'Thank you. Your endorsement request was sent to your broker, who will contact you.',
          },
        }
      );
    return undefined;
  });
}

const open = () =>
  renderRoutes([{ path: '/portal/:token', element: <PolicyPortalPage /> }], `/portal/${TOKEN}`);

describe('the policy portal page', () => {
  it('names the brokerage and the broker of record, not the staff member who opened it', async () => {
    serve({ body: VIEW });
    open();
    const summary = await screen.findByRole('region', { name: 'Policy summary' });
    const terms = within(summary)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const definitions = within(summary)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    const shown = Object.fromEntries(terms.map((term, index) => [term, definitions[index]]));
    expect(shown).toMatchObject({
      'Your brokerage': 'Maple Insurance Brokers',
      'Your broker': 'Riley Record',
    });
    expect(summary).not.toHaveTextContent('Blake Broker');
  });

  it("shows the policy's summary, documents and payment schedule", async () => {
    serve({ body: VIEW });
    open();
    const summary = await screen.findByRole('region', { name: 'Policy summary' });
    expect(summary).toHaveTextContent('TEN-2026-100001');
    expect(summary).toHaveTextContent(formatCad(30_250));
    expect(summary).toHaveTextContent('Riley Record');
    expect(screen.getByRole('link', { name: 'Declarations.pdf' })).toHaveAttribute(
      'href',
      VIEW.documents[0]!.url,
    );
    const schedule = screen.getByRole('table', { name: 'Payment schedule' });
    expect(within(schedule).getAllByRole('row')[1]).toHaveTextContent(/Paid$/);
    expect(summary).toHaveTextContent('Bound');
  });

  it("shows the server's message for an expired link", async () => {
    serve({
      status: 410,
      body: { message: 'This policy portal link has expired. Please ask your broker for a new one.' },
    });
    open();
    expect(
      await screen.findByText('This policy portal link has expired. Please ask your broker for a new one.'),
    ).toBeInTheDocument();
  });

  it('checks the request in the browser, then sends it and says it was sent', async () => {
    const api = serve({ body: VIEW });
    open();
    const form = await screen.findByRole('region', { name: 'Request an endorsement' });
    await userEvent.click(within(form).getByRole('button', { name: 'Request endorsement' }));
    expect(within(form).getAllByText('Required')).toHaveLength(2);
    expect(api.to('POST', REQUEST_PATH)).toHaveLength(0);
    await userEvent.click(within(form).getByRole('combobox', { name: /What would you like to change/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Add Roommate' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Details of the change/ }), 'Add Sam.');
    await userEvent.click(within(form).getByRole('button', { name: 'Request endorsement' }));
    expect(
      await within(form).findByText(/Your endorsement request was sent to your broker/),
    ).toBeInTheDocument();
    expect(api.to('POST', REQUEST_PATH)[0]!.body).toEqual({
      reason: 'Add Roommate',
      details: 'Add Sam.',
      contactEmail: 'parker@example.net',
    });
  });
});
