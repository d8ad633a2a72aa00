import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { EndorsementQuoteResponse } from '@bm/contracts';
import { formatCad, MESSAGES, premiumTaxLabel, sumCents, taxLabel, type BreakdownSection } from '@bm/domain';
import { QuoteLineTable } from '../../components/quote-line-table.tsx';
import type { ShownCharge } from '../../lib/card-choice.ts';
import { CardSurchargeNote } from '../../../../components/card-surcharge-note.tsx';

/** The annual premium before and after: current + difference = new (annualPolicyDifference). */
export function annualSection(preview: EndorsementQuoteResponse): BreakdownSection {
  const newPremium = preview.newQuote.premiumsSum;
  return {
    title: 'Annual premium',
    lines: [
      { label: 'Current annual premium', amount: newPremium - preview.annualPolicyDifference },
      { label: 'Annual policy difference', amount: preview.annualPolicyDifference },
    ],
    total: newPremium,
  };
}

/**
 * What is charged or refunded now (endorsementFeesAndTotals): premium + tax + fees = total; a charge
 * with the surcharge of the card chosen (`shown`; absent: the card on file's).
 */
export function nowSection(preview: EndorsementQuoteResponse, shown?: ShownCharge | null): BreakdownSection {
  const priced = preview.endorsementFeesAndTotals;
  const totals = shown
    ? { ...priced, cardFee: shown.cardFee, cardFeePST: shown.cardFeePST, total: { annual: shown.total } }
    : priced;
  const refund = totals.total.annual < 0;
  const days = `${preview.daysRemaining} of ${preview.termDays} days`;
  return {
    title: refund ? 'Refunded now' : 'Charged now',
    lines: [
      {
        label: `${totals.premium < 0 ? 'Return premium' : 'Additional premium'} (pro-rated, ${days})`,
        amount: totals.premium,
      },
      {
        label: premiumTaxLabel(
          preview.taxNames,
          preview.taxNames.length > 0 ? 0 : preview.newQuote.premiumsTaxRate,
        ),
        amount: totals.tax,
      },
      { label: 'Credit card surcharge', amount: totals.cardFee },
      {
        // Named as the new quote's card surcharge tax is (e.g. "QST (9.975%) on credit card surcharge").
        label: `${taxLabel(preview.newQuote.taxNames?.cardSurcharge, 'PST')} on credit card surcharge`,
        amount: totals.cardFeePST,
      },
    ],
    total: totals.total.annual,
  };
}

function Mismatch({ section }: { section: BreakdownSection }) {
  const sum = sumCents(section.lines.map((line) => line.amount));
  if (sum === section.total) return null;
  return (
    <Alert severity="warning">
      The total ({formatCad(section.total)}) differs from the sum of its lines ({formatCad(sum)}).
    </Alert>
  );
}

function RefusedReasons({ reasons }: { reasons: readonly string[] }) {
  if (reasons.length === 0) return null;
  return (
    <Alert severity="error" aria-label="Cannot be issued">
      This endorsement cannot be issued:
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </Box>
    </Alert>
  );
}

/** The priced endorsement: the new annual premium, what is charged or refunded now, or why it cannot be issued. */
export function EndorsementPreview({
  preview,
  updating,
  shown,
}: {
  preview: EndorsementQuoteResponse;
  updating: boolean;
  /** A charge's figures for the card chosen (decision 0063). */
  shown?: ShownCharge | null;
}) {
  const now = nowSection(preview, shown);
  const annual = annualSection(preview);
  return (
    <Box
      component="section"
      aria-label="New quote"
      aria-busy={updating}
      sx={{ display: 'grid', gap: 2, opacity: updating ? 0.6 : 1 }}
    >
      {updating && <LinearProgress aria-label="Updating the new quote" />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <QuoteLineTable section={annual} totalLabel="New annual premium" />
        {preview.noPremiumChange ? (
          <Alert severity="info" sx={{ alignSelf: 'start' }}>
            {MESSAGES.endorsementNoPremiumChange}
          </Alert>
        ) : (
          <QuoteLineTable
            section={now}
            totalLabel={now.total < 0 ? 'Total to refund now' : 'Total to charge now'}
          />
        )}
      </Box>
      {!preview.noPremiumChange && <CardSurchargeNote sx={{}}>{shown?.note}</CardSurchargeNote>}
      <Mismatch section={annual} />
      {!preview.noPremiumChange && <Mismatch section={now} />}
      <RefusedReasons reasons={preview.refusedReasons} />
    </Box>
  );
}
