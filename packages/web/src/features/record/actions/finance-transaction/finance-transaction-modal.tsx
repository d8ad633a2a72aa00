import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import {
  FINANCE_DESCRIPTION_MAX,
  FINANCE_TRANSACTION_TYPES,
  formatDate, type FinanceTransactionType } from '@bm/domain';
import { useFormat, useSay, useT } from '../../../../i18n/use-t.ts';
import { financeMessages } from './messages.ts';
import type { FinanceTransactionResponse } from '@bm/contracts';
import { RadioGroupInput } from '../../../../components/inputs/radio-group-input.tsx';
import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { useOpenInvoices } from '../../api/open-invoices.ts';
import { OpenInvoicePicker, owingOn, stillOwing } from '../../components/open-invoice-picker.tsx';
import { AmountField, RecordFormDialog } from '../../components/record-form-dialog.tsx';
import { useDraftForm } from '../../lib/use-draft-form.ts';
import { useRecordFinanceTransaction } from './api.ts';
import { checkDraft, emptyDraft, FINANCE_FORM_MESSAGES, toRequest } from './finance-transaction-form.ts';

function Recorded({ result }: { result: FinanceTransactionResponse }) {
  const t = useT(financeMessages);
  const { money } = useFormat();
  const text =
    result.transactionType === 'OffPlatformPayment'
      ? t('offPlatformRecorded', { amount: money(result.amount), count: result.settled.length })
      : result.amount > 0
        ? t('adjustmentRecorded', { amount: money(result.amount) })
        : result.refundPending > 0
          ? t('creditRecordedRefund', { amount: money(-result.amount), refund: money(result.refundPending) })
          : t('creditRecorded', { amount: money(-result.amount) });
  return <Alert severity="success">{text}</Alert>;
}

/**
 * RecordFinanceTransaction (spec 2.6, 5, 7, 9): a finance adjustment (a signed amount in dollars,
 * sent in integer cents, and a description of at most 1000 characters) or an off-platform payment
 * (a payment date and the open invoices it settles). Finance users and super admins; the server
 * checks everything again and its refusals are shown as it words them.
 */
export function FinanceTransactionModal({ applicationId, onClose }: ModalComponentProps) {
  const t = useT(financeMessages);
  const say = useSay();
  const { money } = useFormat();
  // An error as the checks word it (English), in the screens' language.
  const shown = (error: string | undefined) =>
    error === FINANCE_FORM_MESSAGES.amountRequired
      ? t('amountRequired')
      : error === FINANCE_FORM_MESSAGES.amountInvalid
        ? t('amountInvalid')
        : error && say(error);
  const typeOptions = FINANCE_TRANSACTION_TYPES.map((value) => ({ value, label: t(value) }));
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
  const adjusting = draft.transactionType === 'FinanceAdjustment';

  const chosenTotal = (openInvoices.data ?? [])
    .filter((invoice) => stillOwing(invoice) && draft.invoiceIds.includes(invoice.id))
    .reduce((sum, invoice) => sum + owingOn(invoice), 0);

  return (
    <RecordFormDialog
      title={t('title')}
      submitLabel={t('record')}
      form={form}
      done={record.data && <Recorded result={record.data} />}
      onClose={onClose}
    >
      <RadioGroupInput
        id="finance-transaction-type"
        label={t('transaction')}
        options={typeOptions}
        value={draft.transactionType}
        onChange={(value) => edit({ transactionType: value as FinanceTransactionType })}
        disabled={busy}
        row
      />
      {adjusting ? (
        <>
          <AmountField
            id="finance-transaction-amount"
            value={draft.amount}
            onChange={(amount) => edit({ amount })}
            error={shown(errors.amount)}
            helperText={t('amountHelp')}
            disabled={busy}
          />
          <TextField
            id="finance-transaction-description"
            label={t('description')}
            name="description"
            required
            multiline
            minRows={3}
            value={draft.description}
            onChange={(event) => edit({ description: event.target.value })}
            error={Boolean(errors.description)}
            helperText={
              shown(errors.description) ??
              t('characters', { count: draft.description.length, max: FINANCE_DESCRIPTION_MAX })
            }
            disabled={busy}
          />
        </>
      ) : (
        <>
          <TextField
            id="finance-transaction-payment-date"
            label={t('paymentDate')}
            name="paymentDate"
            type="date"
            required
            value={draft.paymentDate}
            onChange={(event) => edit({ paymentDate: event.target.value })}
            error={Boolean(errors.paymentDate)}
            helperText={shown(errors.paymentDate) ?? t('paymentDateHelp')}
            disabled={busy}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          />
          <OpenInvoicePicker
            query={openInvoices}
            legend={t('invoicesLegend')}
            selected={draft.invoiceIds}
            onChange={(invoiceIds) => edit({ invoiceIds })}
            offered={stillOwing}
            error={shown(errors.invoiceIds)}
            helperText={t('settled', { amount: money(chosenTotal) })}
            disabled={busy}
          />
          <TextField
            id="finance-transaction-reference"
            label={t('reference')}
            name="reference"
            value={draft.reference}
            onChange={(event) => edit({ reference: event.target.value })}
            error={Boolean(errors.description)}
            helperText={shown(errors.description) ?? t('referenceHelp')}
            disabled={busy}
          />
        </>
      )}
    </RecordFormDialog>
  );
}
