import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableRow from '@mui/material/TableRow';
import { quoteBreakdown, type PaymentPeriod, type Quote } from '@bm/domain';
import { useFormat, useT } from '../../../i18n/use-t.ts';
import { quoteStepMessages } from './messages.ts';
import { usePeriodLabel } from './period-selector.tsx';
import { CardSurchargeNote } from '../../../components/card-surcharge-note.tsx';

/**
 * The chosen period's figures from the domain's quoteBreakdown: each section's lines, the section
 * total (the sum of its lines) and the total, to the cent; under it, when the total includes the
 * credit card surcharge, that debit and prepaid cards carry none (disclosed before payment).
 */
export function QuoteBreakdownTable({ quote, period }: { quote: Quote; period: PaymentPeriod }) {
  const { locale } = useFormat();
  const breakdown = quoteBreakdown(quote, period, locale);
  return (
    <>
      <BreakdownTable breakdown={breakdown} period={period} />
      <CardSurchargeNote color="text.secondary">{breakdown.cardNote}</CardSurchargeNote>
    </>
  );
}

function BreakdownTable({
  breakdown,
  period,
}: {
  breakdown: ReturnType<typeof quoteBreakdown>;
  period: PaymentPeriod;
}) {
  const t = useT(quoteStepMessages);
  const label = usePeriodLabel();
  const f = useFormat();
  return (
    <Table size="small" aria-label={t('breakdown', { period: label(period) })}>
      {breakdown.sections.map((section) => (
        <TableBody key={section.title} aria-label={section.title}>
          <TableRow>
            <TableCell
              component="th"
              scope="rowgroup"
              colSpan={2}
              sx={{ fontWeight: 700, bgcolor: 'grey.50' }}
            >
              {section.title}
            </TableCell>
          </TableRow>
          {section.lines.map((line) => (
            <TableRow key={line.label} data-testid="breakdown-line">
              <TableCell>{line.label}</TableCell>
              <TableCell align="right">{f.money(line.amount)}</TableCell>
            </TableRow>
          ))}
          <TableRow data-testid="breakdown-section-total">
            <TableCell sx={{ fontStyle: 'italic' }}>
              {t('sectionTotal', { section: section.title.toLowerCase() })}
            </TableCell>
            <TableCell align="right" sx={{ fontStyle: 'italic' }}>
              {f.money(section.total)}
            </TableCell>
          </TableRow>
        </TableBody>
      ))}
      <TableFooter>
        <TableRow>
          <TableCell
            component="th"
            scope="row"
            sx={{ fontWeight: 700, fontSize: '1rem', color: 'text.primary' }}
          >
            {t('periodTotal', { period: label(period).toLowerCase() })}
          </TableCell>
          <TableCell
            align="right"
            data-testid="breakdown-total"
            sx={{ fontWeight: 700, fontSize: '1rem', color: 'text.primary' }}
          >
            {f.money(breakdown.total)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
