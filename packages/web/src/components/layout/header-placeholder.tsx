import Box from '@mui/material/Box';

/** The header's place while its code loads: the app bar's colour and height, so nothing jumps. */
export function HeaderPlaceholder() {
  return (
    <Box
      aria-hidden
      sx={{ bgcolor: 'primary.main', minHeight: { xs: 56, sm: 64 }, position: 'sticky', top: 0 }}
    />
  );
}
