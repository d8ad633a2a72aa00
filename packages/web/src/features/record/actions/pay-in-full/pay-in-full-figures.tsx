import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PayInFullQuoteResponse } from '@bm/contracts';
import { formatDate, type Cents } from '@bm/domain';
import { useFormat, useSay, useT, type Translate } from '../../../../i18n/use-t.ts';
import { payInFullMessages } from './messages.ts';
import type { ShownCharge } from '../../lib/card-choice.ts';
import { CardSurchargeNote } from '../../../../components/card-surcharge-note.tsx';
import { type FigureRow, FigureTable } from '../../components/figure-table.tsx';

type T = Translate<typeof payInFullMessages>;
type Money = (amount: Cents) => string;

/**
 * The quote's figures, each with its label and how it adds up (spec 3, Pay in full quote):
 * total = received + remaining; remaining = overdue + not yet due; open balance = remaining -
 * financing fees not charged, which is what the card is charged.
 */
function figureRows(quote: PayInFullQuoteResponse, shown: ShownCharge, t: T, money: Money): FigureRow[] {
  const surchargeTakenOff = quote.openBalance - shown.total;
  return [
    { label: t('policyTotal'), amount: money(quote.totalAmount) },
    { label: t('received'), amount: money(quote.receivedAmount) },
    ...(quote.creditsApplied > 0
      ? [{ label: t('creditApplied'), note: t('creditNote'), amount: money(quote.creditsApplied) }]
      : []),
    { label: t('remaining'), note: t('remainingNote'), amount: money(quote.remainingAmount) },
    { label: t('overdue'), note: t('overdueNote'), amount: money(quote.overdueAmount) },
    { label: t('notYetDue'), amount: money(quote.notYetDueAmount) },
    {
      label: t('feesNotCharged'),
      note: t('feesNote'),
      amount: `−${money(quote.financingFeesToBeReturned)}`,
    },
    // Shown when the invoices bill one (a debit-billed plan's carry none on any card).
    ...(quote.card.credit.cardFee > 0
      ? [
          {
            label: t('surcharge'),
            note: surchargeTakenOff > 0 ? t('surchargeNotCharged') : t('surchargeBilled'),
            amount: money(shown.cardFee + shown.cardFeePST),
          },
        ]
      : []),
    {
      label: t('openBalance'),
      note:
        surchargeTakenOff > 0
          ? t('openBalanceLessSurcharge', { amount: money(surchargeTakenOff) })
          : t('openBalanceNote'),
      amount: money(shown.total),
      total: true,
    },
  ];
}

/** The open invoices the charge closes, with what each one is paid. */
function InvoicesClosed({ invoices }: { invoices: PayInFullQuoteResponse['invoices'] }) {
  const t = useT(payInFullMessages);
  const f = useFormat();
  if (invoices.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {t('invoicesPaid')}
      </Typography>
      <Table size="small" aria-label={t('invoicesPaid')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('invoice')}</TableCell>
            <TableCell>{t('due')}</TableCell>
            <TableCell align="right">{t('outstanding')}</TableCell>
            <TableCell align="right">{t('feeNotCharged')}</TableCell>
            <TableCell align="right">{t('toPay')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.id}>
              <TableCell component="th" scope="row">
                {invoice.number}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {invoice.instalmentNumber === null
                    ? t('otherCharge')
                    : t('payment', { number: invoice.instalmentNumber })}
                </Typography>
              </TableCell>
              <TableCell>
                {formatDate(invoice.dueDate)}
                {invoice.overdue && (
                  <Chip size="small" variant="outlined" color="error" label={t('overdueChip')} sx={{ ml: 1 }} />
                )}
              </TableCell>
              <TableCell align="right">{f.money(invoice.outstanding)}</TableCell>
              <TableCell align="right">{f.money(invoice.financingFeeReturned)}</TableCell>
              <TableCell align="right">{f.money(invoice.toPay)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** How the open balance is made, then the invoices it closes. */
export function PayInFullFigures({ quote, shown }: { quote: PayInFullQuoteResponse; shown: ShownCharge }) {
  const t = useT(payInFullMessages);
  const f = useFormat();
  const say = useSay();
  return (
    <>
      <FigureTable rows={figureRows(quote, shown, t, f.money)} label={t('figures')} />
      <CardSurchargeNote>{shown.note && say(shown.note)}</CardSurchargeNote>
      <InvoicesClosed invoices={quote.invoices} />
    </>
  );
}
