import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { TransferBody, TransferPreviewResponse } from '@bm/contracts';
import { isIrreversibleTransfer, MESSAGES, TRANSFER_MESSAGES } from '@bm/domain';
import { SelectInput } from '../../../../components/inputs/select-input.tsx';
import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { useToast } from '../../../../components/toast-context.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { OwnerFields, type OwnerChoice } from './owner-fields.tsx';
import { useSay, useT } from '../../../../i18n/use-t.ts';
import { transferMessages } from './messages.ts';
import { TransferReview } from './transfer-review.tsx';
import { usePreviewTransfer, useTransferAccount, useTransferOptions } from './api.ts';

/** A 4xx answer carries a rule's message worth showing; anything else is the spec's failure. */
export function isRuleRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * TransferAccount (spec 2.6): pick the broker, the brokerage (super admins only, spec 6) and a
 * reason; review what moves (the preview); confirm. A broker who moves an account out of their
 * reach goes back to the CRM with the success toast.
 */
export function TransferAccountModal({ applicationId, onClose }: ModalComponentProps) {
  const t = useT(transferMessages);
  const say = useSay();
  const toast = useToast();
  const navigate = useNavigate();
  const [owner, setOwner] = useState<OwnerChoice>({ brokerage: null, broker: null });
  const [reason, setReason] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [preview, setPreview] = useState<TransferPreviewResponse | null>(null);
  const options = useTransferOptions(applicationId, 'transfer', owner.brokerage);
  const previewing = usePreviewTransfer(applicationId);
  const transfer = useTransferAccount(applicationId);
  const data = options.data;
  // Until the user picks, the brokerage is the account's own.
  const brokerage = owner.brokerage ?? data?.originalBrokerage.value ?? null;
  const choice = { brokerage, broker: owner.broker };

  const errors = touched
    ? {
        brokerage: brokerage ? undefined : MESSAGES.required,
        broker: owner.broker ? undefined : MESSAGES.required,
        reason: reason ? undefined : MESSAGES.required,
      }
    : {};
  const target = data?.brokerageSelectOptions.find((o) => o.value === brokerage);
  const irreversible = Boolean(
    data &&
    target &&
    isIrreversibleTransfer(
      { id: data.originalBrokerage.value, isAgency: data.originalBrokerage.isAgency },
      { id: target.value, isAgency: target.isAgency },
    ),
  );

  const body = (): TransferBody | null =>
    brokerage && owner.broker && reason
      ? { selectedBrokerage: brokerage, selectedBrokerId: owner.broker, transferReason: reason }
      : null;

  const fail = (error: unknown) => {
    if (isRuleRefusal(error)) setRefusal(error.message);
    else toast.error(say(TRANSFER_MESSAGES.failure));
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setRefusal(null);
    const request = body();
    if (!request || !data) return;
    // The browser repeats the spec's rule for quick feedback; the server checks it again.
    if (
      request.selectedBrokerage === data.originalBrokerage.value &&
      request.selectedBrokerId === data.originalBroker?.value
    ) {
      setRefusal(TRANSFER_MESSAGES.nothingChanged);
      return;
    }
    previewing.mutate(request, { onSuccess: setPreview, onError: fail });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const request = body();
    if (!request) return;
    transfer.mutate(request, {
      onSuccess: (result) => {
        toast.success(say(TRANSFER_MESSAGES.success));
        onClose();
        if (!result.accessible) void navigate('/crm');
      },
      onError: fail,
    });
  };

  const busy = previewing.isPending || transfer.isPending;
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={preview ? confirm : review} noValidate>
        <DialogTitle>{t(preview ? 'reviewTransfer' : 'transferAccount')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {options.isError && (
              <Alert severity="error">
                {isRuleRefusal(options.error) ? options.error.message : say(TRANSFER_MESSAGES.failure)}
              </Alert>
            )}
            {preview ? (
              <TransferReview preview={preview} />
            ) : (
              <>
                <OwnerFields
                  idPrefix="transfer"
                  options={data}
                  value={choice}
                  errors={errors}
                  onChange={(next) => {
                    setOwner(next);
                    setRefusal(null);
                  }}
                />
                <SelectInput
                  id="transfer-reason"
                  label={t('reason')}
                  required
                  options={(data?.reasons ?? []).map((value) => ({ value, label: say(value) }))}
                  value={reason}
                  error={errors.reason && say(errors.reason)}
                  onChange={setReason}
                />
                {irreversible && <Alert severity="warning">{say(TRANSFER_MESSAGES.irreversible)}</Alert>}
              </>
            )}
            {refusal && <Alert severity="error">{say(refusal)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          {preview ? (
            <Button onClick={() => setPreview(null)} disabled={busy}>
              {t('back')}
            </Button>
          ) : (
            <Button onClick={onClose} disabled={busy}>
              {t('cancel')}
            </Button>
          )}
          <SubmitButton loading={busy} disabled={!data}>
            {t(preview ? 'confirmTransfer' : 'reviewTransfer')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
