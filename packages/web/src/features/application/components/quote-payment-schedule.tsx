import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { addMonthsToDay, formatCad, type ScheduledPayment } from '@bm/domain';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dueLabel(payment: ScheduledPayment, effectiveDay: string | null): string {
  if (payment.monthOffset === 0) return effectiveDay ? `At bind (${effectiveDay})` : 'At bind';
  if (effectiveDay) return addMonthsToDay(effectiveDay, payment.monthOffset);
  return payment.monthOffset === 1 ? 'In 1 month' : `In ${payment.monthOffset} months`;
}

/** The quote step's payments of a plan paid over time: when each is due (relative to bind) and how much. */
export function QuotePaymentSchedule({
  schedule,
  effectiveDate,
}: {
  schedule: readonly ScheduledPayment[];
  effectiveDate: string | null;
}) {
  const effectiveDay = effectiveDate && DAY.test(effectiveDate) ? effectiveDate : null;
  return (
    <Table size="small" aria-label="Payment schedule">
      <TableHead>
        <TableRow>
          <TableCell>Payment</TableCell>
          <TableCell>Due</TableCell>
          <TableCell align="right">Amount</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {schedule.map((payment) => (
          <TableRow key={payment.sequence}>
            <TableCell>{payment.sequence}</TableCell>
            <TableCell>{dueLabel(payment, effectiveDay)}</TableCell>
            <TableCell align="right">{formatCad(payment.amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
