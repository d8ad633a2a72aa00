import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReconciliationResponse } from '@bm/contracts';
import { RECONCILIATION_PROBLEM_LABELS } from '@bm/domain';
import { ServerErrorAlert } from '../../../components/server-error-alert.tsx';
import { Spinner } from '../../../components/loading.tsx';
import { useFormat, useSay, useT } from '../../../i18n/use-t.ts';
import { useReconciliation } from '../api/accounting.ts';
import { financeOpsMessages } from '../messages.ts';

function Totals({ data }: { data: ReconciliationResponse }) {
  const t = useT(financeOpsMessages);
  const f = useFormat();
  const rows = [
    [t('cardPayments'), data.payments],
    [t('cardRefunds'), data.refunds],
  ] as const;
  return (
    <Table size="small" aria-label={t('cardTotals')} sx={{ mb: 2 }}>
      <TableHead>
        <TableRow>
          <TableCell />
          <TableCell align="right">{t('ours')}</TableCell>
          <TableCell align="right">{t('cardProcessor')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([label, side]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row">
              {label}
            </TableCell>
            <TableCell align="right">
              {side.ours.count} · {f.money(side.ours.amount)}
            </TableCell>
            <TableCell align="right">
              {side.processor.count} · {f.money(side.processor.amount)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A month's card payments and refunds against the card processor's records; mismatches by policy. */
export function ReconciliationCard({ period }: { period: string }) {
  const query = useReconciliation(period);
  const t = useT(financeOpsMessages);
  const say = useSay();
  const f = useFormat();
  const money = (amount: number | null) => (amount === null ? '—' : f.money(amount));
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="reconciliation-heading">
      <Typography id="reconciliation-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('reconciliationTitle', { period })}
      </Typography>
      {query.isError ? <ServerErrorAlert error={query.error} /> : null}
      {!query.data && !query.isError ? <Spinner label={t('reconciling')} /> : null}
      {query.data ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {query.data.processor === 'simulated' ? t('againstBuiltIn') : t('againstStripe')}
          </Typography>
          <Totals data={query.data} />
          {query.data.mismatches.length === 0 ? (
            <Alert severity="success">{t('noMismatch')}</Alert>
          ) : (
            <Table size="small" aria-label={t('mismatches')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('policy')}</TableCell>
                  <TableCell>{t('kind')}</TableCell>
                  <TableCell>{t('problem')}</TableCell>
                  <TableCell>{t('processorId')}</TableCell>
                  <TableCell align="right">{t('ours')}</TableCell>
                  <TableCell align="right">{t('processor')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {query.data.mismatches.map((m) => (
                  <TableRow key={`${m.kind}-${m.processorId}`}>
                    <TableCell>
                      {m.applicationId ? (
                        <Link component={RouterLink} to={`/crm/applications/${m.applicationId}`}>
                          {m.policyNumber ?? m.insuredName ?? t('policy')}
                        </Link>
                      ) : (
                        t('unknownPolicy')
                      )}
                    </TableCell>
                    <TableCell>{m.kind === 'payment' ? t('payment') : t('refund')}</TableCell>
                    <TableCell>{say(RECONCILIATION_PROBLEM_LABELS[m.problem])}</TableCell>
                    <TableCell>{m.processorId}</TableCell>
                    <TableCell align="right">{money(m.ourAmount)}</TableCell>
                    <TableCell align="right">{money(m.processorAmount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      ) : null}
    </Paper>
  );
}
