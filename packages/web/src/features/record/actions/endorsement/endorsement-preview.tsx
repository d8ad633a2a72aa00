import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { EndorsementQuoteResponse } from '@bm/contracts';
import {
  MESSAGES,
  premiumTaxLabel,
  sumCents,
  taxLabel,
  taxNameIn,
  type BreakdownSection,
  type Locale,
} from '@bm/domain';
import { useFormat, useSay, useT, type Translate } from '../../../../i18n/use-t.ts';
import { QuoteLineTable } from '../../components/quote-line-table.tsx';
import type { ShownCharge } from '../../lib/card-choice.ts';
import { endorsementMessages } from './messages.ts';
import { CardSurchargeNote } from '../../../../components/card-surcharge-note.tsx';

/** The annual premium before and after: current + difference = new (annualPolicyDifference). */
export function annualSection(
  preview: EndorsementQuoteResponse,
  t: Translate<typeof endorsementMessages>,
): BreakdownSection {
  const newPremium = preview.newQuote.premiumsSum;
  return {
    title: t('annualPremium'),
    lines: [
      { label: t('currentAnnualPremium'), amount: newPremium - preview.annualPolicyDifference },
      { label: t('annualDifference'), amount: preview.annualPolicyDifference },
    ],
    total: newPremium,
  };
}

/**
 * What is charged or refunded now (endorsementFeesAndTotals): premium + tax + fees = total; a charge
 * with the surcharge of the card chosen (`shown`; absent: the card on file's).
 */
export function nowSection(
  preview: EndorsementQuoteResponse,
  t: Translate<typeof endorsementMessages>,
  shown?: ShownCharge | null,
  locale: Locale = 'en-CA',
): BreakdownSection {
  const priced = preview.endorsementFeesAndTotals;
  const totals = shown
    ? { ...priced, cardFee: shown.cardFee, cardFeePST: shown.cardFeePST, total: { annual: shown.total } }
    : priced;
  const refund = totals.total.annual < 0;
  const days = { remaining: preview.daysRemaining, total: preview.termDays };
  return {
    title: refund ? t('refundedNow') : t('chargedNow'),
    lines: [
      {
        label: t(totals.premium < 0 ? 'returnPremium' : 'additionalPremium', days),
        amount: totals.premium,
      },
      {
        label: premiumTaxLabel(
          preview.taxNames,
          preview.taxNames.length > 0 ? 0 : preview.newQuote.premiumsTaxRate,
          locale,
        ),
        amount: totals.tax,
      },
      { label: t('cardSurcharge'), amount: totals.cardFee },
      {
        // Named as the new quote's card surcharge tax is (e.g. "QST (9.975%) on credit card surcharge").
        label: t('cardSurchargeTax', {
          tax: taxLabel(preview.newQuote.taxNames?.cardSurcharge, taxNameIn('PST', locale), locale),
        }),
        amount: totals.cardFeePST,
      },
    ],
    total: totals.total.annual,
  };
}

function Mismatch({ section }: { section: BreakdownSection }) {
  const t = useT(endorsementMessages);
  const { money } = useFormat();
  const sum = sumCents(section.lines.map((line) => line.amount));
  if (sum === section.total) return null;
  return <Alert severity="warning">{t('mismatch', { total: money(section.total), sum: money(sum) })}</Alert>;
}

function RefusedReasons({ reasons }: { reasons: readonly string[] }) {
  const t = useT(endorsementMessages);
  const say = useSay();
  if (reasons.length === 0) return null;
  return (
    <Alert severity="error" aria-label={t('cannotBeIssued')}>
      {t('cannotBeIssuedText')}
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {reasons.map((reason) => (
          <li key={reason}>{say(reason)}</li>
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
  const t = useT(endorsementMessages);
  const say = useSay();
  const { locale } = useFormat();
  const now = nowSection(preview, t, shown, locale);
  const annual = annualSection(preview, t);
  return (
    <Box
      component="section"
      aria-label={t('newQuote')}
      aria-busy={updating}
      sx={{ display: 'grid', gap: 2, opacity: updating ? 0.6 : 1 }}
    >
      {updating && <LinearProgress aria-label={t('updatingQuote')} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <QuoteLineTable section={annual} totalLabel={t('newAnnualPremium')} />
        {preview.noPremiumChange ? (
          <Alert severity="info" sx={{ alignSelf: 'start' }}>
            {say(MESSAGES.endorsementNoPremiumChange)}
          </Alert>
        ) : (
          <QuoteLineTable
            section={now}
            totalLabel={now.total < 0 ? t('totalRefundNow') : t('totalChargeNow')}
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
