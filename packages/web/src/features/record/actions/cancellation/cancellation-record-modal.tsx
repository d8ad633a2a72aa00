import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CancellationRecordResponse } from '@bm/contracts';
import { CANCELLATION_OPTION_LABELS, formatDate, MESSAGES, premiumTaxLabel, type TaxName } from '@bm/domain';
import { ScrollRegionContent } from '../../../../components/scroll-region-content.tsx';
import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { humaniseKey } from '../../../../lib/policy-labels.ts';
import { DetailList } from '../../components/detail-list.tsx';
import { useCancellationRecord } from './api.ts';
import { FiguresTable, type FigureRow } from './figures-table.tsx';

export const CANCELLATION_RECORD_TITLE = 'Cancellation record';

type Transaction = CancellationRecordResponse['transactionData'];

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The four lines spec 3 names; a product's other lines follow them under their quote's labels. */
const SPEC_LINES = ['liabilityPremium', 'addonPremium', 'alePremium', 'contentsPremium'];

/**
 * The return premiums by line (spec 3), 0 or negative: the spec's four, then every other line of
 * the policy (a contractors policy's equipment floater), so the lines add up to the total.
 */
function returnRows(data: Transaction): FigureRow[] {
  return [
    { label: 'Liability premium', amount: data.liabilityPremium },
    { label: 'Add-on premium', amount: data.addonPremium },
    { label: 'ALE premium', amount: data.alePremium },
    { label: 'Contents premium', amount: data.contentsPremium },
    ...data.returnPremiumLines
      .filter((line) => !SPEC_LINES.includes(line.key))
      .map((line) => ({ label: line.label, amount: line.amount })),
    { label: 'Broker premium', amount: data.brokerPremium },
    { label: 'Premiums total', amount: data.premiumsTotal, strong: true },
  ];
}

/** What was earned and how the balance settled (spec 3). */
function earnedRows(data: Transaction, taxNames: readonly TaxName[]): FigureRow[] {
  return [
    { label: 'Earned premium', amount: data.earnedPremium },
    // The premium tax named with its rates and authority (0062); 'Tax' when none is named.
    { label: taxNames.length > 0 ? premiumTaxLabel(taxNames, 0) : 'Tax', amount: data.tax },
    { label: 'Earned fee', amount: data.earnedFee },
    { label: 'Admin fee retained', amount: data.defaultRetainAdminFee, indent: true },
    { label: 'Earned financing fee', amount: data.earnedFinancingFee, indent: true },
    { label: 'Earned missed payment fee', amount: data.earnedMissedPaymentFee, indent: true },
    { label: 'Earned card fee and tax', amount: data.earnedStripeFeeAndTax, indent: true },
    { label: 'Earned transaction fee and tax', amount: data.earnedTransactionFeeAndTax, indent: true },
    { label: 'Policy premium', amount: data.policyPremium },
    { label: 'Payment received', amount: data.paymentReceived },
    { label: 'Payment plan', amount: data.paymentPlan },
    { label: 'Outstanding balance', amount: data.outstandingBalance },
    { label: 'Refund due', amount: data.refundDue, strong: true },
  ];
}

function RecordBody({ record }: { record: CancellationRecordResponse }) {
  const { transactionData: data, applicationData: policy } = record;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <DetailList
        items={[
          { label: 'Policy number', value: policy.policyNumber },
          { label: 'Insured', value: policy.insuredName },
          { label: 'Product', value: policy.productName },
          { label: 'Status', value: humaniseKey(policy.status) },
          {
            label: 'Policy term',
            value: `${policy.policyEffectiveDate ?? '—'} to ${policy.policyExpiryDate ?? '—'}`,
          },
          { label: 'Payment period', value: humaniseKey(policy.paymentPeriod) },
          { label: 'Cancellation effective date', value: data.cancEffectiveDate },
          { label: 'Cancellation option', value: CANCELLATION_OPTION_LABELS[data.cancOption] },
          { label: 'Reason', value: data.cancellationReason },
          { label: 'Description', value: data.cancellationOption },
          { label: 'Fee waived', value: yesNo(data.feeWaived) },
          { label: 'Missed payment fee waived', value: yesNo(data.missedPaymentFeeWaived) },
          { label: 'Cancelled by', value: data.user },
          { label: 'Recorded', value: formatDate(data.createdAt) },
        ]}
      />
      <Box>
        <Typography variant="subtitle1" component="h3">
          Return premiums
        </Typography>
        <FiguresTable label="Return premiums" rows={returnRows(data)} />
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3">
          Earned and balances
        </Typography>
        <FiguresTable label="Earned and balances" rows={earnedRows(data, record.taxNames)} />
      </Box>
    </Box>
  );
}

/** CancellationRecord (spec 2.6 and 3): the read-only record of a cancelled policy, amounts in CAD. */
export function CancellationRecordModal({ applicationId, onClose }: ModalComponentProps) {
  const record = useCancellationRecord(applicationId);
  let body;
  if (record.isPending)
    body = <Skeleton variant="rounded" height={240} aria-label="Loading cancellation record" />;
  else if (record.isError) body = <Alert severity="error">{MESSAGES.cancellationRecordError}</Alert>;
  else body = <RecordBody record={record.data} />;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{CANCELLATION_RECORD_TITLE}</DialogTitle>
      <ScrollRegionContent label={`${CANCELLATION_RECORD_TITLE} details`}>{body}</ScrollRegionContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
