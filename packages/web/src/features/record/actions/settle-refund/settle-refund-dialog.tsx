import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SETTLE_REFUND_FIELD_MESSAGES, type InvoiceItem, type ManualRefund } from '@bm/contracts';
import { formatDate } from '@bm/domain';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { useToast } from '../../../../components/toast-context.ts';
import { useFormat, useSay, useT } from '../../../../i18n/use-t.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useSettleRefund } from './api.ts';
import { settleRefundMessages } from './messages.ts';

export const SETTLE_REFUND_TITLE = settleRefundMessages.title.en;
export const SETTLE_REFUND_ERROR = settleRefundMessages.failed.en;
export const SETTLE_REFUND_DONE = settleRefundMessages.done.en;
const REFERENCE_MAX = 100;

/** What is wrong with the fields, as the server would say it (the same messages). */
function fieldErrors(reference: string, paidOn: string, refund: ManualRefund, today: string) {
  const ref = reference.trim();
  return {
    reference: !ref
      ? SETTLE_REFUND_FIELD_MESSAGES.referenceRequired
      : ref.length > REFERENCE_MAX
        ? SETTLE_REFUND_FIELD_MESSAGES.referenceTooLong
        : null,
    paidOn: !/^\d{4}-\d{2}-\d{2}$/.test(paidOn)
      ? SETTLE_REFUND_FIELD_MESSAGES.paidOnFormat
      : paidOn > today
        ? SETTLE_REFUND_FIELD_MESSAGES.paidOnFuture
        : paidOn < refund.recordedOn
          ? SETTLE_REFUND_FIELD_MESSAGES.paidOnBeforeRecorded(refund.recordedOn)
          : null,
  };
}

/**
 * Finance paid a pending manual refund out by hand: the cheque or e-transfer reference and the day
 * it was paid (today by default). On success the record's invoices are fetched again; a refusal
 * shows the server's message.
 */
export function SettleRefundDialog({
  applicationId,
  invoice,
  refund,
  onClose,
}: {
  applicationId: string;
  invoice: InvoiceItem;
  refund: ManualRefund;
  onClose: () => void;
}) {
  const t = useT(settleRefundMessages);
  const say = useSay();
  const f = useFormat();
  const toast = useToast();
  const settle = useSettleRefund(applicationId);
  const today = formatDate(new Date());
  const [reference, setReference] = useState('');
  const [paidOn, setPaidOn] = useState(today);
  const [touched, setTouched] = useState(false);
  const errors = fieldErrors(reference, paidOn, refund, today);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (errors.reference || errors.paidOn) return;
    settle.mutate(
      { refundId: refund.id, body: { reference: reference.trim(), paidOn } },
      {
        onSuccess: () => {
          toast.success(t('done'));
          onClose();
        },
      },
    );
  };

  const failure =
    settle.error instanceof ApiError && settle.error.status >= 400 && settle.error.status < 500
      ? settle.error.message
      : settle.error
        ? t('failed')
        : null;

  return (
    <Dialog open onClose={settle.isPending ? undefined : onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              {t('explained', {
                number: invoice.number,
                amount: f.money(refund.amount),
                recordedOn: refund.recordedOn,
              })}
            </DialogContentText>
            <TextField
              label={t('reference')}
              required
              autoFocus
              value={reference}
              onChange={(event) => setReference(event.target.value)}
              error={touched && Boolean(errors.reference)}
              helperText={touched && errors.reference ? say(errors.reference) : t('referenceHelp')}
              slotProps={{ htmlInput: { maxLength: REFERENCE_MAX } }}
            />
            <TextField
              label={t('paidOn')}
              type="date"
              required
              value={paidOn}
              onChange={(event) => setPaidOn(event.target.value)}
              error={touched && Boolean(errors.paidOn)}
              helperText={touched && errors.paidOn ? say(errors.paidOn) : t('paidOnHelp')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: refund.recordedOn, max: today } }}
            />
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={settle.isPending}>
            {t('cancel')}
          </Button>
          <SubmitButton loading={settle.isPending}>{t('recordPaid')}</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
