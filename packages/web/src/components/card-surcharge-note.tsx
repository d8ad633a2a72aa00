import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The note under a figure that carries a credit card surcharge (decisions 0055, 0063): debit and
 * prepaid cards carry none, and what such a card pays. Nothing when there is no note.
 */
export function CardSurchargeNote({
  children,
  sx = { mt: 1 },
  color,
}: {
  children: ReactNode;
  sx?: SxProps<Theme>;
  color?: string;
}) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <Typography variant="body2" data-testid="card-surcharge-note" sx={sx} color={color}>
      {children}
    </Typography>
  );
}
