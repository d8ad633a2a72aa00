import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '@bm/domain';
import { useSay, useT } from '../../../i18n/use-t.ts';
import { recordFormMessages } from './messages.ts';

interface PaymentFailedProps {
  /** The processor's message, first, where it gave one. */
  message: string | null;
  /** The form's own sentence: what cannot be done, and to try another card. */
  text: string;
  onClose: () => void;
  onTryAnotherCard: () => void;
}

/**
 * Spec 4 and 8: the card was declined: the processor's message, the form's sentence, then Close or
 * Try another card. This is the body, for a dialog that keeps its own title (the extension's steps).
 */
export function PaymentFailedContent({
  message,
  text,
  onClose,
  onTryAnotherCard,
  id,
  dividers = false,
}: PaymentFailedProps & { id?: string; dividers?: boolean }) {
  const t = useT(recordFormMessages);
  return (
    <>
      <DialogContent id={id} dividers={dividers}>
        {message && <DialogContentText sx={{ mb: 1 }}>{message}</DialogContentText>}
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button variant="contained" onClick={onTryAnotherCard}>
          {t('tryAnotherCard')}
        </Button>
      </DialogActions>
    </>
  );
}

/** The same as a dialog of its own, "We could not process payment"; `id` prefixes its title's and text's ids. */
export function PaymentFailedDialog({ id, ...content }: PaymentFailedProps & { id: string }) {
  const say = useSay();
  return (
    <Dialog open onClose={content.onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{say(MESSAGES.endorsementPaymentFailedTitle)}</DialogTitle>
      <PaymentFailedContent {...content} id={`${id}-text`} />
    </Dialog>
  );
}
