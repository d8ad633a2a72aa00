import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type { NsfInvoiceItem } from '@bm/contracts';
import { formatMoney, POLICY_STATUSES, say, type Locale, type PolicyStatus } from '@bm/domain';
import { nsfCancellationText } from '../../../components/nsf/nsf-notice.ts';
import { NsfStatusChip } from '../../../components/nsf/nsf-status-chip.tsx';
import { StatusChip } from '../../../components/status-chips.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { TABLE_CELL_MAX_WIDTH } from '../../../components/table-layout.ts';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useT } from '../../../i18n/use-t.ts';
import { nsfTableMessages } from './messages.ts';

const dash = '—';

interface Column {
  id: string;
  label: string;
  align?: 'right';
  /** Short values (dates, figures, numbers) stay on one line; the rest wrap. */
  nowrap?: boolean;
  render: (item: NsfInvoiceItem) => ReactNode;
}

function PolicyStatusCell({ status }: { status: string }) {
  return (POLICY_STATUSES as readonly string[]).includes(status) ? (
    <StatusChip status={status as PolicyStatus} />
  ) : (
    status
  );
}

/** The record's path; the policy number is the link (spec 2.6: NSF invoices link to the record). */
export const recordPath = (item: Pick<NsfInvoiceItem, 'applicationId'>) =>
  `/crm/applications/${item.applicationId}`;

/** The table's columns, their labels and figures in `locale` (the screens' language). */
export function nsfColumns(showBrokerage: boolean, locale: Locale): Column[] {
  const label = (key: keyof typeof nsfTableMessages) => say(nsfTableMessages[key], locale);
  const money = (cents: NsfInvoiceItem['amountOwing']) => formatMoney(cents, locale);
  const all: (Column | false)[] = [
    {
      id: 'policyNumber',
      label: label('policyNumber'),
      nowrap: true,
      render: (item) => (
        <Link component={RouterLink} to={recordPath(item)} underline="hover">
          {item.policyNumber ?? label('openRecord')}
        </Link>
      ),
    },
    { id: 'insured', label: label('insured'), render: (item) => item.insuredName },
    showBrokerage && { id: 'brokerage', label: label('brokerage'), render: (item) => item.brokerageName },
    { id: 'invoice', label: label('invoice'), nowrap: true, render: (item) => item.invoiceNumber },
    {
      id: 'term',
      label: label('term'),
      render: (item) => <Box sx={{ minWidth: 110 }}>{item.term}</Box>,
    },
    {
      id: 'policyStatus',
      label: label('policyStatus'),
      render: (item) => <PolicyStatusCell status={item.policyStatus} />,
    },
    { id: 'reason', label: label('reason'), render: (item) => item.reason ?? dash },
    {
      id: 'amountOwing',
      label: label('amountOwing'),
      align: 'right',
      nowrap: true,
      render: (item) => money(item.amountOwing),
    },
    {
      id: 'mpfOwing',
      label: label('mpfOwing'),
      align: 'right',
      nowrap: true,
      render: (item) => money(item.missedPaymentFeeOwing),
    },
    {
      id: 'attempts',
      label: label('attempts'),
      align: 'right',
      nowrap: true,
      render: (item) => item.attempts,
    },
    {
      id: 'nextAttempt',
      label: label('nextAttempt'),
      nowrap: true,
      render: (item) => item.nextAttemptDay ?? dash,
    },
    {
      id: 'cancellationDate',
      label: label('cancellationDate'),
      // "Notice sent 2026-01-14; awaiting delivery" wraps between its words.
      render: (item) => nsfCancellationText(item, locale) ?? dash,
    },
    { id: 'status', label: label('status'), render: (item) => <NsfStatusChip status={item.status} /> },
  ];
  return all.filter((column): column is Column => column !== false);
}

/** Shown until the user picks others: what fits a 1366 px screen with the Edit button. */
export const NSF_DEFAULT_COLUMNS = [
  'policyNumber',
  'insured',
  'brokerage',
  'invoice',
  'reason',
  'amountOwing',
  'nextAttempt',
  'cancellationDate',
  'status',
];

// Lines break between words; a word longer than the cell (an e-mail, a long number) only then.
const wrapSx: SxProps<Theme> = { maxWidth: TABLE_CELL_MAX_WIDTH, overflowWrap: 'break-word' };
const nowrapSx: SxProps<Theme> = { whiteSpace: 'nowrap' };

export interface NsfTableProps {
  /** Undefined while the first page loads: skeleton rows are shown. */
  items: NsfInvoiceItem[] | undefined;
  showBrokerage: boolean;
  /** Set for finance users and super admins: an Edit button per row. */
  onEdit?: (item: NsfInvoiceItem) => void;
  skeletonRows?: number;
  /** The ids of the columns shown (the column chooser's); every column when not given. */
  visible?: readonly string[];
}

/** The Edit column stays in view at the right edge while the table scrolls sideways. */
const stickySx: SxProps<Theme> = {
  position: 'sticky',
  right: 0,
  bgcolor: 'background.paper',
  boxShadow: (theme) => `inset 1px 0 0 ${theme.palette.divider}`,
};

/**
 * The NSF invoices, newest first, in the columns chosen (a few by default). On a narrow screen the table scrolls sideways inside a labelled
 * region in the tab order, so the keyboard can scroll it too.
 */
export function NsfTable({ items, showBrokerage, onEdit, skeletonRows = 5, visible }: NsfTableProps) {
  const t = useT(nsfTableMessages);
  const locale = useLocale();
  const cols = nsfColumns(showBrokerage, locale).filter((column) => !visible || visible.includes(column.id));
  const cellCount = cols.length + (onEdit ? 1 : 0);
  return (
    <Box
      role="region"
      aria-label={t('region')}
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        // Holds the visually hidden header text inside the scrolling box, not past the page's edge.
        position: 'relative',
        '& .MuiTableCell-root': { px: 1 },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      <Table size="small" aria-label={t('table')}>
        <TableHead>
          <TableRow>
            {cols.map((column) => (
              <TableCell
                key={column.id}
                align={column.align}
                sx={{ fontWeight: 600, overflowWrap: 'normal' }}
              >
                {column.label}
              </TableCell>
            ))}
            {onEdit ? (
              <TableCell sx={{ fontWeight: 600, overflow: 'hidden', ...stickySx }}>
                <Box component="span" sx={visuallyHidden}>
                  {t('actions')}
                </Box>
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {items === undefined
            ? Array.from({ length: skeletonRows }, (_, row) => (
                <TableRow key={row} data-testid="skeleton-row">
                  {Array.from({ length: cellCount }, (_, cell) => (
                    <TableCell key={cell}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : items.map((item) => (
                <TableRow key={item.invoiceId} hover>
                  {cols.map((column) => (
                    <TableCell key={column.id} align={column.align} sx={column.nowrap ? nowrapSx : wrapSx}>
                      {column.render(item)}
                    </TableCell>
                  ))}
                  {onEdit ? (
                    <TableCell sx={stickySx}>
                      <Button
                        size="small"
                        onClick={() => onEdit(item)}
                        aria-label={t('editOf', { invoice: item.invoiceNumber })}
                      >
                        {t('edit')}
                      </Button>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </Box>
  );
}
