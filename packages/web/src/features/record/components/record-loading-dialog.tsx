import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { errorMessage } from '../../../lib/form-field.ts';
import { useT } from '../../../i18n/use-t.ts';
import { recordFormMessages } from './messages.ts';

/**
 * What a record action's modal shows until the policy it acts on has loaded: its title with a
 * spinner, or why the policy could not be read, and Close.
 */
export function RecordLoadingDialog({
  title,
  titleId,
  error,
  onClose,
}: {
  title: string;
  titleId: string;
  error: Error | null;
  onClose: () => void;
}) {
  const t = useT(recordFormMessages);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error">{errorMessage(error)}</Alert>
        ) : (
          <CircularProgress aria-label={t('loadingPolicy')} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
