import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import type { Application } from '@bm/contracts';
import { formatDate, PROVINCE_NAMES, PROVINCES, type Province } from '@bm/domain';
import { PAYMENT_PERIOD_LABELS } from '../../../lib/policy-labels.ts';
import { DetailList } from './detail-list.tsx';
import { useCorrespondenceLanguageItem } from '../correspondence-language/correspondence-language-field.tsx';

function provinceOf(record: Application): string {
  const raw = record.province ?? record.form['business-address-province'];
  if (typeof raw !== 'string' || raw === '') return '';
  return (PROVINCES as readonly string[]).includes(raw) ? `${PROVINCE_NAMES[raw as Province]} (${raw})` : raw;
}

/** Product, parties, plan and dates of a record. */
export function RecordSummaryCard({ record }: { record: Application }) {
  return (
    <Card variant="outlined">
      <CardHeader title="Summary" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <DetailList
          items={[
            { label: 'Product', value: record.productName },
            { label: 'Brokerage', value: record.brokerageName },
            {
              label: 'Broker',
              value: record.broker ? (
                <>
                  {record.broker.name}
                  <br />
                  <Link href={`mailto:${record.broker.email}`}>{record.broker.email}</Link>
                </>
              ) : (
                record.brokerName
              ),
            },
            { label: 'Insured email', value: record.email },
            { label: 'Insured phone', value: record.phone },
            useCorrespondenceLanguageItem(record),
            { label: 'Payment period', value: PAYMENT_PERIOD_LABELS[record.paymentPeriod] },
            { label: 'Transaction type', value: record.transactionType },
            { label: 'Application source', value: record.applicationSource },
            { label: 'Province', value: provinceOf(record) },
            { label: 'Effective date', value: formatDate(record.policyEffectiveDate) },
            { label: 'Expiry date', value: formatDate(record.policyExpiryDate) },
            { label: 'Bound date', value: formatDate(record.boundDate) },
            { label: 'Created', value: formatDate(record.createdAt) },
            { label: 'Updated', value: formatDate(record.updatedAt) },
          ]}
        />
      </CardContent>
    </Card>
  );
}
