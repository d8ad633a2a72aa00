import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CancellationRecordResponse } from '@bm/contracts';
import {
  CANCELLATION_OPTION_LABELS,
  formatDate,
  isPaymentPeriod,
  MESSAGES,
  PAYMENT_PERIOD_LABELS,
  premiumTaxLabel,
  type Locale,
  type TaxName,
} from '@bm/domain';
import { ScrollRegionContent } from '../../../../components/scroll-region-content.tsx';
import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { useFormat, useSay, useT, type Translate } from '../../../../i18n/use-t.ts';
import { humaniseKey } from '../../../../lib/policy-labels.ts';
import { DetailList } from '../../components/detail-list.tsx';
import { useCancellationRecord } from './api.ts';
import { FiguresTable, type FigureRow } from './figures-table.tsx';
import { cancellationRecordMessages } from './messages.ts';

export const CANCELLATION_RECORD_TITLE = cancellationRecordMessages.title.en;

type Transaction = CancellationRecordResponse['transactionData'];
type T = Translate<typeof cancellationRecordMessages>;

/** The four lines spec 3 names; a product's other lines follow them under their quote's labels. */
const SPEC_LINES = ['liabilityPremium', 'addonPremium', 'alePremium', 'contentsPremium'];

/**
 * The return premiums by line (spec 3), 0 or negative: the spec's four, then every other line of
 * the policy (a contractors policy's equipment floater), so the lines add up to the total.
 */
function returnRows(data: Transaction, t: T): FigureRow[] {
  return [
    { label: t('liabilityPremium'), amount: data.liabilityPremium },
    { label: t('addonPremium'), amount: data.addonPremium },
    { label: t('alePremium'), amount: data.alePremium },
    { label: t('contentsPremium'), amount: data.contentsPremium },
    ...data.returnPremiumLines
      .filter((line) => !SPEC_LINES.includes(line.key))
      .map((line) => ({ label: line.label, amount: line.amount })),
    { label: t('brokerPremium'), amount: data.brokerPremium },
    { label: t('premiumsTotal'), amount: data.premiumsTotal, strong: true },
  ];
}

/** What was earned and how the balance settled (spec 3). */
function earnedRows(data: Transaction, taxNames: readonly TaxName[], t: T, locale: Locale): FigureRow[] {
  return [
    { label: t('earnedPremium'), amount: data.earnedPremium },
    // The premium tax named with its rates and authority (0062); 'Tax' when none is named.
    { label: taxNames.length > 0 ? premiumTaxLabel(taxNames, 0, locale) : t('tax'), amount: data.tax },
    { label: t('earnedFee'), amount: data.earnedFee },
    { label: t('adminFeeRetained'), amount: data.defaultRetainAdminFee, indent: true },
    { label: t('earnedFinancingFee'), amount: data.earnedFinancingFee, indent: true },
    { label: t('earnedMissedPaymentFee'), amount: data.earnedMissedPaymentFee, indent: true },
    { label: t('earnedCardFee'), amount: data.earnedStripeFeeAndTax, indent: true },
    { label: t('earnedTransactionFee'), amount: data.earnedTransactionFeeAndTax, indent: true },
    { label: t('policyPremium'), amount: data.policyPremium },
    { label: t('paymentReceived'), amount: data.paymentReceived },
    { label: t('paymentPlan'), amount: data.paymentPlan },
    { label: t('outstandingBalance'), amount: data.outstandingBalance },
    { label: t('refundDue'), amount: data.refundDue, strong: true },
  ];
}

function RecordBody({ record }: { record: CancellationRecordResponse }) {
  const t = useT(cancellationRecordMessages);
  const say = useSay();
  const { locale } = useFormat();
  const { transactionData: data, applicationData: policy } = record;
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <DetailList
        items={[
          { label: t('policyNumber'), value: policy.policyNumber },
          { label: t('insured'), value: policy.insuredName },
          { label: t('product'), value: say(policy.productName) },
          { label: t('status'), value: humaniseKey(policy.status) },
          {
            label: t('policyTerm'),
            value: t('term', { from: policy.policyEffectiveDate ?? '—', to: policy.policyExpiryDate ?? '—' }),
          },
          {
            label: t('paymentPeriod'),
            value: isPaymentPeriod(policy.paymentPeriod)
              ? say(PAYMENT_PERIOD_LABELS[policy.paymentPeriod])
              : humaniseKey(policy.paymentPeriod),
          },
          { label: t('effectiveDate'), value: data.cancEffectiveDate },
          { label: t('option'), value: say(CANCELLATION_OPTION_LABELS[data.cancOption]) },
          // A reason or description from the domain's lists in French (its label); a user's own words as typed.
          { label: t('reason'), value: say(data.cancellationReason) },
          { label: t('description'), value: say(data.cancellationOption) },
          { label: t('feeWaived'), value: yesNo(data.feeWaived) },
          { label: t('missedPaymentFeeWaived'), value: yesNo(data.missedPaymentFeeWaived) },
          { label: t('cancelledBy'), value: data.user },
          { label: t('recorded'), value: formatDate(data.createdAt) },
        ]}
      />
      <Box>
        <Typography variant="subtitle1" component="h3">
          {t('returnPremiums')}
        </Typography>
        <FiguresTable label={t('returnPremiums')} rows={returnRows(data, t)} />
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3">
          {t('earnedAndBalances')}
        </Typography>
        <FiguresTable label={t('earnedAndBalances')} rows={earnedRows(data, record.taxNames, t, locale)} />
      </Box>
    </Box>
  );
}

/** CancellationRecord (spec 2.6 and 3): the read-only record of a cancelled policy, amounts in CAD. */
export function CancellationRecordModal({ applicationId, onClose }: ModalComponentProps) {
  const t = useT(cancellationRecordMessages);
  const say = useSay();
  const record = useCancellationRecord(applicationId);
  let body;
  if (record.isPending) body = <Skeleton variant="rounded" height={240} aria-label={t('loading')} />;
  else if (record.isError) body = <Alert severity="error">{say(MESSAGES.cancellationRecordError)}</Alert>;
  else body = <RecordBody record={record.data} />;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t('title')}</DialogTitle>
      <ScrollRegionContent label={t('details')}>{body}</ScrollRegionContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
