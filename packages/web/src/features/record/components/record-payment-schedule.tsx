import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { sumCents } from '@bm/domain';
import { useFormat, useT } from '../../../i18n/use-t.ts';
import type { ScheduleRow } from '../lib/quote-figures.ts';
import { quoteFiguresMessages } from './messages.ts';
import { totalRowSx } from './quote-line-table.tsx';

/** The record's plan payments: number, the month it falls due and its amount; they add up to the total. */
export function RecordPaymentSchedule({ rows }: { rows: ScheduleRow[] }) {
  const t = useT(quoteFiguresMessages);
  const f = useFormat();
  const TITLE = t('schedule');
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {TITLE}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={TITLE}>
          <TableHead>
            <TableRow>
              <TableCell>{t('payment')}</TableCell>
              <TableCell>{t('dueMonth')}</TableCell>
              <TableCell align="right">{t('amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.number}>
                <TableCell component="th" scope="row">
                  {row.number}
                </TableCell>
                <TableCell>{row.dueMonth}</TableCell>
                <TableCell align="right">{f.money(row.amount)}</TableCell>
              </TableRow>
            ))}
            <TableRow sx={totalRowSx}>
              <TableCell component="th" scope="row" colSpan={2}>
                {t('totalOfPayments')}
              </TableCell>
              <TableCell align="right">{f.money(sumCents(rows.map((row) => row.amount)))}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
