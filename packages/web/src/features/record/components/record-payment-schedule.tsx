import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCad, sumCents } from '@bm/domain';
import type { ScheduleRow } from '../lib/quote-figures.ts';
import { totalRowSx } from './quote-line-table.tsx';

const TITLE = 'Payment schedule';

/** The record's plan payments: number, the month it falls due and its amount; they add up to the total. */
export function RecordPaymentSchedule({ rows }: { rows: ScheduleRow[] }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {TITLE}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={TITLE}>
          <TableHead>
            <TableRow>
              <TableCell>Payment</TableCell>
              <TableCell>Due month</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.number}>
                <TableCell component="th" scope="row">
                  {row.number}
                </TableCell>
                <TableCell>{row.dueMonth}</TableCell>
                <TableCell align="right">{formatCad(row.amount)}</TableCell>
              </TableRow>
            ))}
            <TableRow sx={totalRowSx}>
              <TableCell component="th" scope="row" colSpan={2}>
                Total of payments
              </TableCell>
              <TableCell align="right">{formatCad(sumCents(rows.map((row) => row.amount)))}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
