import { useId } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PolicyTransaction } from '@bm/contracts';
import { premiumTaxLabel, sayHistoryText } from '@bm/domain';
import { useFormat, useSayHistory, useT } from '../../../i18n/use-t.ts';
import { humaniseKey } from '../../../lib/policy-labels.ts';
import {
  changedFields,
  formatDelta,
  movesMoney,
  transactionMeta,
  transactionTypeLabel,
} from '../lib/transactions.ts';
import { settlementStatusMessages } from '../lib/messages.ts';
import { transactionMessages } from './messages.ts';

function ChangesTable({
  transaction,
  policyNumber,
}: {
  transaction: PolicyTransaction;
  policyNumber: string | null;
}) {
  const t = useT(transactionMessages);
  const { locale } = useFormat();
  const sayLabel = useSayHistory();
  const changes = changedFields(transaction.before, transaction.after, {
    policyNumber,
    effectiveDate: transaction.effectiveDate,
    locale,
    sayLabel,
  });
  if (changes.length === 0) return null;
  return (
    <Table size="small" aria-label={t('changes')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('field')}</TableCell>
          <TableCell>{t('before')}</TableCell>
          <TableCell>{t('after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.path}>
            <TableCell component="th" scope="row">
              {change.label}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{change.before}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{change.after}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** What the change cost or returned; nothing for a change that moves no money (a note, a transfer). */
function AmountsTable({ transaction }: { transaction: PolicyTransaction }) {
  const t = useT(transactionMessages);
  const { locale } = useFormat();
  if (!movesMoney(transaction)) return null;
  const rows = [
    { label: t('premium'), amount: transaction.premiumDelta },
    // The premium tax named with its rates and authority where the server names it (0062).
    {
      label: transaction.taxNames?.length ? premiumTaxLabel(transaction.taxNames, 0, locale) : t('tax'),
      amount: transaction.taxDelta,
    },
    { label: t('fees'), amount: transaction.feeDelta },
    { label: t('total'), amount: transaction.totalDelta, total: true },
  ];
  return (
    <Table size="small" aria-label={t('amounts')} sx={{ maxWidth: 360 }}>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.label}>
            <TableCell component="th" scope="row" sx={{ fontWeight: row.total ? 600 : undefined }}>
              {row.label}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: row.total ? 600 : undefined }}>
              {formatDelta(row.amount, locale)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The payment or refund that settled the transaction, with its status. A refund spread over several
 * card charges shows its total, then every part (one refund per charge).
 */
function Settlement({ transaction }: { transaction: PolicyTransaction }) {
  const t = useT(transactionMessages);
  const status = useT(settlementStatusMessages);
  const f = useFormat();
  const parts = transaction.refundParts.length > 1 ? transaction.refundParts : [];
  const items = [
    transaction.payment && { label: t('payment'), ...transaction.payment },
    transaction.refund && { label: t('refund'), ...transaction.refund },
    ...parts.map((part, index) => ({
      label: t('refundPart', { part: index + 1, count: parts.length }),
      amount: part.amount,
      status: part.status,
    })),
  ].filter((item) => item !== null);
  return items.map((item) => (
    <Box key={item.label} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <Typography variant="body2">
        {item.label} {f.money(item.amount)}
      </Typography>
      <Chip
        size="small"
        variant="outlined"
        label={
          Object.hasOwn(settlementStatusMessages, item.status)
            ? status(item.status as keyof typeof settlementStatusMessages)
            : humaniseKey(item.status)
        }
      />
    </Box>
  ));
}

/** One transaction of the history: what, when, who and why, what changed and what it cost. */
export function TransactionEntry({
  transaction,
  policyNumber = null,
}: {
  transaction: PolicyTransaction;
  /** The record's policy number: a renewal keeps it, so a renewal offer is named by it and its term. */
  policyNumber?: string | null;
}) {
  const headingId = useId();
  const { locale } = useFormat();
  // What the server wrote in English (the row's type, a reason it composed or a user picked from a
  // list) in the screens' language, by the history's catalogue; free text a user typed is shown as typed.
  const sayLabel = useSayHistory();
  // A description composed around an amount, a code or labels is said from its parts (decision 0085);
  // one written before them as the history's catalogue says its English.
  const description = transaction.descriptionText
    ? sayHistoryText(transaction.descriptionText, locale, { sayLabel })
    : transaction.description && sayLabel(transaction.description);
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      sx={{
        position: 'relative',
        pl: 3,
        pb: 3,
        borderLeft: 2,
        borderColor: 'divider',
        '&:last-of-type': { borderColor: 'transparent', pb: 0 },
        '&::before': {
          content: '""',
          position: 'absolute',
          left: -7,
          top: 4,
          width: 12,
          height: 12,
          borderRadius: '50%',
          bgcolor: 'primary.main',
        },
      }}
    >
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ lineHeight: 1.3 }}>
        {transactionTypeLabel(transaction.type, sayLabel)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {transactionMeta(transaction, locale)}
      </Typography>
      {(transaction.reason || description) && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {[transaction.reason && sayLabel(transaction.reason), description]
            .filter((text): text is string => Boolean(text))
            .join(' — ')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 1 }}>
        <ChangesTable transaction={transaction} policyNumber={policyNumber} />
        <AmountsTable transaction={transaction} />
        <Settlement transaction={transaction} />
      </Box>
    </Box>
  );
}
