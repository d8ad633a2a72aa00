import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '@bm/domain';

/** Asked before saving without a ticket number (spec 8). */
export function EmptyTicketDialog({
  open,
  onBack,
  onProceed,
}: {
  open: boolean;
  onBack: () => void;
  onProceed: () => void;
}) {
  return (
    <Dialog open={open} onClose={onBack} maxWidth="xs" fullWidth>
      <DialogTitle>{MESSAGES.ticketNumberEmpty}</DialogTitle>
      <DialogActions>
        <Button onClick={onBack}>{MESSAGES.ticketGoBack}</Button>
        <Button variant="contained" onClick={onProceed}>
          {MESSAGES.ticketProceedAnyway}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Shown after the save when the ticket number finds no ticket for this policy (spec 4 and 8). */
export function TicketNotFoundDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{MESSAGES.ticketNotFoundTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{MESSAGES.ticketNotFoundText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
