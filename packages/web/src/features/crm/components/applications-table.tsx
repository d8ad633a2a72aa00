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
import { formatCad, formatDate } from '@bm/domain';
import { ellipsisSx } from '../../../components/table-layout.ts';
import type { SortOrder } from '../lib/list-state.ts';
import { SalesStatusChip, StatusChip, UnavailableChip } from '../../../components/status-chips.tsx';

interface Column {
  id: string;
  label: string;
  sort?: ApplicationSort;
  align?: 'right';
  /** Plain text for the cell's tooltip (the full value when the cell is cut short). */
  text?: (item: ApplicationListItem) => string;
  render: (item: ApplicationListItem) => ReactNode;
}

const dash = '—';

const COLUMNS: Column[] = [
  {
    id: 'policyNumber',
    label: 'Policy number',
    sort: 'policyNumber',
    text: (item) => item.policyNumber ?? '',
    render: (item) => item.policyNumber ?? dash,
  },
  {
    id: 'insured',
    label: 'Insured',
    sort: 'insuredName',
    text: (item) => `${item.insuredName} ${item.email}`,
    render: (item) => (
      <>
        <Box sx={ellipsisSx}>{item.insuredName}</Box>
        <Box sx={{ ...ellipsisSx, color: 'text.secondary', fontSize: '0.75rem' }}>{item.email}</Box>
      </>
    ),
  },
  { id: 'product', label: 'Product', text: (item) => item.productName, render: (item) => item.productName },
  {
    id: 'status',
    label: 'Status',
    render: (item) => (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        <StatusChip status={item.status} />
        {item.isRenewal && <Chip label="Renewal" size="small" variant="outlined" color="primary" />}
        <UnavailableChip bindStopped={item.bindStopped} />
      </Box>
    ),
  },
  {
    id: 'salesStatus',
    label: 'Sales status',
    render: (item) => <SalesStatusChip salesStatus={item.salesStatus} />,
  },
  {
    id: 'policyEffectiveDate',
    label: 'Effective',
    sort: 'policyEffectiveDate',
    render: (item) => formatDate(item.policyEffectiveDate) || dash,
  },
  {
    id: 'policyExpiryDate',
    label: 'Expiry',
    sort: 'policyExpiryDate',
    render: (item) => formatDate(item.policyExpiryDate) || dash,
  },
  {
    id: 'totalPremium',
    label: 'Total premium',
    sort: 'totalPremium',
    align: 'right',
    render: (item) => formatCad(item.totalPremium),
  },
  {
    id: 'broker',
    label: 'Broker',
    text: (item) => item.brokerName ?? '',
    render: (item) => item.brokerName ?? dash,
  },
  {
    id: 'brokerage',
    label: 'Brokerage',
    text: (item) => item.brokerageName,
    render: (item) => item.brokerageName,
  },
  { id: 'createdAt', label: 'Created', sort: 'createdAt', render: (item) => formatDate(item.createdAt) },
];

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
    <TableContainer sx={{ maxHeight: 'calc(100vh - 260px)', minHeight: 240 }}>
      <Table size="small" stickyHeader aria-label="Applications">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => {
              const active = column.sort !== undefined && column.sort === sort;
              return (
                <TableCell
                  key={column.id}
                  align={column.align}
                  sortDirection={active ? order : false}
                  sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
                >
                  {column.sort ? (
                    <TableSortLabel
                      active={active}
                      direction={active ? order : 'asc'}
                      onClick={() => handleSort(column.sort as ApplicationSort)}
                    >
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
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
                  aria-label={`Open ${item.insuredName}${item.policyNumber ? ` (${item.policyNumber})` : ''}`}
                  onClick={() => onOpen(item.applicationId)}
                  onKeyDown={(event) => handleKeyDown(event, item.applicationId)}
                  sx={{ cursor: 'pointer', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
                >
                  {COLUMNS.map((column) => (
                    <TableCell
                      key={column.id}
                      align={column.align}
                      title={column.text?.(item)}
                      sx={ellipsisSx}
                    >
                      {column.render(item)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
