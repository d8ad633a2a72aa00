import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INVOICE_LIST_STATE,
  parseInvoiceListState,
  toInvoiceListRequest,
  toInvoiceSearchParams,
} from './list-state.ts';

const parse = (query: string) => parseInvoiceListState(new URLSearchParams(query));

describe('the /invoices list state in the URL', () => {
  it('reads an empty URL as the defaults', () => {
    expect(parse('')).toEqual(DEFAULT_INVOICE_LIST_STATE);
  });

  it('keeps what the API accepts and drops what it would refuse', () => {
    const brokerageId = '0b7c1c0e-0000-4000-8000-00000000000a';
    expect(
      parse(
        `status=open&kind=MPF&brokerageId=${brokerageId}&dueFrom=2026-01-01&dueTo=2026-12-31&search=+TEN+&limit=50&cursor=abc`,
      ),
    ).toEqual({
      search: 'TEN',
      status: 'open',
      kind: 'MPF',
      brokerageId,
      dueFrom: '2026-01-01',
      dueTo: '2026-12-31',
      sort: 'latest-due',
      limit: 50,
      cursor: 'abc',
    });
    expect(parse('sort=overdue-first').sort).toBe('overdue-first');
    expect(parse('sort=oldest').sort).toBe('latest-due');
    expect(parse('status=late&kind=premium&brokerageId=7&dueFrom=2026-02-30&dueTo=soon&limit=30')).toEqual(
      DEFAULT_INVOICE_LIST_STATE,
    );
  });

  it('round-trips through the URL, defaults left out', () => {
    const state = { ...DEFAULT_INVOICE_LIST_STATE, status: 'paid' as const, dueTo: '2026-06-30' };
    const params = toInvoiceSearchParams(state);
    expect(params.toString()).toBe('status=paid&dueTo=2026-06-30');
    expect(parseInvoiceListState(params)).toEqual(state);
    expect(toInvoiceListRequest(state)).toMatchObject({ limit: 25, status: 'paid', dueTo: '2026-06-30' });
  });
});
