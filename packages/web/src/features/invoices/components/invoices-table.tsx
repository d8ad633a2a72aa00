import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type { InvoiceSearchItem } from '@bm/contracts';
import { formatDate, INVOICE_KINDS } from '@bm/domain';
import { InvoiceStatusChip } from '../../../components/status-chips.tsx';
import { TABLE_CELL_MAX_WIDTH } from '../../../components/table-layout.ts';
import { invoiceTypeLabel } from '../../../lib/invoice-labels.ts';
import { useFormat, useSay, useT, type Translate } from '../../../i18n/use-t.ts';
import { invoicesMessages } from '../messages.ts';

interface Column {
  id: string;
  label: string;
  align?: 'right';
  /** Short values (numbers, dates, amounts) stay on one line; the rest wrap. */
  nowrap?: boolean;
  /** The cell that names the row (a row header for screen readers). */
  rowHeader?: boolean;
  render: (item: InvoiceSearchItem) => ReactNode;
}

const dash = '—';
const secondarySx: SxProps<Theme> = { color: 'text.secondary', fontSize: '0.75rem' };

function columns(
  showBrokerage: boolean,
  t: Translate<typeof invoicesMessages>,
  money: (cents: number) => string,
  say: (english: string) => string,
): Column[] {
  return [
    { id: 'number', label: t('invoice'), nowrap: true, rowHeader: true, render: (item) => item.number },
    {
      id: 'policyNumber',
      label: t('policyNumber'),
      nowrap: true,
      render: (item) => (
        <Link component={RouterLink} to={`/crm/applications/${item.applicationId}`}>
          {item.policyNumber ?? t('openRecord')}
        </Link>
      ),
    },
    { id: 'insured', label: t('insured'), render: (item) => item.insuredName },
    ...(showBrokerage
      ? [{ id: 'brokerage', label: t('brokerage'), render: (item: InvoiceSearchItem) => item.brokerageName }]
      : []),
    {
      id: 'type',
      label: t('type'),
      render: (item) => (
        <>
          <Box>{say(invoiceTypeLabel(item.type))}</Box>
          {item.description ? <Box sx={secondarySx}>{item.description}</Box> : null}
        </>
      ),
    },
    { id: 'dueDate', label: t('due'), nowrap: true, render: (item) => formatDate(item.dueDate) || dash },
    {
      id: 'amountDue',
      label: t('amountDue'),
      align: 'right',
      nowrap: true,
      render: (i) => money(i.amountDue),
    },
    { id: 'amountPaid', label: t('paid'), align: 'right', nowrap: true, render: (i) => money(i.amountPaid) },
    { id: 'owing', label: t('owing'), align: 'right', nowrap: true, render: (i) => money(i.owing) },
    { id: 'status', label: t('status'), render: (item) => <InvoiceStatusChip status={item.status} /> },
  ];
}

const wrapSx: SxProps<Theme> = { maxWidth: TABLE_CELL_MAX_WIDTH, overflowWrap: 'anywhere' };
const nowrapSx: SxProps<Theme> = { whiteSpace: 'nowrap' };

export interface InvoicesTableProps {
  /** Undefined while the first page loads: skeleton rows are shown. */
  items: InvoiceSearchItem[] | undefined;
  /** Users who see every brokerage get its column. */
  showBrokerage: boolean;
  skeletonRows?: number;
}

/**
 * The invoices in the list's order. The columns fit a 1366 px screen (long text wraps, cells are padded
 * less than MUI's default); on a narrower screen the table scrolls inside a labelled region in the tab
 * order, so the keyboard can scroll it too. The kind of each type is its title (hover).
 */
export function InvoicesTable({ items, showBrokerage, skeletonRows = 10 }: InvoicesTableProps) {
  const t = useT(invoicesMessages);
  const f = useFormat();
  const say = useSay();
  const cols = columns(showBrokerage, t, f.money, say);
  return (
    <Box
      role="region"
      aria-label={t('invoicesTable')}
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        '& .MuiTableCell-root': { px: 1 },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <Table size="small" aria-label={t('title')}>
        <TableHead>
          <TableRow>
            {cols.map((column) => (
              <TableCell key={column.id} align={column.align} sx={{ fontWeight: 600, ...nowrapSx }}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items === undefined
            ? Array.from({ length: skeletonRows }, (_, row) => (
                <TableRow key={row} data-testid="skeleton-row">
                  {cols.map((column) => (
                    <TableCell key={column.id}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : items.map((item) => (
                <TableRow key={item.id} hover>
                  {cols.map((column) => (
                    <TableCell
                      key={column.id}
                      align={column.align}
                      {...(column.rowHeader ? { component: 'th', scope: 'row' } : {})}
                      title={column.id === 'type' && item.kind ? kindLabel(item.kind, say) : undefined}
                      sx={column.nowrap ? nowrapSx : wrapSx}
                    >
                      {column.render(item)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function kindLabel(kind: string, say: (english: string) => string): string | undefined {
  return kind in INVOICE_KINDS ? say(INVOICE_KINDS[kind as keyof typeof INVOICE_KINDS].label) : undefined;
}
