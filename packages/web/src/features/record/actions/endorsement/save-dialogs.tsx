import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@bm/domain';
import { useSay, useT } from '../../../../i18n/use-t.ts';
import { endorsementMessages } from './messages.ts';


/** Spec 8: saving without a ticket number asks first. */
export function EmptyTicketDialog({
  open,
  onGoBack,
  onProceed,
}: {
  open: boolean;
  onGoBack: () => void;
  onProceed: () => void;
}) {
  const say = useSay();
  return (
    <Dialog open={open} onClose={onGoBack} aria-labelledby="empty-ticket-title">
      <DialogTitle id="empty-ticket-title">{say(MESSAGES.ticketNumberEmpty)}</DialogTitle>
      <DialogActions>
        <Button onClick={onGoBack}>{say(MESSAGES.ticketGoBack)}</Button>
        <Button variant="contained" onClick={onProceed}>
          {say(MESSAGES.ticketProceedAnyway)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A message dialog of the save: a title, a text and its actions. */
function NoticeDialog({
  title,
  text,
  children,
  onClose,
}: {
  title: string;
  text: string;
  children: ReactNode;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="endorse-notice-title"
      aria-describedby="endorse-notice-text"
    >
      <DialogTitle id="endorse-notice-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="endorse-notice-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>{children}</DialogActions>
    </Dialog>
  );
}

/** Spec 4 and 8: the card could not be charged; try another card, or close the endorsement. */
export function PaymentFailedDialog({
  onTryAnotherCard,
  onClose,
}: {
  onTryAnotherCard: () => void;
  onClose: () => void;
}) {
  const t = useT(endorsementMessages);
  const say = useSay();
  return (
    <NoticeDialog
      title={say(MESSAGES.endorsementPaymentFailedTitle)}
      text={say(MESSAGES.endorsementPaymentFailedText)}
      onClose={onClose}
    >
      <Button onClick={onClose}>{t('close')}</Button>
      <Button variant="contained" onClick={onTryAnotherCard}>
        {t('tryAnotherCard')}
      </Button>
    </NoticeDialog>
  );
}

/** Spec 4 and 8: the endorsement is saved, but its ticket was not found, so no email goes out. */
export function TicketNotFoundDialog({ onClose }: { onClose: () => void }) {
  const t = useT(endorsementMessages);
  const say = useSay();
  return (
    <NoticeDialog
      title={say(MESSAGES.ticketNotFoundTitle)}
      text={say(MESSAGES.ticketNotFoundText)}
      onClose={onClose}
    >
      <Button variant="contained" onClick={onClose}>
        {t('close')}
      </Button>
    </NoticeDialog>
  );
}

/** Spec 4: the spinner and text shown while the policy record is updated. */
export function SavingOverlay() {
  const say = useSay();
  return (
    <Box
      role="status"
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
        bgcolor: 'rgba(255, 255, 255, 0.9)',
      }}
    >
      <CircularProgress aria-hidden />
      <Typography>{say(MESSAGES.endorsementSaving)}</Typography>
    </Box>
  );
}
