import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LAUNCHPAD_LEAD_REASON, MESSAGES, TRANSFER_MESSAGES } from '@bm/domain';
import { SelectInput } from '../../../../components/inputs/select-input.tsx';
import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { useToast } from '../../../../components/toast-context.ts';
import { useApplication } from '../../api/get-application.ts';
import { useSay, useT } from '../../../../i18n/use-t.ts';
import { transferMessages } from './messages.ts';
import { OwnerFields, type OwnerChoice } from './owner-fields.tsx';
import { isRuleRefusal } from './transfer-account-modal.tsx';
import { useAssignLead, useCatalogueProducts, useTransferOptions } from './api.ts';

/**
 * AssignCustomLead (spec 2.6): agency staff and super admins hand an open (launchpad) lead to a
 * broker of any brokerage, on the product chosen (the lead's own by default).
 */
export function AssignCustomLeadModal({ applicationId, onClose }: ModalComponentProps) {
  const t = useT(transferMessages);
  const say = useSay();
  const toast = useToast();
  const navigate = useNavigate();
  const { data: record } = useApplication(applicationId);
  const [owner, setOwner] = useState<OwnerChoice>({ brokerage: null, broker: null });
  const [picked, setPicked] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const options = useTransferOptions(applicationId, 'assignLead', owner.brokerage);
  const products = useCatalogueProducts();
  const assign = useAssignLead(applicationId);
  const brokerage = owner.brokerage ?? options.data?.originalBrokerage.value ?? null;
  const productId = picked ?? record?.productId ?? null;
  const errors = touched
    ? {
        brokerage: brokerage ? undefined : MESSAGES.required,
        broker: owner.broker ? undefined : MESSAGES.required,
        product: productId ? undefined : TRANSFER_MESSAGES.productRequired,
      }
    : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setRefusal(null);
    if (!brokerage || !owner.broker || !productId || !record) return;
    if (
      brokerage === record.brokerageId &&
      owner.broker === record.brokerId &&
      productId === record.productId
    ) {
      setRefusal(TRANSFER_MESSAGES.nothingChanged);
      return;
    }
    assign.mutate(
      { selectedBrokerage: brokerage, selectedBrokerId: owner.broker, productId },
      {
        onSuccess: (result) => {
          toast.success(say(result.message));
          onClose();
          if (!result.accessible) void navigate('/crm');
          else if (result.applicationId !== applicationId)
            void navigate(`/crm/applications/${result.applicationId}`);
        },
        onError: (failure) =>
          isRuleRefusal(failure) ? setRefusal(failure.message) : toast.error(say(TRANSFER_MESSAGES.failure)),
      },
    );
  };

  return (
    <Dialog open onClose={assign.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('assignLead')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <OwnerFields
              idPrefix="assign"
              options={options.data}
              value={{ brokerage, broker: owner.broker }}
              errors={errors}
              onChange={(next) => {
                setOwner(next);
                setRefusal(null);
              }}
            />
            <SelectInput
              id="assign-product"
              label={t('product')}
              required
              options={(products.data ?? []).map((p) => ({ value: p.productId, label: p.name }))}
              value={productId}
              error={errors.product && say(errors.product)}
              onChange={setPicked}
            />
            <Typography variant="body2">{t('reasonIs', { reason: say(LAUNCHPAD_LEAD_REASON) })}</Typography>
            {refusal && <Alert severity="error">{say(refusal)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={assign.isPending}>
            {t('cancel')}
          </Button>
          <SubmitButton loading={assign.isPending} disabled={!options.data}>
            {t('assignLead')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
