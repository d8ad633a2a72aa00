import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useT } from '../i18n/use-t.ts';
import { commonMessages } from './messages.ts';

/** A load that failed: its message, with Retry to read it again. */
export function RetryAlert({
  onRetry,
  sx,
  children,
}: {
  onRetry: () => void;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const t = useT(commonMessages);
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
