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
import { TRANSFER_MESSAGES } from '@bm/domain';
import { SelectInput } from '../../../../components/inputs/select-input.tsx';
import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { useToast } from '../../../../components/toast-context.ts';
import { useApplication } from '../../api/get-application.ts';
import { useSay, useT } from '../../../../i18n/use-t.ts';
import { transferMessages } from './messages.ts';
import { isRuleRefusal } from './transfer-account-modal.tsx';
import { useCatalogueProducts, useMoveLead } from './api.ts';

/**
 * ProductCardModal (spec 2.6 lead transfer): the open lead moves to another product of the
 * catalogue. A new application for the same insured opens; the old lead closes (Closed-Loss).
 */
export function ProductCardModal({ applicationId, onClose }: ModalComponentProps) {
  const t = useT(transferMessages);
  const say = useSay();
  const toast = useToast();
  const navigate = useNavigate();
  const { data: record } = useApplication(applicationId);
  const products = useCatalogueProducts();
  const move = useMoveLead(applicationId);
  const [productId, setProductId] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const choices = (products.data ?? [])
    .filter((product) => product.productId !== record?.productId)
    .map((product) => ({ value: product.productId, label: say(product.name) }));
  const error = touched && !productId ? TRANSFER_MESSAGES.productRequired : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setRefusal(null);
    if (!productId) return;
    move.mutate(
      { productId },
      {
        onSuccess: (result) => {
          toast.success(say(result.message));
          onClose();
          void navigate(`/crm/applications/${result.applicationId}`);
        },
        onError: (failure) =>
          isRuleRefusal(failure) ? setRefusal(failure.message) : toast.error(say(TRANSFER_MESSAGES.failure)),
      },
    );
  };

  return (
    <Dialog open onClose={move.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('moveTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">
              {t('moveIntro', {
                insured: record?.insuredName || t('thisInsured'),
                product: record ? ` (${say(record.productName)})` : '',
              })}
            </Typography>
            <SelectInput
              id="lead-product"
              label={t('product')}
              required
              options={choices}
              value={productId}
              error={error && say(error)}
              onChange={setProductId}
            />
            {products.isError && <Alert severity="error">{say(TRANSFER_MESSAGES.failure)}</Alert>}
            {refusal && <Alert severity="error">{say(refusal)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={move.isPending}>
            {t('cancel')}
          </Button>
          <SubmitButton loading={move.isPending}>{t('moveLead')}</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
