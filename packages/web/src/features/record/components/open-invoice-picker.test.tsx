import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpenInvoice } from '@bm/contracts';
import { mockFetch, type MockReply } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { applicationId } from '../../../test/crm-fixtures.ts';
import { useOpenInvoices } from '../api/open-invoices.ts';
import { OpenInvoicePicker, stillOwing, type OpenInvoicePickerProps } from './open-invoice-picker.tsx';

afterEach(() => vi.unstubAllGlobals());

const ID = applicationId(1);
const PATH = `/api/applications/${ID}/openInvoices`;

const invoice = (n: number, overrides: Partial<OpenInvoice> = {}): OpenInvoice => ({
  id: `1e000000-0000-4000-8000-00000000000${n}`,
  number: `TEN-2025-100001-0${n}`,
  type: 'premium',
  externalId: null,
  dueDate: `2025-0${n + 2}-01T08:01:00.000Z`,
  amountDue: 10_000,
  amountPaid: 2_500 * (n - 1),
  isMPF: false,
  waivable: false,
  voidable: true,
  ...overrides,
});
const FIRST = invoice(1);
const SECOND = invoice(2);
/** An open credit note: owed to the insured, nothing to pay. */
const CREDIT = invoice(3, { amountDue: -1_000 });

type Props = Partial<Omit<OpenInvoicePickerProps, 'query' | 'selected' | 'onChange'>>;

/** A form's use of the picker: the ticked ids kept and shown. */
function Harness(props: Props) {
  const query = useOpenInvoices(ID);
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <>
      <OpenInvoicePicker
        query={query}
        legend="Open invoices this payment settles"
        selected={selected}
        onChange={setSelected}
        disabled={false}
        {...props}
      />
      <output aria-label="Chosen">{selected.join(',')}</output>
    </>
  );
}

function serve(...replies: MockReply[]) {
  let call = 0;
  return mockFetch(({ method, url }) =>
    method === 'GET' && url.pathname === PATH ? replies[Math.min(call++, replies.length - 1)] : undefined,
  );
}

const group = () => screen.getByRole('group', { name: 'Open invoices this payment settles' });
const chosen = () => screen.getByRole('status', { name: 'Chosen' });

describe('OpenInvoicePicker: the open invoices to tick', () => {
  it('lists each open invoice with its due date and what is owing, and keeps the ticked ids', async () => {
    serve({ body: [FIRST, SECOND] });
    renderWithProviders(<Harness />);
    const first = await within(group()).findByRole('checkbox', {
      name: `${FIRST.number} — due 2025-03-01 — $100.00 owing`,
    });
    const second = within(group()).getByRole('checkbox', {
      name: `${SECOND.number} — due 2025-04-01 — $75.00 owing`,
    });
    await userEvent.click(second);
    await userEvent.click(first);
    expect(chosen()).toHaveTextContent(`${SECOND.id},${FIRST.id}`);
    await userEvent.click(second);
    expect(second).not.toBeChecked();
    expect(chosen()).toHaveTextContent(FIRST.id);
    expect(chosen()).not.toHaveTextContent(SECOND.id);
  });

  it('offers only the invoices asked for (a credit note owes nothing)', async () => {
    serve({ body: [FIRST, CREDIT] });
    renderWithProviders(<Harness offered={stillOwing} />);
    expect(await within(group()).findAllByRole('checkbox')).toHaveLength(1);
    expect(within(group()).queryByText(new RegExp(CREDIT.number))).not.toBeInTheDocument();
  });

  it('says when the policy has no open invoices', async () => {
    serve({ body: [] });
    renderWithProviders(<Harness />);
    expect(await within(group()).findByText('This policy has no open invoices.')).toBeInTheDocument();
    expect(within(group()).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows a placeholder while loading, then the error with Retry, which reads them again', async () => {
    const api = serve(
      { status: 403, body: { message: 'You may not see these invoices.' } },
      { body: [FIRST] },
    );
    renderWithProviders(<Harness />);
    expect(within(group()).getByLabelText('Loading open invoices')).toBeInTheDocument();
    expect(await within(group()).findByText('You may not see these invoices.')).toBeInTheDocument();
    await userEvent.click(within(group()).getByRole('button', { name: 'Retry' }));
    expect(
      await within(group()).findByRole('checkbox', { name: new RegExp(FIRST.number) }),
    ).toBeInTheDocument();
    expect(api.to('GET', PATH)).toHaveLength(2);
  });

  it('shows the helper text, or the error in its place, and disables the boxes', async () => {
    serve({ body: [FIRST] });
    const view = renderWithProviders(<Harness helperText="Settled in full: $0.00." />);
    expect(await within(group()).findByText('Settled in full: $0.00.')).toBeInTheDocument();
    view.unmount();
    renderWithProviders(<Harness helperText="Settled in full: $0.00." error="Choose an invoice." disabled />);
    expect(await within(group()).findByRole('checkbox')).toBeDisabled();
    expect(within(group()).getByText('Choose an invoice.')).toBeInTheDocument();
    expect(within(group()).queryByText('Settled in full: $0.00.')).not.toBeInTheDocument();
  });
});
