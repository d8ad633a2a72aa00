import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OpenInvoice, OpenInvoiceList } from '@bm/contracts';
import { formatDate, MESSAGES } from '@bm/domain';
import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { useToast } from '../../../../components/toast-context.ts';
import { useFormat, useSay, useT } from '../../../../i18n/use-t.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { ListQueryBody } from '../../components/list-query-body.tsx';
import { useOpenInvoices } from '../../api/open-invoices.ts';
import { owingOn } from '../../components/open-invoice-picker.tsx';
import { useVoidInvoice } from './api.ts';
import { ConfirmVoidDialog } from './confirm-void-dialog.tsx';
import { voidMessages } from './messages.ts';

export const VOID_INVOICE_TITLE = voidMessages.title.en;
export const NO_OPEN_INVOICES = voidMessages.noOpenInvoices.en;
/** Spec 6: the button of an invoice the user may not void. */
export const INELIGIBLE = voidMessages.ineligible.en;

/** The server's sentence for a refusal the user can read (4xx); the spec's failure text otherwise. */
function failureText(error: Error): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : MESSAGES.invoiceVoidFailed;
}

function OpenInvoicesTable({
  invoices,
  disabled,
  onVoid,
}: {
  invoices: OpenInvoiceList;
  disabled: boolean;
  onVoid: (invoice: OpenInvoice) => void;
}) {
  const t = useT(voidMessages);
  const f = useFormat();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('openInvoices')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('invoice')}</TableCell>
            <TableCell>{t('due')}</TableCell>
            <TableCell align="right">{t('owing')}</TableCell>
            <TableCell align="right">{t('action')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.id}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                {invoice.number}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {invoice.type}
                </Typography>
                {invoice.isMPF && (
                  <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }}>
                    <Chip size="small" variant="outlined" label={t('mpf')} />
                    <Chip
                      size="small"
                      variant="outlined"
                      label={invoice.waivable ? t('waivable') : t('notWaivable')}
                    />
                  </Stack>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(invoice.dueDate)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {f.money(owingOn(invoice))}
              </TableCell>
              <TableCell align="right">
                {invoice.voidable ? (
                  <Button size="small" color="error" disabled={disabled} onClick={() => onVoid(invoice)}>
                    {t('void')}
                  </Button>
                ) : (
                  <Button size="small" disabled>
                    {t('ineligible')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * VoidStripeInvoice (spec 2.6, 6; docs/decisions/0030): the policy's open invoices, each with Void,
 * or 'Ineligible' when the server says the user may not void it (underwriters and super admins any;
 * others waivable missed payment fee invoices only). Voiding asks to confirm in a dialog of its own (what is voided, its amount, what it does), then toasts the
 * server's message and fetches the record's invoices, history and this list again; a refusal is
 * shown here as the server says it.
 */
export function VoidInvoiceModal({ applicationId, onClose }: ModalComponentProps) {
  const t = useT(voidMessages);
  const say = useSay();
  const toast = useToast();
  const invoices = useOpenInvoices(applicationId);
  const voiding = useVoidInvoice(applicationId);
  const [confirming, setConfirming] = useState<OpenInvoice | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const ask = (invoice: OpenInvoice) => {
    setFailure(null);
    setConfirming(invoice);
  };

  const confirm = () => {
    if (!confirming) return;
    setFailure(null);
    voiding.mutate(confirming, {
      onSuccess: (result) => {
        toast.success(result.message);
        setConfirming(null);
      },
      onError: (error) => {
        setFailure(say(failureText(error)));
        setConfirming(null);
        // Paid or voided meanwhile, or not what the list said: show the list as it now is.
        if (error instanceof ApiError && (error.status === 409 || error.status === 422))
          void invoices.refetch();
      },
    });
  };

  return (
    <Dialog open onClose={voiding.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('title')}</DialogTitle>
      {/* A long list scrolls here: the keyboard can reach and scroll it even when no row can be voided. */}
      <DialogContent
        role="region"
        aria-label={t('listRegion')}
        tabIndex={0}
        sx={{ '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}
      >
        <Stack spacing={2}>
          <ListQueryBody
            query={invoices}
            loadingLabel={t('loading')}
            emptyText={t('noOpenInvoices')}
            errorText={say(MESSAGES.invoicesLoadFailed)}
          >
            {(data) => (
              <OpenInvoicesTable
                invoices={data}
                disabled={voiding.isPending || confirming !== null}
                onVoid={ask}
              />
            )}
          </ListQueryBody>
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={voiding.isPending}>
          {t('close')}
        </Button>
      </DialogActions>
      <ConfirmVoidDialog
        invoice={confirming}
        pending={voiding.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      />
    </Dialog>
  );
}
