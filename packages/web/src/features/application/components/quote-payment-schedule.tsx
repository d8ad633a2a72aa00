import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { addMonthsToDay, type ScheduledPayment } from '@bm/domain';
import { useFormat, useT, type Translate } from '../../../i18n/use-t.ts';
import { quoteStepMessages } from './messages.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dueLabel(
  payment: ScheduledPayment,
  effectiveDay: string | null,
  t: Translate<typeof quoteStepMessages>,
): string {
  if (payment.monthOffset === 0) return effectiveDay ? t('atBindOn', { day: effectiveDay }) : t('atBind');
  if (effectiveDay) return addMonthsToDay(effectiveDay, payment.monthOffset);
  return t('inMonths', { months: payment.monthOffset });
}

/** The quote step's payments of a plan paid over time: when each is due (relative to bind) and how much. */
export function QuotePaymentSchedule({
  schedule,
  effectiveDate,
}: {
  schedule: readonly ScheduledPayment[];
  effectiveDate: string | null;
}) {
  const t = useT(quoteStepMessages);
  const f = useFormat();
  const effectiveDay = effectiveDate && DAY.test(effectiveDate) ? effectiveDate : null;
  return (
    <Table size="small" aria-label={t('schedule')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('payment')}</TableCell>
          <TableCell>{t('due')}</TableCell>
          <TableCell align="right">{t('amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {schedule.map((payment) => (
          <TableRow key={payment.sequence}>
            <TableCell>{payment.sequence}</TableCell>
            <TableCell>{dueLabel(payment, effectiveDay, t)}</TableCell>
            <TableCell align="right">{f.money(payment.amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
