/**
 * The kinds of invoice the /invoices page filters by, and the invoice types each one covers (the
 * `type` every change writes on the invoices it raises). A missed payment fee is also flagged isMpf.
 */
export const INVOICE_KINDS = {
  plan: { label: 'Plan payments', types: ['premium', 'subscription'] },
  endorsement: { label: 'Endorsements', types: ['endorsement', 'endorsement refund'] },
  cancellation: { label: 'Cancellations', types: ['cancellation balance', 'cancellation refund'] },
  reinstatement: { label: 'Reinstatements', types: ['reinstatement'] },
  MPF: { label: 'Missed payment fees', types: ['missed payment fee'] },
  manual: { label: 'Manual invoices', types: ['manual'] },
  customPremium: { label: 'Custom premiums', types: ['custom premium'] },
  extension: { label: 'Extensions', types: ['extension'] },
  ERP: { label: 'Extended reporting periods', types: ['extended reporting period'] },
  adjustment: { label: 'Finance adjustments', types: ['finance adjustment'] },
} as const satisfies Record<string, { label: string; types: readonly string[] }>;

export type InvoiceKind = keyof typeof INVOICE_KINDS;
export const INVOICE_KIND_KEYS = Object.keys(INVOICE_KINDS) as InvoiceKind[];

/** An invoice type as people read it: 'endorsement refund' -> 'Endorsement refund'. */
export function invoiceTypeLabel(type: string): string {
  return type ? type.charAt(0).toUpperCase() + type.slice(1) : type;
}

/** An invoice's status as people read it (chips, exports). */
export const INVOICE_STATUS_LABELS = { open: 'Open', paid: 'Paid', void: 'Void' } as const;

/** The kind an invoice type belongs to, or null for a type no kind lists. */
export function invoiceKindOf(type: string): InvoiceKind | null {
  return (
    INVOICE_KIND_KEYS.find((kind) => (INVOICE_KINDS[kind].types as readonly string[]).includes(type)) ?? null
  );
}
