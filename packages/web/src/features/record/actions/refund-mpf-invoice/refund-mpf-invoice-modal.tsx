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
import { formatCad, formatDate, MESSAGES } from '@bm/domain';
import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { useToast } from '../../../../components/toast-context.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useApplication } from '../../api/get-application.ts';
import { ListQueryBody } from '../../components/list-query-body.tsx';
import { usePaidMpfInvoices, useRefundMpfInvoice } from './api.ts';

export const REFUND_MPF_TITLE = 'Refund missed payment fee';
export const NO_PAID_MPF_INVOICES = 'No paid missed payment fee invoices';
const REMARK_MAX = 500;

/** A refusal the server explains (4xx) is shown as it says it; anything else may have refunded or not. */
const refused = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

function invoiceLabel(invoice: FilteredInvoice): string {
  const paid = invoice.paidAt ? `, paid ${formatDate(invoice.paidAt)}` : '';
  return `${invoice.invoiceNumber}: ${formatCad(invoice.amount)}${paid}`;
}

/**
 * RefundMpfInvoiceModal (spec 2.6, 7, 8; docs/decisions/0030): pick a paid missed payment fee
 * invoice, add a remark if wanted, and refund it to the card that paid it. One idempotency key per
 * attempt: a retry after an unknown outcome (no answer, a server error) sends the same key, so the
 * server refunds once; a new invoice or a settled outcome starts a new attempt.
 */
export function RefundMpfInvoiceModal({ applicationId, onClose }: ModalComponentProps) {
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
            setFailure(MESSAGES.invoiceRefundFailed);
          }
        },
      },
    );
  };

  return (
    <Dialog open onClose={refund.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{REFUND_MPF_TITLE}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <ListQueryBody
              query={invoices}
              loadingLabel="Loading the paid missed payment fee invoices"
              emptyText={NO_PAID_MPF_INVOICES}
              errorText={MESSAGES.invoicesLoadFailed}
            >
              {(data) => (
                <FormControl error={touched && !chosen} disabled={refund.isPending}>
                  <FormLabel id="refund-mpf-invoice-label">Paid missed payment fee invoice</FormLabel>
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
                            : `${invoiceLabel(invoice)} (not refundable)`
                        }
                      />
                    ))}
                  </RadioGroup>
                  {touched && !chosen && <FormHelperText>Choose the invoice to refund.</FormHelperText>}
                </FormControl>
              )}
            </ListQueryBody>
            <TextField
              label="Remark"
              name="remark"
              multiline
              minRows={2}
              value={remark}
              disabled={refund.isPending}
              onChange={(event) => setRemark(event.target.value)}
              helperText={
                remark.length >= REMARK_MAX
                  ? REFUND_INVOICE_FIELD_MESSAGES.remarkTooLong
                  : 'Optional: why the fee is given back.'
              }
              slotProps={{ htmlInput: { maxLength: REMARK_MAX } }}
            />
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={refund.isPending}>
            Cancel
          </Button>
          <SubmitButton loading={refund.isPending} disabled={!invoices.data?.length || !policyNumber}>
            Refund
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
