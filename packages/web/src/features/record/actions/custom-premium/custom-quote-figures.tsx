import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { CustomEndorsementQuote } from '@bm/contracts';
import { namesInBrackets, premiumTaxLabel } from '@bm/domain';
import { useFormat, useSay, useT } from '../../../../i18n/use-t.ts';
import { customPremiumMessages } from './messages.ts';
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
  const t = useT(customPremiumMessages);
  const say = useSay();
  const { money: formatCad, locale } = useFormat();
  const quote = shown
    ? {
        ...priced,
        stripeFees: shown.cardFee + shown.cardFeePST,
        totalPST: priced.totalPST - priced.stripeFeesPST + shown.cardFeePST,
        total: shown.total,
      }
    : priced;
  const rows: [string, string][] = [
    [t('premium'), formatCad(quote.premiumsSum)],
    [t('insurerPremium'), formatCad(quote.insurerPremium)],
    [t('brokerCommission'), formatCad(quote.brokerPremium)],
    [t('mgaPremium'), formatCad(quote.dmgaPremium)],
    [premiumTaxLabel(quote.taxNames.premium, quote.premiumsTaxRate, locale), formatCad(quote.premiumsTaxes)],
    [t('transactionFee'), formatCad(quote.transactionFee)],
    [
      t('transactionFeeTaxes', { names: namesInBrackets(quote.taxNames.transactionFee, locale) }),
      formatCad(quote.transactionFeeTotal - quote.transactionFee),
    ],
    [t('surcharge'), formatCad(quote.stripeFees)],
    [
      t('provincialTax', {
        names: namesInBrackets(
          [...quote.taxNames.transactionFee, ...quote.taxNames.cardSurcharge].filter(
            (tax, index, all) =>
              tax.kind === 'provincial' &&
              all.findIndex((other) => other.name === tax.name && other.rate === tax.rate) === index,
          ),
          locale,
        ),
      }),
      formatCad(quote.totalPST),
    ],
    [t('total'), formatCad(quote.total)],
  ];
  return (
    <>
      <Table size="small" aria-label={t('quote')} sx={{ mt: 2 }}>
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
      <CardSurchargeNote>{shown?.note && say(shown.note)}</CardSurchargeNote>
    </>
  );
}
