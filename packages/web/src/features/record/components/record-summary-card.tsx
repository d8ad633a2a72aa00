import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import type { Application } from '@bm/contracts';
import { formatDate, PAYMENT_PERIOD_LABELS, PROVINCES, type Province } from '@bm/domain';
import { useSay, useT } from '../../../i18n/use-t.ts';
import { DetailList } from './detail-list.tsx';
import { useProvinceName } from '../../../lib/province-names.ts';
import { summaryMessages } from './messages.ts';
import { useCorrespondenceLanguageItem } from '../correspondence-language/correspondence-language-field.tsx';

function provinceOf(record: Application, name: (code: Province) => string): string {
  const raw = record.province ?? record.form['business-address-province'];
  if (typeof raw !== 'string' || raw === '') return '';
  return (PROVINCES as readonly string[]).includes(raw) ? `${name(raw as Province)} (${raw})` : raw;
}

/** Product, parties, plan and dates of a record. */
export function RecordSummaryCard({ record }: { record: Application }) {
  const t = useT(summaryMessages);
  const provinceName = useProvinceName();
  // The catalogue's product name and the domain's labels (the payment plan), in the screens' language.
  const say = useSay();
  return (
    <Card variant="outlined">
      <CardHeader title={t('title')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <DetailList
          items={[
            { label: t('product'), value: say(record.productName) },
            { label: t('brokerage'), value: record.brokerageName },
            {
              label: t('broker'),
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
            { label: t('insuredEmail'), value: record.email },
            { label: t('insuredPhone'), value: record.phone },
            useCorrespondenceLanguageItem(record),
            { label: t('paymentPeriod'), value: say(PAYMENT_PERIOD_LABELS[record.paymentPeriod]) },
            { label: t('transactionType'), value: say(record.transactionType) },
            { label: t('applicationSource'), value: record.applicationSource },
            { label: t('province'), value: provinceOf(record, provinceName) },
            { label: t('effectiveDate'), value: formatDate(record.policyEffectiveDate) },
            { label: t('expiryDate'), value: formatDate(record.policyExpiryDate) },
            { label: t('boundDate'), value: formatDate(record.boundDate) },
            { label: t('created'), value: formatDate(record.createdAt) },
            { label: t('updated'), value: formatDate(record.updatedAt) },
          ]}
        />
      </CardContent>
    </Card>
  );
}
