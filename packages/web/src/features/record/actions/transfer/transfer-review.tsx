import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { TransferPreviewResponse } from '@bm/contracts';
import { TRANSFER_MESSAGES } from '@bm/domain';
import { STATUS_LABELS } from '../../../../lib/policy-labels.ts';
import { useFormat, useSay, useT } from '../../../../i18n/use-t.ts';
import { transferMessages } from './messages.ts';

const statusLabel = (status: string) =>
  Object.hasOwn(STATUS_LABELS, status) ? STATUS_LABELS[status as keyof typeof STATUS_LABELS] : status;

/** The review step: what the transfer moves, before the user confirms it. */
export function TransferReview({ preview }: { preview: TransferPreviewResponse }) {
  const t = useT(transferMessages);
  const say = useSay();
  const f = useFormat();
  const { policy, openInvoices, commission, renewal } = preview;
  const ownerText = (owner: TransferPreviewResponse['from']) =>
    `${owner.broker?.label ?? t('noBroker')} · ${owner.brokerage.label}`;
  const rows: [string, string][] = [
    [t('from'), ownerText(preview.from)],
    [t('to'), ownerText(preview.to)],
    [t('reason'), say(preview.transferReason)],
    [
      t('policy'),
      `${policy.policyNumber ?? t('noPolicyNumber')} · ${statusLabel(policy.status)} · ${say(policy.productName)}`,
    ],
    [t('renewal'), renewal ? t('movesToo', { status: statusLabel(renewal.status) }) : t('none')],
    [
      t('openInvoices'),
      openInvoices.count === 0
        ? t('none')
        : t('openDue', { count: openInvoices.count, amount: f.money(openInvoices.amountDue) }),
    ],
    [
      t('commission'),
      commission
        ? `${f.money(commission.amount)} (${commission.basis === 'bound' ? commission.status : t('quotedNotDue')})`
        : t('none'),
    ],
  ];
  return (
    <>
      <Table size="small" aria-label={t('whatMoves')}>
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%' }}>
                {label}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {preview.irreversible && <Alert severity="warning">{say(TRANSFER_MESSAGES.irreversible)}</Alert>}
    </>
  );
}
