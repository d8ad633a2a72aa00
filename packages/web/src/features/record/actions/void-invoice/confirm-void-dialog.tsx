import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { OpenInvoice } from '@bm/contracts';
import { formatDate } from '@bm/domain';
import { useFormat, useT } from '../../../../i18n/use-t.ts';
import { owingOn } from '../../components/open-invoice-picker.tsx';
import { voidMessages } from './messages.ts';

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
  const t = useT(voidMessages);
  const f = useFormat();
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
          {/* The title names the confirmation for assistive technology: 'Void invoice {number}?'. */}
          <DialogTitle id={titleId}>{t('confirmTitle', { number: invoice.number })}</DialogTitle>
          <DialogContent>
            <DialogContentText id={textId} component="div">
              <p style={{ marginTop: 0 }}>
                {t('confirmWhich', {
                  type: invoice.type,
                  number: invoice.number,
                  due: formatDate(invoice.dueDate),
                  owing: f.money(owingOn(invoice)),
                })}
              </p>
              <p style={{ marginBottom: 0 }}>{t('confirmEffect', { owing: f.money(owingOn(invoice)) })}</p>
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button autoFocus onClick={onCancel} disabled={pending}>
              {t('keepIt')}
            </Button>
            <Button
              color="error"
              variant="contained"
              disabled={pending}
              aria-busy={pending}
              startIcon={pending ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
              onClick={onConfirm}
            >
              {pending ? t('voiding') : t('title')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
