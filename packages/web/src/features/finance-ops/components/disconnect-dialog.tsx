import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { AccountingConnection } from '@bm/contracts';
import { useToast } from '../../../components/toast-context.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useDisconnect } from '../api/accounting.ts';
import { financeOpsMessages } from '../messages.ts';

/**
 * Asked before disconnecting: QuickBooks' tokens are revoked at Intuit and deleted here (the local
 * journal's are deleted); the journal and past syncs stay.
 */
export function DisconnectDialog({
  open,
  provider,
  onClose,
}: {
  open: boolean;
  provider: AccountingConnection['provider'];
  onClose: () => void;
}) {
  const disconnect = useDisconnect();
  const toast = useToast();
  const t = useT(financeOpsMessages);
  const close = () => {
    if (disconnect.isPending) return;
    disconnect.reset();
    onClose();
  };
  const name = provider === 'quickbooks' ? 'QuickBooks Online' : t('theLocalJournal');
  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="disconnect-title">
      <DialogTitle id="disconnect-title">{t('disconnectTitle', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {provider === 'quickbooks' ? t('revokedQuickBooks') : t('deletedLocal')} {t('journalStays')}
        </DialogContentText>
        {disconnect.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {disconnect.error.message}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={disconnect.isPending}>
          {t('cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={disconnect.isPending}
          onClick={() =>
            disconnect.mutate(undefined, {
              onSuccess: (result) => {
                toast.success(result.message);
                disconnect.reset();
                onClose();
              },
            })
          }
        >
          {t('disconnect')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
