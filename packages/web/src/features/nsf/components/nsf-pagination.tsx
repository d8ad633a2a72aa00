import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { PAGE_SIZES, type PageSize } from '../lib/list-state.ts';

export interface NsfPaginationProps {
  /** 1-based page number from the cursor stack; null when a later page was opened from a link. */
  page: number | null;
  pageSize: PageSize;
  hasPrevious: boolean;
  hasNext: boolean;
  /** While a page is loading the buttons wait, so a double click does not skip a page. */
  busy: boolean;
  onPageSize: (size: PageSize) => void;
  onPrevious: () => void;
  onNext: () => void;
}

/** Keyset paging, as the CRM list: forward by the server's cursor, back by the cursors visited. */
export function NsfPagination(props: NsfPaginationProps) {
  const { page, pageSize, hasPrevious, hasNext, busy } = props;
  return (
    <Box
      component="nav"
      aria-label="Pagination"
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
        label="Rows per page"
        value={pageSize}
        onChange={(event) => props.onPageSize(Number(event.target.value) as PageSize)}
        sx={{ width: 130 }}
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {page === null ? 'Later page' : `Page ${page}`}
      </Typography>
      <Button
        size="small"
        startIcon={<ChevronLeftIcon />}
        disabled={!hasPrevious || busy}
        onClick={props.onPrevious}
      >
        Previous
      </Button>
      <Button size="small" endIcon={<ChevronRightIcon />} disabled={!hasNext || busy} onClick={props.onNext}>
        Next
      </Button>
    </Box>
  );
}
