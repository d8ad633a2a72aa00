import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { CustomEndorsementQuote } from '@bm/contracts';
import { formatCad, namesInBrackets, premiumTaxLabel } from '@bm/domain';
import type { ShownCharge } from '../../lib/card-choice.ts';
import { CardSurchargeNote } from '../../../../components/card-surcharge-note.tsx';

/**
 * The custom endorsement quote's lines (spec 3), each as the server computed it; the surcharge and
 * total of the card chosen (`shown`, decision 0063; absent: the quote's).
 */
export function CustomQuoteFigures({
  quote: priced,
  shown,
}: {
  quote: CustomEndorsementQuote;
  shown?: ShownCharge | null;
}) {
  const quote = shown
    ? {
        ...priced,
        stripeFees: shown.cardFee + shown.cardFeePST,
        totalPST: priced.totalPST - priced.stripeFeesPST + shown.cardFeePST,
        total: shown.total,
      }
    : priced;
  const rows: [string, string][] = [
    ['Premium', formatCad(quote.premiumsSum)],
    ['Insurer premium', formatCad(quote.insurerPremium)],
    ['Broker commission', formatCad(quote.brokerPremium)],
    ['MGA premium', formatCad(quote.dmgaPremium)],
    [premiumTaxLabel(quote.taxNames.premium, quote.premiumsTaxRate), formatCad(quote.premiumsTaxes)],
    ['Transaction fee', formatCad(quote.transactionFee)],
    [
      `Transaction fee taxes${namesInBrackets(quote.taxNames.transactionFee)}`,
      formatCad(quote.transactionFeeTotal - quote.transactionFee),
    ],
    ['Credit card surcharge', formatCad(quote.stripeFees)],
    [
      `of which provincial tax${namesInBrackets(
        [...quote.taxNames.transactionFee, ...quote.taxNames.cardSurcharge].filter(
          (tax, index, all) =>
            tax.kind === 'provincial' &&
            all.findIndex((t) => t.name === tax.name && t.rate === tax.rate) === index,
        ),
      )}`,
      formatCad(quote.totalPST),
    ],
    ['Total to charge', formatCad(quote.total)],
  ];
  return (
    <>
      <Table size="small" aria-label="Custom premium quote" sx={{ mt: 2 }}>
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell align="right">{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <CardSurchargeNote>{shown?.note}</CardSurchargeNote>
    </>
  );
}
