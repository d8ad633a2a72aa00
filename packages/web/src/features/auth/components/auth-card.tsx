import type { FormEventHandler, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PRODUCT_TITLE } from '@bm/domain';

/** The frame of every auth page; `showBrand` where the header is hidden (login, sign-up, forgot). */
export function AuthCard({
  title,
  intro,
  children,
  footer,
  onSubmit,
  showBrand = false,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  showBrand?: boolean;
}) {
  return (
    <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Box sx={{ width: '100%', maxWidth: 480 }}>
        {showBrand && (
          <Link
            component={RouterLink}
            to="/"
            underline="none"
            variant="h5"
            sx={{ display: 'block', textAlign: 'center', fontWeight: 700, mb: 3 }}
          >
            {PRODUCT_TITLE}
          </Link>
        )}
        <Paper elevation={2} sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h4" component="h1" sx={{ mb: 1, fontWeight: 700 }}>
            {title}
          </Typography>
          {intro && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {intro}
            </Typography>
          )}
          {onSubmit ? (
            <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
              {children}
            </Stack>
          ) : (
            <Stack spacing={2.5}>{children}</Stack>
          )}
        </Paper>
        {footer && <Box sx={{ mt: 3, textAlign: 'center' }}>{footer}</Box>}
      </Box>
    </Box>
  );
}
