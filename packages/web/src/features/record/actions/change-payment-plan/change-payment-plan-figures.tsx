import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ChangePaymentPlanQuoteResponse } from '@bm/contracts';
import { formatCad, type Cents } from '@bm/domain';
import { type FigureRow, FigureTable } from '../../components/figure-table.tsx';

type Quote = ChangePaymentPlanQuoteResponse;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const less = (amount: Cents) => `−${formatCad(amount)}`;
const plus = (amount: Cents) => `+${formatCad(amount)}`;

/**
 * The quote's figures, each the server's, in the order they add up (decision 0078):
 * new payments = moved - financing fee returned + added - surcharge returned + added
 * - premium tax before + on the new dates; to annual, charged now = new payments + overdue.
 */
function figureRows(quote: Quote): FigureRow[] {
  const rows: FigureRow[] = [
    {
      label: 'Payments moved',
      note: `${plural(quote.moved.length, 'payment')} not yet due, taken off the current plan`,
      amount: formatCad(quote.movedAmount),
    },
    {
      label: 'Financing fee returned',
      note: 'Inside the payments moved',
      amount: less(quote.financingFeeReturned),
    },
    { label: 'Financing fee added', note: 'The new plan’s', amount: plus(quote.financingFeeAdded) },
    {
      label: 'Credit card surcharge returned',
      note: 'Inside the payments moved, its tax included',
      amount: less(quote.surchargeReturned),
    },
    { label: 'Credit card surcharge added', note: 'Its tax included', amount: plus(quote.surchargeAdded) },
    {
      label: 'Premium tax on the payments moved',
      amount: less(quote.premiumTaxBefore),
    },
    { label: 'Premium tax on the new dates', amount: plus(quote.premiumTaxAfter) },
    {
      label: 'New payments',
      note: plural(quote.payments.length, 'payment'),
      amount: formatCad(quote.scheduledAmount),
      total: true,
    },
  ];
  if (quote.to !== 'annual') return rows;
  return [
    ...rows,
    {
      label: 'Overdue invoices',
      note: `${plural(quote.overdue.length, 'invoice')} due before today, paid now`,
      amount: plus(quote.overdueAmount),
    },
    {
      label: 'Charged now',
      note: 'New payments and overdue invoices',
      amount: formatCad(quote.chargeNow),
      total: true,
    },
  ];
}

/** The new plan's payments: number, the day each falls due, its amount. */
function NewSchedule({ payments }: { payments: Quote['payments'] }) {
  if (payments.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        New payment schedule
      </Typography>
      <Table size="small" aria-label="New payment schedule">
        <TableHead>
          <TableRow>
            <TableCell>Payment</TableCell>
            <TableCell>Due</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((payment) => (
            <TableRow key={payment.instalmentNumber}>
              <TableCell component="th" scope="row">
                Payment {payment.instalmentNumber}
              </TableCell>
              {/* A Vancouver day already (YYYY-MM-DD), shown as the record shows days. */}
              <TableCell>{payment.dueDay}</TableCell>
              <TableCell align="right">{formatCad(payment.parts.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** To a financed plan nothing is charged now; the overdue invoices stay as they are. */
function NothingChargedNow({ quote }: { quote: Quote }) {
  const overdue = quote.overdue.length;
  return (
    <Typography sx={{ mt: 2 }} data-testid="plan-change-charge">
      Nothing is charged now: the new payments are charged on their due days.
      {overdue === 1 && ` The overdue invoice (${formatCad(quote.overdueAmount)}) stays as it is.`}
      {overdue > 1 &&
        ` The ${overdue} overdue invoices (${formatCad(quote.overdueAmount)}) stay as they are.`}
    </Typography>
  );
}

/** How the new payments are made from the payments moved, what is charged now, and the new schedule. */
export function ChangePaymentPlanFigures({ quote }: { quote: Quote }) {
  return (
    <>
      <FigureTable rows={figureRows(quote)} label="Payment plan change figures" />
      {quote.to !== 'annual' && <NothingChargedNow quote={quote} />}
      <NewSchedule payments={quote.payments} />
    </>
  );
}
