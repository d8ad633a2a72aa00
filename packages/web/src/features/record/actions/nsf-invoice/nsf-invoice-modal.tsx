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
import { canIssuePaymentLink, canUpdateNsfInvoice } from '@bm/domain';
import { useFormat, useT } from '../../../../i18n/use-t.ts';
import { nsfInvoiceMessages } from './messages.ts';
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
  const t = useT(nsfInvoiceMessages);
  const { money } = useFormat();
  return (
    <Box component="li" sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ mr: 'auto' }}>
          {t('invoice', { number: item.invoiceNumber })}
        </Typography>
        <NsfStatusChip status={item.status} />
      </Box>
      <DetailList
        items={[
          { label: t('policy'), value: item.policyNumber ?? '—' },
          { label: t('term'), value: item.term },
          { label: t('reason'), value: item.reason ?? '—' },
          { label: t('amountOwing'), value: money(item.amountOwing) },
          { label: t('feeOwing'), value: money(item.missedPaymentFeeOwing) },
          { label: t('attempts'), value: item.attempts },
          { label: t('nextAttempt'), value: item.nextAttemptDay ?? '—' },
          { label: t('cancellationDate'), value: nsfCancellationText(item) ?? '—' },
        ]}
      />
      {showPaymentLink ? (
        <NsfPaymentLink applicationId={item.applicationId} invoiceId={item.invoiceId} />
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1 }}>
        <Link component={RouterLink} to={recordPath(item.applicationId)} onClick={onOpenRecord}>
          {t('openRecord')}
        </Link>
        {onEdit ? (
          <Button size="small" variant="outlined" onClick={onEdit} sx={{ ml: 'auto' }}>
            {t('edit')}
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
  const t = useT(nsfInvoiceMessages);
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
        <DialogTitle>{t('title')}</DialogTitle>
        <DialogContent>
          {query.isError ? (
            <RetryAlert onRetry={() => void query.refetch()}>{query.error.message}</RetryAlert>
          ) : items === undefined ? (
            <Stack spacing={1} aria-busy="true" aria-label={t('loading')}>
              <Skeleton variant="rounded" height={120} />
            </Stack>
          ) : items.length === 0 ? (
            <Typography color="text.secondary">{t('none')}</Typography>
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
          <Button onClick={onClose}>{t('close')}</Button>
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
