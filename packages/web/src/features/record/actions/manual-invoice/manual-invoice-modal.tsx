import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ManualInvoiceResponse } from '@bm/contracts';
import { formatCad, formatDate, MANUAL_INVOICE_MAX_COUNT, MANUAL_INVOICE_REASONS } from '@bm/domain';
import { SelectInput } from '../../../../components/inputs/select-input.tsx';
import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { PaymentLinkField } from '../../../../components/payment-link-field.tsx';
import { useOpenInvoices } from '../../api/open-invoices.ts';
import { OpenInvoicePicker } from '../../components/open-invoice-picker.tsx';
import { AmountField, RecordFormDialog } from '../../components/record-form-dialog.tsx';
import { useDraftForm } from '../../lib/use-draft-form.ts';
import { useCreateManualInvoice } from './api.ts';
import { checkDraft, EMPTY_DRAFT, toRequest } from './manual-invoice-form.ts';

export const MANUAL_INVOICE_TITLE = 'Create manual invoice';
const REASON_OPTIONS = MANUAL_INVOICE_REASONS.map(({ value, label }) => ({ value, label }));

/** What was created: each invoice with its payment link to send to the insured. */
function CreatedInvoices({ result }: { result: ManualInvoiceResponse }) {
  const count = result.invoices.length;
  return (
    <Stack spacing={2} aria-label="Created invoices" component="section">
      <Alert severity="success">
        {count === 1
          ? `Manual invoice created: ${formatCad(result.totalAmount)} (${result.reason.label}).`
          : `${count} manual invoices created: ${formatCad(result.totalAmount)} in total (${result.reason.label}).`}{' '}
        {result.emailedTo
          ? `The payment ${count === 1 ? 'link was' : 'links were'} emailed to ${result.emailedTo}.`
          : 'The record has no email address: send the payment link to the insured.'}
      </Alert>
      <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
        {result.invoices.map((invoice) => (
          <Box
            component="li"
            key={invoice.id}
            sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
          >
            <Typography variant="subtitle1" component="h3">
              Invoice {invoice.number}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {invoice.description} — {formatCad(invoice.amount)}, due {formatDate(invoice.dueDate)}
            </Typography>
            <PaymentLinkField url={invoice.paymentLink.url} />
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * CreateManualCharge (spec 2.6, 5, 7): an amount in dollars (sent in integer cents), one of the eight
 * reasons, 0 to 12 monthly invoices (above 12 the spec's message, checked here and again by the
 * server) and, optionally, the open invoices it refers to. On success it lists the invoices with
 * their payment links; the record's invoices and history refresh. Server refusals are shown as
 * the server words them.
 */
export function ManualInvoiceModal({ applicationId, onClose }: ModalComponentProps) {
  const openInvoices = useOpenInvoices(applicationId);
  const create = useCreateManualInvoice(applicationId);
  const form = useDraftForm({
    initial: EMPTY_DRAFT,
    check: checkDraft,
    toRequest,
    mutation: create,
  });
  const { draft, errors, edit, busy } = form;

  return (
    <RecordFormDialog
      title={MANUAL_INVOICE_TITLE}
      submitLabel="Create"
      form={form}
      done={create.data && <CreatedInvoices result={create.data} />}
      onClose={onClose}
    >
      <AmountField
        id="manual-invoice-amount"
        value={draft.amount}
        onChange={(amount) => edit({ amount })}
        error={errors.amount}
        helperText="In dollars, e.g. 125.50; split evenly over the invoices."
        disabled={busy}
      />
      <SelectInput
        id="manual-invoice-reason"
        label="Reason"
        required
        options={REASON_OPTIONS}
        value={draft.reason}
        onChange={(reason) => edit({ reason })}
        error={errors.reason}
        disabled={busy}
      />
      <TextField
        id="manual-invoice-count"
        label="Number of invoices"
        name="invoiceCount"
        value={draft.invoiceCount}
        onChange={(event) => edit({ invoiceCount: event.target.value })}
        error={Boolean(errors.invoiceCount)}
        helperText={
          errors.invoiceCount ??
          `Optional, 0 to ${MANUAL_INVOICE_MAX_COUNT}: 0 or 1 raise one invoice due today; more raise monthly invoices.`
        }
        disabled={busy}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <OpenInvoicePicker
        query={openInvoices}
        legend="Open invoices this invoice refers to (optional)"
        selected={draft.selectedInvoiceIds}
        onChange={(selectedInvoiceIds) => edit({ selectedInvoiceIds })}
        disabled={busy}
      />
    </RecordFormDialog>
  );
}
