import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '@bm/domain';
import { useSay, useT } from '../../../../i18n/use-t.ts';
import { cancellationMessages } from './messages.ts';

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
  const say = useSay();
  return (
    <Dialog open={open} onClose={onBack} maxWidth="xs" fullWidth>
      <DialogTitle>{say(MESSAGES.ticketNumberEmpty)}</DialogTitle>
      <DialogActions>
        <Button onClick={onBack}>{say(MESSAGES.ticketGoBack)}</Button>
        <Button variant="contained" onClick={onProceed}>
          {say(MESSAGES.ticketProceedAnyway)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Shown after the save when the ticket number finds no ticket for this policy (spec 4 and 8). */
export function TicketNotFoundDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT(cancellationMessages);
  const say = useSay();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{say(MESSAGES.ticketNotFoundTitle)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{say(MESSAGES.ticketNotFoundText)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
