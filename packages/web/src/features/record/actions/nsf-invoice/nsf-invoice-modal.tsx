import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NsfInvoiceItem } from '@bm/contracts';
import { canIssuePaymentLink, canUpdateNsfInvoice, formatCad } from '@bm/domain';
import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { NsfEditDialog } from '../../../../components/nsf/nsf-edit-dialog.tsx';
import { nsfCancellationText } from '../../../../components/nsf/nsf-notice.ts';
import { NsfStatusChip } from '../../../../components/nsf/nsf-status-chip.tsx';
import { useCurrentUser } from '../../../../lib/session.ts';
import { useRefreshRecord } from '../../api/get-application.ts';
import { DetailList } from '../../components/detail-list.tsx';
import { RetryAlert } from '../../../../components/retry-alert.tsx';
import { usePolicyNsfInvoices } from './api.ts';
import { NsfPaymentLink } from './nsf-payment-link.tsx';

export const NSF_MODAL_TITLE = 'NSF invoices';
export const NO_NSF_INVOICES = 'This policy has no NSF invoices: no scheduled payment has been declined.';

const recordPath = (applicationId: string) => `/crm/applications/${applicationId}`;

function NsfInvoiceEntry({
  item,
  showPaymentLink,
  onEdit,
  onOpenRecord,
}: {
  item: NsfInvoiceItem;
  showPaymentLink: boolean;
  onEdit?: () => void;
  onOpenRecord: () => void;
}) {
  return (
    <Box component="li" sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ mr: 'auto' }}>
          Invoice {item.invoiceNumber}
        </Typography>
        <NsfStatusChip status={item.status} />
      </Box>
      <DetailList
        items={[
          { label: 'Policy', value: item.policyNumber ?? '—' },
          { label: 'Term', value: item.term },
          { label: 'Reason', value: item.reason ?? '—' },
          { label: 'Amount owing', value: formatCad(item.amountOwing) },
          { label: 'Missed payment fee owing', value: formatCad(item.missedPaymentFeeOwing) },
          { label: 'Attempts', value: item.attempts },
          { label: 'Next attempt', value: item.nextAttemptDay ?? '—' },
          { label: 'Cancellation date', value: nsfCancellationText(item) ?? '—' },
        ]}
      />
      {showPaymentLink ? (
        <NsfPaymentLink applicationId={item.applicationId} invoiceId={item.invoiceId} />
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1 }}>
        <Link component={RouterLink} to={recordPath(item.applicationId)} onClick={onOpenRecord}>
          Open the policy record
        </Link>
        {onEdit ? (
          <Button size="small" variant="outlined" onClick={onEdit} sx={{ ml: 'auto' }}>
            Edit
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}

/**
 * NsfInvoice (spec 2.6): the policy's NSF invoices, each linking to the record and, while pending,
 * with the invoice's payment link to send to the insured (the spec's payment-provider invoice link:
 * our /pay page); finance users and super admins edit each one's reason and status. A save refreshes the list and the record (its
 * history gains an 'NSF Invoice' row).
 */
export function NsfInvoiceModal({ applicationId, onClose }: ModalComponentProps) {
  const { user } = useCurrentUser();
  const canEdit = user ? canUpdateNsfInvoice(user.flags) : false;
  const canLink = user ? canIssuePaymentLink(user.flags) : false;
  const query = usePolicyNsfInvoices(applicationId);
  const refreshRecord = useRefreshRecord();
  const [editing, setEditing] = useState<NsfInvoiceItem | null>(null);
  const items = query.data?.items;

  return (
    <>
      <Dialog open={editing === null} onClose={onClose} fullWidth maxWidth="sm">
        <DialogTitle>{NSF_MODAL_TITLE}</DialogTitle>
        <DialogContent>
          {query.isError ? (
            <RetryAlert onRetry={() => void query.refetch()}>{query.error.message}</RetryAlert>
          ) : items === undefined ? (
            <Stack spacing={1} aria-busy="true" aria-label="Loading NSF invoices">
              <Skeleton variant="rounded" height={120} />
            </Stack>
          ) : items.length === 0 ? (
            <Typography color="text.secondary">{NO_NSF_INVOICES}</Typography>
          ) : (
            <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
              {items.map((item) => (
                <NsfInvoiceEntry
                  key={item.invoiceId}
                  item={item}
                  showPaymentLink={canLink && item.status === 'pending'}
                  onEdit={canEdit ? () => setEditing(item) : undefined}
                  onOpenRecord={onClose}
                />
              ))}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </Dialog>
      {editing ? (
        <NsfEditDialog
          item={editing}
          onClose={() => setEditing(null)}
          onSaved={() => refreshRecord(applicationId)}
        />
      ) : null}
    </>
  );
}
