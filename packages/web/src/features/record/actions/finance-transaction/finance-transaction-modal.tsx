import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { FINANCE_DESCRIPTION_MAX, formatCad, formatDate, type FinanceTransactionType } from '@bm/domain';
import type { FinanceTransactionResponse } from '@bm/contracts';
import { RadioGroupInput } from '../../../../components/inputs/radio-group-input.tsx';
import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { useOpenInvoices } from '../../api/open-invoices.ts';
import { OpenInvoicePicker, owingOn, stillOwing } from '../../components/open-invoice-picker.tsx';
import { AmountField, RecordFormDialog } from '../../components/record-form-dialog.tsx';
import { useDraftForm } from '../../lib/use-draft-form.ts';
import { useRecordFinanceTransaction } from './api.ts';
import { checkDraft, emptyDraft, toRequest } from './finance-transaction-form.ts';

export const FINANCE_TRANSACTION_TITLE = 'Record finance transaction';
const TYPE_OPTIONS = [
  { value: 'FinanceAdjustment', label: 'Finance adjustment' },
  { value: 'OffPlatformPayment', label: 'Off-platform payment' },
];

function Recorded({ result }: { result: FinanceTransactionResponse }) {
  const text =
    result.transactionType === 'OffPlatformPayment'
      ? `Off-platform payment of ${formatCad(result.amount)} recorded on ${result.settled.length} invoice${result.settled.length === 1 ? '' : 's'}.`
      : result.amount > 0
        ? `Adjustment of ${formatCad(result.amount)} recorded: a new invoice the insured owes.`
        : `Credit of ${formatCad(-result.amount)} recorded${
            result.refundPending > 0
              ? `; ${formatCad(result.refundPending)} is owed back to the insured as a manual refund`
              : ''
          }.`;
  return <Alert severity="success">{text}</Alert>;
}

/**
 * RecordFinanceTransaction (spec 2.6, 5, 7, 9): a finance adjustment (a signed amount in dollars,
 * sent in integer cents, and a description of at most 1000 characters) or an off-platform payment
 * (a payment date and the open invoices it settles). Finance users and super admins; the server
 * checks everything again and its refusals are shown as it words them.
 */
export function FinanceTransactionModal({ applicationId, onClose }: ModalComponentProps) {
  const today = formatDate(new Date());
  const openInvoices = useOpenInvoices(applicationId);
  const record = useRecordFinanceTransaction(applicationId);
  const form = useDraftForm({
    initial: () => emptyDraft(today),
    check: (typed) => checkDraft(typed, today),
    toRequest,
    mutation: record,
  });
  const { draft, errors, edit, busy } = form;

  const chosenTotal = (openInvoices.data ?? [])
    .filter((invoice) => stillOwing(invoice) && draft.invoiceIds.includes(invoice.id))
    .reduce((sum, invoice) => sum + owingOn(invoice), 0);

  return (
    <RecordFormDialog
      title={FINANCE_TRANSACTION_TITLE}
      submitLabel="Record"
      form={form}
      done={record.data && <Recorded result={record.data} />}
      onClose={onClose}
    >
      <RadioGroupInput
        id="finance-transaction-type"
        label="Transaction"
        options={TYPE_OPTIONS}
        value={draft.transactionType}
        onChange={(value) => edit({ transactionType: value as FinanceTransactionType })}
        disabled={busy}
        row
      />
      {draft.transactionType === 'FinanceAdjustment' ? (
        <>
          <AmountField
            id="finance-transaction-amount"
            value={draft.amount}
            onChange={(amount) => edit({ amount })}
            error={errors.amount}
            helperText="In dollars. Positive: the insured owes more (a new invoice). Negative: a credit."
            disabled={busy}
          />
          <TextField
            id="finance-transaction-description"
            label="Description"
            name="description"
            required
            multiline
            minRows={3}
            value={draft.description}
            onChange={(event) => edit({ description: event.target.value })}
            error={Boolean(errors.description)}
            helperText={
              errors.description ?? `${draft.description.length} / ${FINANCE_DESCRIPTION_MAX} characters`
            }
            disabled={busy}
          />
        </>
      ) : (
        <>
          <TextField
            id="finance-transaction-payment-date"
            label="Payment date"
            name="paymentDate"
            type="date"
            required
            value={draft.paymentDate}
            onChange={(event) => edit({ paymentDate: event.target.value })}
            error={Boolean(errors.paymentDate)}
            helperText={errors.paymentDate ?? 'The day the money was received.'}
            disabled={busy}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          />
          <OpenInvoicePicker
            query={openInvoices}
            legend="Open invoices this payment settles"
            selected={draft.invoiceIds}
            onChange={(invoiceIds) => edit({ invoiceIds })}
            offered={stillOwing}
            error={errors.invoiceIds}
            helperText={`Settled in full: ${formatCad(chosenTotal)}.`}
            disabled={busy}
          />
          <TextField
            id="finance-transaction-reference"
            label="Reference (optional)"
            name="reference"
            value={draft.reference}
            onChange={(event) => edit({ reference: event.target.value })}
            error={Boolean(errors.description)}
            helperText={errors.description ?? 'A cheque number or e-transfer reference.'}
            disabled={busy}
          />
        </>
      )}
    </RecordFormDialog>
  );
}
