import type { SxProps, Theme } from '@mui/material/styles';

/** Spec section 9: table body cell max width 200; filter min width 360. */
export const TABLE_CELL_MAX_WIDTH = 200;
export const FILTER_MIN_WIDTH = 360;

export const ellipsisSx: SxProps<Theme> = {
  maxWidth: TABLE_CELL_MAX_WIDTH,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};
