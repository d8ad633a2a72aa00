import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useT } from '../i18n/use-t.ts';
import { pagingMessages } from './messages.ts';

export interface KeysetPaginationProps<Size extends number> {
  /** The page sizes offered. */
  pageSizes: readonly Size[];
  /** 1-based page number from the cursor stack; null when a later page was opened from a link. */
  page: number | null;
  pageSize: Size;
  rowCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
  /** While a page is loading the buttons wait, so a double click does not skip a page. */
  busy: boolean;
  onPageSize: (size: Size) => void;
  onPrevious: () => void;
  onNext: () => void;
}

/** Keyset paging (CRM, invoices): forward by the server's cursor, back by the cursors already visited. */
export function KeysetPagination<Size extends number>(props: KeysetPaginationProps<Size>) {
  const { page, pageSize, rowCount, hasPrevious, hasNext, busy } = props;
  const t = useT(pagingMessages);
  const offset = page === null ? null : (page - 1) * pageSize;
  return (
    <Box
      component="nav"
      aria-label={t('pagination')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 2,
        py: 1,
        flexWrap: 'wrap',
        justifyContent: 'flex-end',
      }}
    >
      <TextField
        select
        size="small"
        label={t('rowsPerPage')}
        value={pageSize}
        onChange={(event) => props.onPageSize(Number(event.target.value) as Size)}
        sx={{ width: 130 }}
      >
        {props.pageSizes.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {page === null ? t('laterPage') : t('page', { page })}
        {offset !== null && rowCount > 0 ? t('rows', { from: offset + 1, to: offset + rowCount }) : ''}
      </Typography>
      <Button
        size="small"
        startIcon={<ChevronLeftIcon />}
        disabled={!hasPrevious || busy}
        onClick={props.onPrevious}
      >
        {t('previous')}
      </Button>
      <Button size="small" endIcon={<ChevronRightIcon />} disabled={!hasNext || busy} onClick={props.onNext}>
        {t('next')}
      </Button>
    </Box>
  );
}
