import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { REFUND_INVOICE_FIELD_MESSAGES, type FilteredInvoice } from '@bm/contracts';
import { formatDate, MESSAGES } from '@bm/domain';
import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { useToast } from '../../../../components/toast-context.ts';
import { useFormat, useSay, useT } from '../../../../i18n/use-t.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useApplication } from '../../api/get-application.ts';
import { ListQueryBody } from '../../components/list-query-body.tsx';
import { usePaidMpfInvoices, useRefundMpfInvoice } from './api.ts';
import { refundMpfMessages } from './messages.ts';

export const REFUND_MPF_TITLE = refundMpfMessages.title.en;
export const NO_PAID_MPF_INVOICES = refundMpfMessages.none.en;
const REMARK_MAX = 500;

/** A refusal the server explains (4xx) is shown as it says it; anything else may have refunded or not. */
const refused = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * RefundMpfInvoiceModal (spec 2.6, 7, 8; docs/decisions/0030): pick a paid missed payment fee
 * invoice, add a remark if wanted, and refund it to the card that paid it. One idempotency key per
 * attempt: a retry after an unknown outcome (no answer, a server error) sends the same key, so the
 * server refunds once; a new invoice or a settled outcome starts a new attempt.
 */
export function RefundMpfInvoiceModal({ applicationId, onClose }: ModalComponentProps) {
  const t = useT(refundMpfMessages);
  const say = useSay();
  const f = useFormat();
  const invoiceLabel = (invoice: FilteredInvoice) => {
    const values = { number: invoice.invoiceNumber, amount: f.money(invoice.amount) };
    return invoice.paidAt
      ? t('invoicePaidLabel', { ...values, paidOn: formatDate(invoice.paidAt) })
      : t('invoiceLabel', values);
  };
  const toast = useToast();
  const record = useApplication(applicationId);
  const invoices = usePaidMpfInvoices(applicationId);
  const refund = useRefundMpfInvoice(applicationId);
  const [invoiceId, setInvoiceId] = useState('');
  const [remark, setRemark] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = useRef<{ invoiceId: string; idempotencyKey: string } | null>(null);
  const policyNumber = record.data?.policyNumber ?? '';
  const chosen = invoices.data?.find((invoice) => invoice.invoiceId === invoiceId && invoice.refundable);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!chosen || !policyNumber || refund.isPending) return;
    setFailure(null);
    if (attempt.current?.invoiceId !== chosen.invoiceId)
      attempt.current = { invoiceId: chosen.invoiceId, idempotencyKey: crypto.randomUUID() };
    const { idempotencyKey } = attempt.current;
    refund.mutate(
      {
        invoiceId: chosen.invoiceId,
        body: { remark: remark.trim(), policyNumber, type: 'MPF', idempotencyKey },
      },
      {
        onSuccess: (result) => {
          attempt.current = null;
          toast.success(result.message);
          onClose();
        },
        onError: (error) => {
          if (refused(error)) {
            attempt.current = null;
            setFailure(error.message);
            // Refunded or changed meanwhile: show the list as it now is.
            if (error.status === 409 || error.status === 422) void invoices.refetch();
          } else {
            setFailure(say(MESSAGES.invoiceRefundFailed));
          }
        },
      },
    );
  };

  return (
    <Dialog open onClose={refund.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <ListQueryBody
              query={invoices}
              loadingLabel={t('loading')}
              emptyText={t('none')}
              errorText={say(MESSAGES.invoicesLoadFailed)}
            >
              {(data) => (
                <FormControl error={touched && !chosen} disabled={refund.isPending}>
                  <FormLabel id="refund-mpf-invoice-label">{t('invoice')}</FormLabel>
                  <RadioGroup
                    aria-labelledby="refund-mpf-invoice-label"
                    name="invoiceId"
                    value={invoiceId}
                    onChange={(event) => setInvoiceId(event.target.value)}
                  >
                    {data.map((invoice) => (
                      <FormControlLabel
                        key={invoice.invoiceId}
                        value={invoice.invoiceId}
                        control={<Radio />}
                        disabled={!invoice.refundable}
                        label={
                          invoice.refundable
                            ? invoiceLabel(invoice)
                            : t('notRefundable', { invoice: invoiceLabel(invoice) })
                        }
                      />
                    ))}
                  </RadioGroup>
                  {touched && !chosen && <FormHelperText>{t('chooseInvoice')}</FormHelperText>}
                </FormControl>
              )}
            </ListQueryBody>
            <TextField
              label={t('remark')}
              name="remark"
              multiline
              minRows={2}
              value={remark}
              disabled={refund.isPending}
              onChange={(event) => setRemark(event.target.value)}
              helperText={
                remark.length >= REMARK_MAX
                  ? say(REFUND_INVOICE_FIELD_MESSAGES.remarkTooLong)
                  : t('remarkHelp')
              }
              slotProps={{ htmlInput: { maxLength: REMARK_MAX } }}
            />
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={refund.isPending}>
            {t('cancel')}
          </Button>
          <SubmitButton loading={refund.isPending} disabled={!invoices.data?.length || !policyNumber}>
            {t('refund')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
