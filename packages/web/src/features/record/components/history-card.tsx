import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import DownloadIcon from '@mui/icons-material/Download';
import type { Application } from '@bm/contracts';
import { transactionsCsvUrl, useTransactions } from '../api/get-transactions.ts';
import { newestFirst } from '../lib/transactions.ts';
import { TransactionEntry } from './transaction-entry.tsx';
import { withLanguage } from '../../../i18n/download-href.ts';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useT } from '../../../i18n/use-t.ts';
import { ListQueryBody } from './list-query-body.tsx';
import { recordCardsMessages } from './messages.ts';

/** Downloads GET /api/applications/{id}/transactions.csv. */
function ExportLink({ applicationId }: { applicationId: string }) {
  const t = useT(recordCardsMessages);
  const locale = useLocale();
  return (
    <Button
      component="a"
      href={withLanguage(transactionsCsvUrl(applicationId), locale)}
      download={`transactions-${applicationId}.csv`}
      size="small"
      startIcon={<DownloadIcon />}
    >
      {t('export')}
    </Button>
  );
}

/** The policy's transactions as a timeline, newest first, with a CSV export. */
export function HistoryCard({ record }: { record: Application }) {
  const t = useT(recordCardsMessages);
  const transactions = useTransactions(record.applicationId, record.updatedAt);
  const hasRows = transactions.isSuccess && transactions.data.length > 0;

  const body = (
    <ListQueryBody
      query={transactions}
      loadingLabel={t('loadingHistory')}
      emptyText={t('noTransactions')}
      height={96}
    >
      {(items) => (
        <Box component="ol" aria-label={t('transactionHistory')} sx={{ listStyle: 'none', m: 0, p: 0, pl: 1 }}>
          {newestFirst(items).map((transaction) => (
            <TransactionEntry
              key={transaction.id}
              transaction={transaction}
              policyNumber={record.policyNumber}
            />
          ))}
        </Box>
      )}
    </ListQueryBody>
  );

  return (
    <Card variant="outlined">
      <CardHeader
        title={t('history')}
        subheader={hasRows ? t('newestFirst') : undefined}
        action={hasRows ? <ExportLink applicationId={record.applicationId} /> : undefined}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>{body}</CardContent>
    </Card>
  );
}
