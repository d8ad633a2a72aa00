import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { integrationsMessages } from '../messages.ts';

/** A secret or key shown this once, with a copy button and the warning that it will not be shown again. */
export function SecretDialog({
  value,
  title,
  warning,
  onClose,
}: {
  value: string | null;
  title: string;
  warning: string;
  onClose: () => void;
}) {
  const t = useT(integrationsMessages);
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(value ?? '');
    setCopied(true);
  };
  return (
    <Dialog open={value !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={id}>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {warning}
        </Alert>
        <Box
          component="code"
          data-testid="shown-secret"
          sx={{ display: 'block', p: 1.5, bgcolor: 'grey.100', borderRadius: 1, wordBreak: 'break-all' }}
        >
          {value}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copy()} aria-live="polite">
          {copied ? t('copied') : t('copy')}
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            setCopied(false);
            onClose();
          }}
        >
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
