import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ChangePaymentPlanQuoteResponse } from '@bm/contracts';
import type { Cents } from '@bm/domain';
import { useFormat, useT, type Translate } from '../../../../i18n/use-t.ts';
import { type FigureRow, FigureTable } from '../../components/figure-table.tsx';
import { changePlanMessages } from './messages.ts';

type Quote = ChangePaymentPlanQuoteResponse;
type T = Translate<typeof changePlanMessages>;
type Money = (amount: Cents) => string;

/**
 * The quote's figures, each the server's, in the order they add up (decision 0078):
 * new payments = moved - financing fee returned + added - surcharge returned + added
 * - premium tax before + on the new dates; to annual, charged now = new payments + overdue.
 */
function figureRows(quote: Quote, t: T, money: Money): FigureRow[] {
  const less = (amount: Cents) => `−${money(amount)}`;
  const plus = (amount: Cents) => `+${money(amount)}`;
  const rows: FigureRow[] = [
    {
      label: t('moved'),
      note: t('movedNote', { count: quote.moved.length }),
      amount: money(quote.movedAmount),
    },
    { label: t('feeReturned'), note: t('insideMoved'), amount: less(quote.financingFeeReturned) },
    { label: t('feeAdded'), note: t('newPlans'), amount: plus(quote.financingFeeAdded) },
    { label: t('surchargeReturned'), note: t('insideMovedTax'), amount: less(quote.surchargeReturned) },
    { label: t('surchargeAdded'), note: t('taxIncluded'), amount: plus(quote.surchargeAdded) },
    { label: t('taxBefore'), amount: less(quote.premiumTaxBefore) },
    { label: t('taxAfter'), amount: plus(quote.premiumTaxAfter) },
    {
      label: t('newPayments'),
      note: t('payments', { count: quote.payments.length }),
      amount: money(quote.scheduledAmount),
      total: true,
    },
  ];
  if (quote.to !== 'annual') return rows;
  return [
    ...rows,
    {
      label: t('overdue'),
      note: t('overdueNote', { count: quote.overdue.length }),
      amount: plus(quote.overdueAmount),
    },
    { label: t('chargedNow'), note: t('chargedNowNote'), amount: money(quote.chargeNow), total: true },
  ];
}

/** The new plan's payments: number, the day each falls due, its amount. */
function NewSchedule({ payments }: { payments: Quote['payments'] }) {
  const t = useT(changePlanMessages);
  const f = useFormat();
  if (payments.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {t('schedule')}
      </Typography>
      <Table size="small" aria-label={t('schedule')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('payment')}</TableCell>
            <TableCell>{t('due')}</TableCell>
            <TableCell align="right">{t('amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((payment) => (
            <TableRow key={payment.instalmentNumber}>
              <TableCell component="th" scope="row">
                {t('paymentNumber', { number: payment.instalmentNumber })}
              </TableCell>
              {/* A Vancouver day already (YYYY-MM-DD), shown as the record shows days. */}
              <TableCell>{payment.dueDay}</TableCell>
              <TableCell align="right">{f.money(payment.parts.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** To a financed plan nothing is charged now; the overdue invoices stay as they are. */
function NothingChargedNow({ quote }: { quote: Quote }) {
  const t = useT(changePlanMessages);
  const f = useFormat();
  const overdue = quote.overdue.length;
  return (
    <Typography sx={{ mt: 2 }} data-testid="plan-change-charge">
      {t('nothingNow')}
      {overdue > 0 && t('overdueStays', { count: overdue, amount: f.money(quote.overdueAmount) })}
    </Typography>
  );
}

/** How the new payments are made from the payments moved, what is charged now, and the new schedule. */
export function ChangePaymentPlanFigures({ quote }: { quote: Quote }) {
  const t = useT(changePlanMessages);
  const f = useFormat();
  return (
    <>
      <FigureTable rows={figureRows(quote, t, f.money)} label={t('figures')} />
      {quote.to !== 'annual' && <NothingChargedNow quote={quote} />}
      <NewSchedule payments={quote.payments} />
    </>
  );
}
