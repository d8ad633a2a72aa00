import { lazy, Suspense, type ReactNode } from 'react';
import type { AlertProps } from '@mui/material/Alert';
import Box from '@mui/material/Box';

/** The message with role="alert" and no styling: if MUI's Alert cannot load (the network is gone). */
function PlainAlert({ children, sx, action }: AlertProps) {
  return (
    <Box role="alert" sx={sx}>
      {children} {action}
    </Box>
  );
}

const Alert = lazy(() =>
  import('@mui/material/Alert').catch(() => ({
    default: PlainAlert as typeof import('@mui/material/Alert').default,
  })),
);

/**
 * An error Alert whose code (MUI's Alert, its icons and IconButton, about 3 KB gzipped) loads when
 * one is first shown, not with every first page (decision 0028).
 */
export function ErrorAlert({
  children,
  sx,
  action,
}: {
  children: ReactNode;
  sx?: AlertProps['sx'];
  action?: ReactNode;
}) {
  return (
    <Suspense fallback={null}>
      <Alert severity="error" role="alert" sx={sx} action={action}>
        {children}
      </Alert>
    </Suspense>
  );
}
