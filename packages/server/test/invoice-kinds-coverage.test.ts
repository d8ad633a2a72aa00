import { describe, expect, it } from 'vitest';
import { invoiceKindOf } from '@bm/domain';
import { CUSTOM_PREMIUM_INVOICE_TYPE } from '../src/modules/custom-premium/service.ts';
import { ERP_INVOICE_TYPE } from '../src/modules/erp/service.ts';
import { EXTENSION_INVOICE_TYPE } from '../src/modules/extension/purchase.ts';
import { FINANCE_ADJUSTMENT_INVOICE } from '../src/modules/finance-transaction/service.ts';
import { MPF_INVOICE_TYPE } from '../src/modules/collections/collect-service.ts';
import {
  MANUAL_INVOICE_KIND,
  BALANCE_INVOICE_TYPE,
  REFUND_INVOICE_TYPE,
} from '../src/modules/policies/facts.ts';

/**
 * Every type of invoice the server writes is one the /invoices Type filter offers (issue 24 item 7:
 * custom premium, extension, ERP and finance adjustment invoices had none, so no filter found them).
 */
describe('invoice types and the /invoices filter', () => {
  it.each([
    ['premium', 'plan'],
    ['subscription', 'plan'],
    ['endorsement', 'endorsement'],
    ['endorsement refund', 'endorsement'],
    ['reinstatement', 'reinstatement'],
    [BALANCE_INVOICE_TYPE, 'cancellation'],
    [REFUND_INVOICE_TYPE, 'cancellation'],
    [MPF_INVOICE_TYPE, 'MPF'],
    [MANUAL_INVOICE_KIND, 'manual'],
    [CUSTOM_PREMIUM_INVOICE_TYPE, 'customPremium'],
    [EXTENSION_INVOICE_TYPE, 'extension'],
    [ERP_INVOICE_TYPE, 'ERP'],
    [FINANCE_ADJUSTMENT_INVOICE, 'adjustment'],
  ])('a %s invoice is filtered as %s', (type, kind) => {
    expect(invoiceKindOf(type)).toBe(kind);
  });
});
