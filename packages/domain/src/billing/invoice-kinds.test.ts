import { describe, expect, it } from 'vitest';
import { INVOICE_KINDS, INVOICE_KIND_KEYS, invoiceKindOf } from './invoice-kinds.ts';

describe('invoice kinds', () => {
  it.each([
    ['premium', 'plan'],
    ['subscription', 'plan'],
    ['endorsement refund', 'endorsement'],
    ['cancellation balance', 'cancellation'],
    ['missed payment fee', 'MPF'],
    ['manual', 'manual'],
    ['custom premium', 'customPremium'],
    ['extension', 'extension'],
    ['extended reporting period', 'ERP'],
    ['finance adjustment', 'adjustment'],
    ['something else', null],
  ])('%s is %s', (type, kind) => {
    expect(invoiceKindOf(type)).toBe(kind);
  });

  it('no type belongs to two kinds', () => {
    const types = INVOICE_KIND_KEYS.flatMap((kind) => INVOICE_KINDS[kind].types);
    expect(new Set(types).size).toBe(types.length);
  });
});
