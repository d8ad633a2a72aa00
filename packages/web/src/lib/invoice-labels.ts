import type { ChipProps } from '@mui/material/Chip';
import type { InvoiceStatus } from '@bm/contracts';
import { INVOICE_STATUS_LABELS, invoiceTypeLabel } from '@bm/domain';

/** An invoice's status as its chip shows it (the record's Invoices card, the /invoices list). */
export const INVOICE_STATUS_CHIPS: Record<InvoiceStatus, { label: string; color: ChipProps['color'] }> = {
  open: { label: INVOICE_STATUS_LABELS.open, color: 'warning' },
  paid: { label: INVOICE_STATUS_LABELS.paid, color: 'success' },
  void: { label: INVOICE_STATUS_LABELS.void, color: 'default' },
};

export { invoiceTypeLabel };
