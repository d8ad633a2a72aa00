import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ManualInvoiceResponse } from '@bm/contracts';
import { formatDate, MANUAL_INVOICE_MAX_COUNT, MANUAL_INVOICE_REASONS } from '@bm/domain';
import { useFormat, useSay, useT } from '../../../../i18n/use-t.ts';
import { manualInvoiceMessages } from './messages.ts';
import { SelectInput } from '../../../../components/inputs/select-input.tsx';
import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { PaymentLinkField } from '../../../../components/payment-link-field.tsx';
import { useOpenInvoices } from '../../api/open-invoices.ts';
import { OpenInvoicePicker } from '../../components/open-invoice-picker.tsx';
import { AmountField, RecordFormDialog } from '../../components/record-form-dialog.tsx';
import { useDraftForm } from '../../lib/use-draft-form.ts';
import { useCreateManualInvoice } from './api.ts';
import { checkDraft, EMPTY_DRAFT, MANUAL_INVOICE_FORM_MESSAGES, toRequest } from './manual-invoice-form.ts';

const FORM_KEYS = Object.keys(MANUAL_INVOICE_FORM_MESSAGES) as (keyof typeof MANUAL_INVOICE_FORM_MESSAGES)[];

/** What was created: each invoice with its payment link to send to the insured. */
function CreatedInvoices({ result }: { result: ManualInvoiceResponse }) {
  const t = useT(manualInvoiceMessages);
  const say = useSay();
  const { money } = useFormat();
  const count = result.invoices.length;
  const total = { count, amount: money(result.totalAmount), reason: say(result.reason.label) };
  return (
    <Stack spacing={2} aria-label={t('created')} component="section">
      <Alert severity="success">
        {t(count === 1 ? 'createdOne' : 'createdMany', total)}{' '}
        {result.emailedTo ? t('emailed', { count, email: result.emailedTo }) : t('noEmail')}
      </Alert>
      <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
        {result.invoices.map((invoice) => (
          <Box
            component="li"
            key={invoice.id}
            sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
          >
            <Typography variant="subtitle1" component="h3">
              {t('invoice', { number: invoice.number })}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t('line', {
                description: invoice.description,
                amount: money(invoice.amount),
                date: formatDate(invoice.dueDate),
              })}
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
  const t = useT(manualInvoiceMessages);
  const say = useSay();
  const reasonOptions = MANUAL_INVOICE_REASONS.map(({ value, label }) => ({ value, label: say(label) }));
  // An error as the checks word it (English), in the screens' language.
  const shown = (error: string | undefined) => {
    const key = FORM_KEYS.find((k) => MANUAL_INVOICE_FORM_MESSAGES[k] === error);
    return key ? t(key, { max: MANUAL_INVOICE_MAX_COUNT }) : error && say(error);
  };
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
      title={t('title')}
      submitLabel={t('create')}
      form={form}
      done={create.data && <CreatedInvoices result={create.data} />}
      onClose={onClose}
    >
      <AmountField
        id="manual-invoice-amount"
        value={draft.amount}
        onChange={(amount) => edit({ amount })}
        error={shown(errors.amount)}
        helperText={t('amountHelp')}
        disabled={busy}
      />
      <SelectInput
        id="manual-invoice-reason"
        label={t('reason')}
        required
        options={reasonOptions}
        value={draft.reason}
        onChange={(reason) => edit({ reason })}
        error={shown(errors.reason)}
        disabled={busy}
      />
      <TextField
        id="manual-invoice-count"
        label={t('count')}
        name="invoiceCount"
        value={draft.invoiceCount}
        onChange={(event) => edit({ invoiceCount: event.target.value })}
        error={Boolean(errors.invoiceCount)}
        helperText={
          shown(errors.invoiceCount) ?? t('countHelp', { max: MANUAL_INVOICE_MAX_COUNT })
        }
        disabled={busy}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <OpenInvoicePicker
        query={openInvoices}
        legend={t('invoicesLegend')}
        selected={draft.selectedInvoiceIds}
        onChange={(selectedInvoiceIds) => edit({ selectedInvoiceIds })}
        disabled={busy}
      />
    </RecordFormDialog>
  );
}
