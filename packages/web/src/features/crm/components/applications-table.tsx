import type { KeyboardEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ApplicationListItem, ApplicationSort } from '@bm/contracts';
import { formatDate, type Cents } from '@bm/domain';
import type { SxProps, Theme } from '@mui/material/styles';
import { TABLE_CELL_MAX_WIDTH } from '../../../components/table-layout.ts';
import type { SortOrder } from '../lib/list-state.ts';
import { SalesStatusChip, StatusChip, UnavailableChip } from '../../../components/status-chips.tsx';
import { useFormat, useSay, useT } from '../../../i18n/use-t.ts';
import { crmTableMessages } from './messages.ts';

type TableKey = keyof typeof crmTableMessages;
/** What a cell shows in the screens' language. */
interface CellWords {
  t: (key: TableKey) => string;
  money: (cents: Cents) => string;
  /** The catalogue's English (a product's name) in the screens' language. */
  say: (english: string) => string;
}

interface Column {
  id: TableKey;
  sort?: ApplicationSort;
  align?: 'right';
  /** Plain text for the cell's tooltip. */
  text?: (item: ApplicationListItem, words: CellWords) => string;
  render: (item: ApplicationListItem, words: CellWords) => ReactNode;
  /** Short values (dates, figures, policy numbers) stay on one line; the rest wrap. */
  nowrap?: boolean;
}

const dash = '—';

/** A second, smaller line under a cell's value (the insured's email). */
const secondarySx: SxProps<Theme> = { color: 'text.secondary', fontSize: '0.75rem' };

/**
 * The columns fit a 1366 px screen without scrolling sideways (spec 9): long text wraps instead of
 * widening its column, the sales status sits with the status, and cells are padded less than MUI's
 * default. On a narrower screen the table scrolls.
 */
const COLUMNS: Column[] = [
  {
    id: 'policyNumber',
    sort: 'policyNumber',
    nowrap: true,
    text: (item) => item.policyNumber ?? '',
    render: (item) => item.policyNumber ?? dash,
  },
  {
    id: 'insured',
    sort: 'insuredName',
    text: (item) => `${item.insuredName} ${item.email}`,
    render: (item) => (
      <>
        <Box>{item.insuredName}</Box>
        <Box sx={secondarySx}>{item.email}</Box>
      </>
    ),
  },
  {
    id: 'product',
    text: (item, { say }) => say(item.productName),
    render: (item, { say }) => say(item.productName),
  },
  {
    id: 'status',
    render: (item, { t }) => (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        <StatusChip status={item.status} />
        {item.isRenewal && <Chip label={t('renewal')} size="small" variant="outlined" color="primary" />}
        <UnavailableChip bindStopped={item.bindStopped} />
        <SalesStatusChip salesStatus={item.salesStatus} />
      </Box>
    ),
  },
  {
    id: 'policyEffectiveDate',
    sort: 'policyEffectiveDate',
    nowrap: true,
    render: (item) => formatDate(item.policyEffectiveDate) || dash,
  },
  {
    id: 'policyExpiryDate',
    sort: 'policyExpiryDate',
    nowrap: true,
    render: (item) => formatDate(item.policyExpiryDate) || dash,
  },
  {
    id: 'totalPremium',
    sort: 'totalPremium',
    align: 'right',
    nowrap: true,
    render: (item, { money }) => money(item.totalPremium),
  },
  {
    id: 'broker',
    text: (item) => item.brokerName ?? '',
    render: (item) => item.brokerName ?? dash,
  },
  {
    id: 'brokerage',
    text: (item) => item.brokerageName,
    render: (item) => item.brokerageName,
  },
  {
    id: 'createdAt',
    sort: 'createdAt',
    nowrap: true,
    render: (item) => formatDate(item.createdAt),
  },
];

/** Long words (an email, a brokerage name) break rather than widen the column. */
const wrapSx: SxProps<Theme> = { maxWidth: TABLE_CELL_MAX_WIDTH, overflowWrap: 'anywhere' };
const nowrapSx: SxProps<Theme> = { whiteSpace: 'nowrap' };

export interface ApplicationsTableProps {
  /** Undefined while the first page loads: skeleton rows are shown. */
  items: ApplicationListItem[] | undefined;
  sort: ApplicationSort;
  order: SortOrder;
  onSort: (sort: ApplicationSort, order: SortOrder) => void;
  onOpen: (applicationId: string) => void;
  skeletonRows?: number;
}

/** The CRM list: a dense table; a row opens the record (click, or Enter when focused). */
export function ApplicationsTable({
  items,
  sort,
  order,
  onSort,
  onOpen,
  skeletonRows = 10,
}: ApplicationsTableProps) {
  const t = useT(crmTableMessages);
  const f = useFormat();
  const say = useSay();
  const words: CellWords = { t, money: f.money, say };
  const handleSort = (column: ApplicationSort) => {
    if (column === sort) onSort(column, order === 'asc' ? 'desc' : 'asc');
    else onSort(column, 'asc');
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, applicationId: string) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(applicationId);
    }
  };

  return (
    <TableContainer
      sx={{ maxHeight: 'calc(100vh - 260px)', minHeight: 240, '& .MuiTableCell-root': { px: 1 } }}
    >
      <Table size="small" stickyHeader aria-label={t('table')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => {
              const active = column.sort !== undefined && column.sort === sort;
              return (
                <TableCell
                  key={column.id}
                  align={column.align}
                  sortDirection={active ? order : false}
                  sx={{ fontWeight: 600, ...(column.nowrap ? nowrapSx : {}) }}
                >
                  {column.sort ? (
                    <TableSortLabel
                      active={active}
                      direction={active ? order : 'asc'}
                      onClick={() => handleSort(column.sort as ApplicationSort)}
                    >
                      {t(column.id)}
                    </TableSortLabel>
                  ) : (
                    t(column.id)
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {items === undefined
            ? Array.from({ length: skeletonRows }, (_, row) => (
                <TableRow key={row} data-testid="skeleton-row">
                  {COLUMNS.map((column) => (
                    <TableCell key={column.id}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : items.map((item) => (
                <TableRow
                  key={item.applicationId}
                  hover
                  tabIndex={0}
                  aria-label={
                    item.policyNumber
                      ? t('openWithPolicy', { insured: item.insuredName, policy: item.policyNumber })
                      : t('open', { insured: item.insuredName })
                  }
                  onClick={() => onOpen(item.applicationId)}
                  onKeyDown={(event) => handleKeyDown(event, item.applicationId)}
                  sx={{ cursor: 'pointer', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
                >
                  {COLUMNS.map((column) => (
                    <TableCell
                      key={column.id}
                      align={column.align}
                      title={column.text?.(item, words)}
                      sx={column.nowrap ? nowrapSx : wrapSx}
                    >
                      {column.render(item, words)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
