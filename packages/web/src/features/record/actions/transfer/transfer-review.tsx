import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { TransferPreviewResponse } from '@bm/contracts';
import { formatCad, TRANSFER_MESSAGES } from '@bm/domain';
import { STATUS_LABELS } from '../../../../lib/policy-labels.ts';

const statusLabel = (status: string) =>
  Object.hasOwn(STATUS_LABELS, status) ? STATUS_LABELS[status as keyof typeof STATUS_LABELS] : status;

const ownerText = (owner: TransferPreviewResponse['from']) =>
  `${owner.broker?.label ?? 'No broker'} · ${owner.brokerage.label}`;

/** The review step: what the transfer moves, before the user confirms it. */
export function TransferReview({ preview }: { preview: TransferPreviewResponse }) {
  const { policy, openInvoices, commission, renewal } = preview;
  const rows: [string, string][] = [
    ['From', ownerText(preview.from)],
    ['To', ownerText(preview.to)],
    ['Reason', preview.transferReason],
    [
      'Policy',
      `${policy.policyNumber ?? 'No policy number yet'} · ${statusLabel(policy.status)} · ${policy.productName}`,
    ],
    ['Renewal', renewal ? `Moves too (${statusLabel(renewal.status)})` : 'None'],
    [
      'Open invoices',
      openInvoices.count === 0
        ? 'None'
        : `${openInvoices.count} open, ${formatCad(openInvoices.amountDue)} due`,
    ],
    [
      'Commission owed to the broker',
      commission
        ? `${formatCad(commission.amount)} (${commission.basis === 'bound' ? commission.status : 'quoted, not yet due'})`
        : 'None',
    ],
  ];
  return (
    <>
      <Table size="small" aria-label="What moves">
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
      {preview.irreversible && <Alert severity="warning">{TRANSFER_MESSAGES.irreversible}</Alert>}
    </>
  );
}
