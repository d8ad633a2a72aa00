import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { OpenInvoice } from '@bm/contracts';
import { formatCad, formatDate } from '@bm/domain';
import { owingOn } from '../../components/open-invoice-picker.tsx';

/** The confirmation's title, which names it for assistive technology: 'Void invoice {number}?'. */
export const confirmVoidTitle = (invoice: Pick<OpenInvoice, 'number'>) => `Void invoice ${invoice.number}?`;

/**
 * Asks before an invoice is voided (issue 27): which invoice (number, type, due day), what it still
 * owes, and what voiding does. Focus starts on 'Keep it', so Enter alone voids nothing.
 */
export function ConfirmVoidDialog({
  invoice,
  pending,
  onCancel,
  onConfirm,
}: {
  invoice: OpenInvoice | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const titleId = 'confirm-void-title';
  const textId = 'confirm-void-text';
  return (
    <Dialog
      open={invoice !== null}
      onClose={pending ? undefined : onCancel}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      {invoice && (
        <>
          <DialogTitle id={titleId}>{confirmVoidTitle(invoice)}</DialogTitle>
          <DialogContent>
            <DialogContentText id={textId} component="div">
              <p style={{ marginTop: 0 }}>
                {invoice.type} invoice {invoice.number}, due {formatDate(invoice.dueDate)}, still owes{' '}
                {formatCad(owingOn(invoice))}.
              </p>
              <p style={{ marginBottom: 0 }}>
                Voiding it means {formatCad(owingOn(invoice))} will no longer be owed: it will not be
                collected or reminded, the policy&apos;s owing goes down by that amount and the void is
                recorded in its history. This cannot be undone.
              </p>
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button autoFocus onClick={onCancel} disabled={pending}>
              Keep it
            </Button>
            <Button
              color="error"
              variant="contained"
              disabled={pending}
              aria-busy={pending}
              startIcon={pending ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
              onClick={onConfirm}
            >
              {pending ? 'Voiding…' : 'Void invoice'}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
