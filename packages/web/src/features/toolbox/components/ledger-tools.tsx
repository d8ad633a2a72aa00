import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ToolboxPolicyTerm } from '@bm/contracts';
import { formatDate, formatDateTime } from '@bm/domain';
import { useToolboxPolicyLedger } from '../api/toolbox.ts';
import { LookupForm } from './lookup-form.tsx';
import { LabelledTableHead } from '../../../components/labelled-table-head.tsx';
import { ToolSection } from './tool-section.tsx';
import { useFormat, useT } from '../../../i18n/use-t.ts';
import { ledgerToolsMessages } from './messages.ts';

function TermLedger({ term }: { term: ToolboxPolicyTerm }) {
  const t = useT(ledgerToolsMessages);
  const f = useFormat();
  const headingId = `ledger-${term.applicationId}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        <Link component={RouterLink} to={`/crm/applications/${term.applicationId}`}>
          {term.policyNumber}
        </Link>{' '}
        · {term.insuredName ?? t('noInsuredName')} · {term.status}
        {term.policyEffectiveDate ? t('from', { date: formatDate(term.policyEffectiveDate) }) : ''}
        {term.brokerageName ? ` · ${term.brokerageName}` : ''}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {Object.entries(term.totals)
          .map(([kind, amount]) => t('total', { kind, amount: f.money(amount) }))
          .join(' · ') || t('noEntries')}
      </Typography>
      {term.entries.length > 0 ? (
        <Box
          role="region"
          aria-label={t('ledgerOf', { policy: term.policyNumber })}
          tabIndex={0}
          sx={{ overflowX: 'auto' }}
        >
          <Table size="small" aria-label={t('entriesOf', { policy: term.policyNumber })}>
            <LabelledTableHead
              labels={[
                '#',
                t('written'),
                t('change'),
                t('invoice'),
                t('kind'),
                t('component'),
                t('amount'),
                t('paymentOrRefund'),
              ]}
              right={[t('amount')]}
            />
            <TableBody>
              {term.entries.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell component="th" scope="row">
                    {entry.id}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</TableCell>
                  <TableCell>{entry.changeType}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.invoiceNumber}</TableCell>
                  <TableCell>
                    {entry.kind}
                    {entry.manual ? t('manual') : ''}
                  </TableCell>
                  <TableCell>{entry.component ?? '—'}</TableCell>
                  <TableCell align="right">{f.money(entry.amount)}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>
                    {entry.paymentId ?? entry.refundId ?? '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
    </Box>
  );
}

/** A policy by number and its raw ledger, entry by entry (read-only). */
export function LedgerTools() {
  const t = useT(ledgerToolsMessages);
  const [policyNumber, setPolicyNumber] = useState('');
  const ledger = useToolboxPolicyLedger(policyNumber);
  return (
    <ToolSection id="toolbox-ledger" title={t('title')} summary={t('summary')}>
      <LookupForm
        id="toolbox-policy-number"
        label={t('policyNumber')}
        button={t('showLedger')}
        onLookup={setPolicyNumber}
      />
      {ledger.isError ? <Alert severity="error">{ledger.error.message}</Alert> : null}
      {ledger.data?.items.map((term) => (
        <TermLedger key={term.applicationId} term={term} />
      ))}
    </ToolSection>
  );
}
