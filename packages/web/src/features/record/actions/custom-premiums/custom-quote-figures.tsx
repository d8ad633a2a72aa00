import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { CustomEndorsementQuote } from '@bm/contracts';
import { formatCad } from '@bm/domain';

/** The custom endorsement quote's lines (spec 3), each as the server computed it. */
export function CustomQuoteFigures({ quote }: { quote: CustomEndorsementQuote }) {
  const rows: [string, string][] = [
    ['Premium', formatCad(quote.premiumsSum)],
    ['Insurer premium', formatCad(quote.insurerPremium)],
    ['Broker commission', formatCad(quote.brokerPremium)],
    ['MGA premium', formatCad(quote.dmgaPremium)],
    [`Premium tax (${(quote.premiumsTaxRate * 100).toFixed(2)}%)`, formatCad(quote.premiumsTaxes)],
    ['Transaction fee', formatCad(quote.transactionFee)],
    ['Transaction fee taxes', formatCad(quote.transactionFeeTotal - quote.transactionFee)],
    ['Credit card surcharge', formatCad(quote.stripeFees)],
    ['of which PST', formatCad(quote.totalPST)],
    ['Total to charge', formatCad(quote.total)],
  ];
  return (
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
  );
}
