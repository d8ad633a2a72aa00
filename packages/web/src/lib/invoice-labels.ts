import type { ChipProps } from '@mui/material/Chip';
import type { InvoiceStatus } from '@bm/contracts';

/** An invoice's status as its chip shows it (the record's Invoices card, the /invoices list). */
export const INVOICE_STATUS_CHIPS: Record<InvoiceStatus, { label: string; color: ChipProps['color'] }> = {
  open: { label: 'Open', color: 'warning' },
  paid: { label: 'Paid', color: 'success' },
  void: { label: 'Void', color: 'default' },
};

/** 'endorsement refund' -> 'Endorsement refund'. */
export function invoiceTypeLabel(type: string): string {
  return type ? type.charAt(0).toUpperCase() + type.slice(1) : type;
}
