import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../lib/form-field.ts';
import type { SaveStatus } from '../lib/use-application-saver.ts';
import { useT } from '../../../i18n/use-t.ts';
import { wizardMessages } from './messages.ts';

/** 'Saving…' while a save is under way, 'Saved' after, and why when a save failed. */
export function SaveIndicator({ status, error }: { status: SaveStatus; error: unknown }) {
  const t = useT(wizardMessages);
  if (status === 'idle') return null;
  const content = {
    saving: { icon: <CircularProgress size={14} aria-hidden />, text: t('saving'), color: 'text.secondary' },
    saved: {
      icon: <CheckCircleOutline fontSize="small" color="success" aria-hidden />,
      text: t('saved'),
      color: 'text.secondary',
    },
    error: {
      icon: <ErrorOutline fontSize="small" color="error" aria-hidden />,
      text: t('notSaved', { reason: errorMessage(error) }),
      color: 'error',
    },
  }[status];
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      {content.icon}
      <Typography variant="body2" color={content.color}>
        {content.text}
      </Typography>
    </Box>
  );
}
