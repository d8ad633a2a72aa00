import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Application } from '@bm/contracts';
import type { ProductDefinition } from '@bm/domain';
import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { useApplication } from '../../api/get-application.ts';
import { RecordLoadingDialog } from '../../components/record-loading-dialog.tsx';
import { EndorsementForm } from './endorsement-form.tsx';
import { usePolicyDefinition } from './endorsement-queries.ts';
import {
  EmptyTicketDialog,
  PaymentFailedDialog,
  SavingOverlay,
  TicketNotFoundDialog,
} from './save-dialogs.tsx';
import { useEndorsement } from './use-endorsement.ts';
import { useT } from '../../../../i18n/use-t.ts';
import { endorsementMessages } from './messages.ts';


/** The endorsement dialog of a loaded record and its product definition. */
export function EndorsementDialog({
  record,
  definition,
  onClose,
}: {
  record: Application;
  definition: ProductDefinition;
  onClose: () => void;
}) {
  const t = useT(endorsementMessages);
  const ticketRef = useRef<HTMLInputElement>(null);
  const endorsement = useEndorsement(record, definition, onClose);
  const { saving, status } = endorsement;
  const [askTicket, setAskTicket] = useState(false);
  // 'Proceed anyway' is asked once: a retry of the save (after an error, or another card) keeps it.
  const [withoutTicket, setWithoutTicket] = useState(false);

  const submit = () => {
    if (!endorsement.ready()) return;
    if (endorsement.draft.ticketNumber.trim() === '' && !withoutTicket) setAskTicket(true);
    else void endorsement.save();
  };

  if (status === 'paymentFailed') {
    return <PaymentFailedDialog onTryAnotherCard={endorsement.tryAnotherCard} onClose={onClose} />;
  }
  if (status === 'ticketNotFound') return <TicketNotFoundDialog onClose={onClose} />;

  return (
    <>
      <Dialog
        open
        onClose={saving ? undefined : onClose}
        fullWidth
        maxWidth="md"
        aria-labelledby="update-policy-title"
      >
        <DialogTitle id="update-policy-title">{t('title')}</DialogTitle>
        <DialogContent dividers>
          <EndorsementForm
            record={record}
            definition={definition}
            endorsement={endorsement}
            ticketRef={ticketRef}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {t('cancel')}
          </Button>
          <Button variant="contained" onClick={submit} disabled={endorsement.saveDisabled}>
            {t('save')}
          </Button>
        </DialogActions>
        {saving && <SavingOverlay />}
      </Dialog>
      <EmptyTicketDialog
        open={askTicket}
        onGoBack={() => {
          setAskTicket(false);
          setTimeout(() => ticketRef.current?.focus(), 0);
        }}
        onProceed={() => {
          setAskTicket(false);
          setWithoutTicket(true);
          void endorsement.save();
        }}
      />
    </>
  );
}

/** The UpdatePolicy modal of the shared modal state (spec 2.6): endorses the record it was opened on. */
export function UpdatePolicyModal({ applicationId, onClose }: ModalComponentProps) {
  const record = useApplication(applicationId);
  const product = usePolicyDefinition(applicationId);
  const t = useT(endorsementMessages);
  if (record.data && product.data) {
    return <EndorsementDialog record={record.data} definition={product.data} onClose={onClose} />;
  }
  return (
    <RecordLoadingDialog
      title={t('title')}
      titleId="update-policy-title"
      error={record.error ?? product.error}
      onClose={onClose}
    />
  );
}
