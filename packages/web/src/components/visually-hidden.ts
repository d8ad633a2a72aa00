import type { SxProps, Theme } from '@mui/material/styles';

/** Text for screen readers only (e.g. the name of an actions column): out of view, still read. */
export const visuallyHidden: SxProps<Theme> = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
