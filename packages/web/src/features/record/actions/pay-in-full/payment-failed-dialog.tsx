import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '@bm/domain';

/** Spec 8: the card was declined; the processor's message, then try another card or close. */
export function PaymentFailedDialog({
  message,
  onTryAnotherCard,
  onClose,
}: {
  message: string | null;
  onTryAnotherCard: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="pay-in-full-failed-title"
      aria-describedby="pay-in-full-failed-text"
    >
      <DialogTitle id="pay-in-full-failed-title">{MESSAGES.endorsementPaymentFailedTitle}</DialogTitle>
      <DialogContent id="pay-in-full-failed-text">
        {message && <DialogContentText sx={{ mb: 1 }}>{message}</DialogContentText>}
        <DialogContentText>{MESSAGES.payInFullError}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={onTryAnotherCard}>
          Try another card
        </Button>
      </DialogActions>
    </Dialog>
  );
}
