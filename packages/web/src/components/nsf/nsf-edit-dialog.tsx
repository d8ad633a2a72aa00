import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { NsfInvoiceItem, NsfUpdateBody } from '@bm/contracts';
import {
  formatDate,
  MESSAGES,
  noticeDeliveryError,
  NSF_MESSAGES,
  NSF_REASON_MAX_LENGTH,
  NSF_STATUSES,
  type NsfStatus,
} from '@bm/domain';
import { ApiError } from '../../lib/api-client.ts';
import { useUpdateNsfInvoice } from '../../lib/nsf-invoices.ts';
import { SubmitButton } from '../submit-button.tsx';
import { useToast } from '../toast-context.ts';
import { useSay, useT } from '../../i18n/use-t.ts';
import { nsfEditMessages, nsfStatusMessages } from './messages.ts';

/**
 * Finance users and super admins set an NSF invoice's reason and status (PUT /api/nsfInvoices/{id}),
 * and, once its notice of cancellation was sent, the day the registered letter was delivered (from
 * its tracking): the cancellation date is then 15 days on. The day is checked here as the server
 * checks it (not before the sending, not in the future).
 * A refusal (nothing changed, not allowed, not found) shows the server's message; on success every
 * NSF list is fetched again, `onSaved` runs (the record refreshes its history) and the dialog closes.
 */
export function NsfEditDialog({
  item,
  onClose,
  onSaved,
}: {
  item: NsfInvoiceItem;
  onClose: () => void;
  onSaved?: (item: NsfInvoiceItem) => Promise<unknown> | void;
}) {
  const t = useT(nsfEditMessages);
  const statusText = useT(nsfStatusMessages);
  const say = useSay();
  const toast = useToast();
  const update = useUpdateNsfInvoice(onSaved);
  const [reason, setReason] = useState(item.reason ?? '');
  const [status, setStatus] = useState<NsfStatus>(item.status);
  const [touched, setTouched] = useState(false);
  const [deliveredOn, setDeliveredOn] = useState(item.letterDeliveredOn ?? '');
  // A reason once written cannot be emptied; an NSF invoice without one may keep none.
  const reasonError = item.reason !== null && !reason.trim() ? MESSAGES.required : null;
  // The delivery day is asked for once the notice went out, while the NSF invoice is pending.
  const asksDelivery = item.letterSentOn !== null && item.status === 'pending';
  const deliveryChanged =
    asksDelivery && deliveredOn !== '' && deliveredOn !== (item.letterDeliveredOn ?? '');
  const deliveryError = deliveryChanged
    ? noticeDeliveryError({
        deliveredDay: deliveredOn,
        sentDay: item.letterSentOn,
        today: formatDate(new Date()),
      })
    : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (reasonError || deliveryError) return;
    const body: NsfUpdateBody = {
      status,
      ...(reason.trim() ? { reason: reason.trim() } : {}),
      ...(deliveryChanged ? { letterDeliveredOn: deliveredOn } : {}),
    };
    update.mutate(
      { invoiceId: item.invoiceId, body },
      {
        onSuccess: () => {
          toast.success(say(NSF_MESSAGES.updated));
          onClose();
        },
      },
    );
  };

  const failure =
    update.error instanceof ApiError && update.error.status >= 400 && update.error.status < 500
      ? update.error.message
      : update.error
        ? t('updateError')
        : null;

  return (
    <Dialog open onClose={update.isPending ? undefined : onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              {item.policyNumber
                ? t('invoiceAndPolicyOf', {
                    invoice: item.invoiceNumber,
                    policy: item.policyNumber,
                    insured: item.insuredName,
                  })
                : t('invoiceOf', { invoice: item.invoiceNumber, insured: item.insuredName })}
            </DialogContentText>
            <TextField
              label={t('reason')}
              multiline
              minRows={2}
              autoFocus
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={touched && Boolean(reasonError)}
              helperText={touched && reasonError ? say(reasonError) : t('reasonHint')}
              slotProps={{ htmlInput: { maxLength: NSF_REASON_MAX_LENGTH } }}
            />
            <TextField
              select
              label={t('status')}
              value={status}
              onChange={(event) => setStatus(event.target.value as NsfStatus)}
            >
              {NSF_STATUSES.map((value) => (
                <MenuItem key={value} value={value}>
                  {statusText(value)}
                </MenuItem>
              ))}
            </TextField>
            {asksDelivery ? (
              <TextField
                type="date"
                label={t('deliveredOn')}
                value={deliveredOn}
                onChange={(event) => setDeliveredOn(event.target.value)}
                error={touched && Boolean(deliveryError)}
                helperText={
                  touched && deliveryError
                    ? say(deliveryError)
                    : t('sentHint', { day: item.letterSentOn ?? '' })
                }
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ) : null}
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={update.isPending}>
            {t('cancel')}
          </Button>
          <SubmitButton loading={update.isPending}>{t('save')}</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
