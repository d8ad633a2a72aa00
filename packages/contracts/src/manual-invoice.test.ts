import { describe, expect, it } from 'vitest';
import { manualInvoiceBody } from './manual-invoice.ts';

const body = { totalAmount: 10_000, selectedReason: 'lost-dispute' };

describe('manualInvoiceBody', () => {
  it('takes 0 to 12 invoices, none by default and no selected invoices', () => {
    expect(manualInvoiceBody.parse(body)).toEqual({ ...body, invoiceCount: 0, selectedInvoiceIds: [] });
    for (const invoiceCount of [0, 1, 12]) {
      expect(manualInvoiceBody.safeParse({ ...body, invoiceCount }).success).toBe(true);
    }
  });

  it("refuses 13 with the spec's message as the whole issue (no field prefix)", () => {
    const result = manualInvoiceBody.safeParse({ ...body, invoiceCount: 13 });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: 'This number should be smaller than or equal to 12.', path: [] }),
    ]);
  });

  it.each([
    [{ ...body, totalAmount: 0 }],
    [{ ...body, totalAmount: 10.5 }],
    [{ ...body, selectedReason: 'Lost dispute' }],
    [{ ...body, invoiceCount: -1 }],
    [{ ...body, selectedInvoiceIds: ['x'] }],
  ])('refuses %j', (sent) => {
    expect(manualInvoiceBody.safeParse(sent).success).toBe(false);
  });
});
