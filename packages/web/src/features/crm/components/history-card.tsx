import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { Application } from '@bm/contracts';
import { errorMessage } from '../../../lib/form-field.ts';
import { transactionsCsvUrl, useTransactions } from '../api/get-transactions.ts';
import { newestFirst } from '../lib/transactions.ts';
import { TransactionEntry } from './transaction-entry.tsx';

const TITLE = 'History';

/** Downloads GET /api/applications/{id}/transactions.csv. */
function ExportLink({ applicationId }: { applicationId: string }) {
  return (
    <Button
      component="a"
      href={transactionsCsvUrl(applicationId)}
      download={`transactions-${applicationId}.csv`}
      size="small"
      startIcon={<DownloadIcon />}
    >
      Export
    </Button>
  );
}

/** The policy's transactions as a timeline, newest first, with a CSV export. */
export function HistoryCard({ record }: { record: Application }) {
  const transactions = useTransactions(record.applicationId, record.updatedAt);
  const hasRows = transactions.isSuccess && transactions.data.length > 0;

  let body;
  if (transactions.isPending) {
    body = <Skeleton variant="rounded" height={96} aria-label="Loading history" />;
  } else if (transactions.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void transactions.refetch()}>
            Retry
          </Button>
        }
      >
        {errorMessage(transactions.error)}
      </Alert>
    );
  } else if (transactions.data.length === 0) {
    body = <Typography color="text.secondary">No transactions yet.</Typography>;
  } else {
    body = (
      <Box component="ol" aria-label="Transaction history" sx={{ listStyle: 'none', m: 0, p: 0, pl: 1 }}>
        {newestFirst(transactions.data).map((transaction) => (
          <TransactionEntry key={transaction.id} transaction={transaction} />
        ))}
      </Box>
    );
  }

  return (
    <Card variant="outlined">
      <CardHeader
        title={TITLE}
        subheader={hasRows ? 'Newest first' : undefined}
        action={hasRows ? <ExportLink applicationId={record.applicationId} /> : undefined}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>{body}</CardContent>
    </Card>
  );
}
