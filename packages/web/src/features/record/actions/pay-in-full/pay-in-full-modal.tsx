import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Application, PayInFullQuoteResponse } from '@bm/contracts';
import { MESSAGES, PAY_IN_FULL_MESSAGES } from '@bm/domain';
import { useFormat, useSay, useT } from '../../../../i18n/use-t.ts';
import { payInFullMessages } from './messages.ts';
import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { errorMessage } from '../../../../lib/form-field.ts';
import { useBillingProvider, useCardOnFile } from '../../api/card-payment.ts';
import { useApplication } from '../../api/get-application.ts';
import { CardChoice, PaymentRegion, type CardChoiceForm } from '../../components/card-choice.tsx';
import { PaymentFailedDialog } from '../../components/payment-failed-dialog.tsx';
import { useCardChoice } from '../../lib/use-card-choice.ts';
import { usePayInFullQuote } from './api.ts';
import { PayInFullFigures } from './pay-in-full-figures.tsx';
import { shownPlanCharge } from '../../lib/card-choice.ts';
import { usePayInFull } from './use-pay-in-full.ts';
import { RecordLoadingDialog } from '../../components/record-loading-dialog.tsx';

/** A refusal no card lifts (nothing owing, under the card minimum): its message replaces the payment. */
function blockingRefusal(quote: PayInFullQuoteResponse): string | null {
  if (!quote.refusal || quote.refusal === 'noCard') return null;
  return quote.message;
}


/** Spec 4: the spinner and text shown while the card is charged. */
function PayingOverlay({ amount }: { amount: string }) {
  const t = useT(payInFullMessages);
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
      <Typography>{t('charging', { amount })}</Typography>
    </Box>
  );
}

/** The dialog of a loaded record: the quote's figures, the card, and Pay. */
function PayInFullDialog({ record, onClose }: { record: Application; onClose: () => void }) {
  const t = useT(payInFullMessages);
  const say = useSay();
  const f = useFormat();
  // The card choice's words; new cards in Stripe mode go through Stripe.js, which this dialog does not embed.
  const cardForm: CardChoiceForm = {
    id: 'pay-in-full-card',
    labels: 'payWith',
    noCardMessage: say(PAY_IN_FULL_MESSAGES.noCard),
    stripeMessage: t('stripe'),
  };
  const applicationId = record.applicationId;
  const quote = usePayInFullQuote(applicationId);
  const cardOnFile = useCardOnFile(record);
  const billing = useBillingProvider();
  const payer = usePayInFull(applicationId, { onPaid: onClose, onMoved: () => void quote.refetch() });
  const figures = quote.data;
  // The card on file may still be loading: its label waits, not the charge.
  const onFile = figures ? figures.hasCardOnFile && cardOnFile.data !== null : false;
  const cards = useCardChoice({ onFile, cardOnFile: cardOnFile.data, refused: payer });
  const { usingNewCard } = cards;
  const paying = payer.status === 'paying';
  const refusal = figures ? blockingRefusal(figures) : null;
  const refused = refusal && say(refusal);
  const shown = figures ? shownPlanCharge(figures.card, usingNewCard, f.locale) : null;
  const stripeMode = billing.data?.provider === 'stripe';
  const cardGiven = usingNewCard
    ? billing.isSuccess && !stripeMode && Object.values(cards.card).every((value) => value.trim() !== '')
    : true;
  const canPay =
    figures !== undefined && !refused && figures.openBalance > 0 && cardGiven && !quote.isFetching && !paying;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!figures || !canPay) return;
    if (usingNewCard && !cards.check()) return;
    void payer.pay({
      expectedOpenBalance: figures.openBalance,
      newCard: usingNewCard ? { card: cards.card, account: figures.account } : null,
    });
  };

  if (payer.status === 'declined') {
    return (
      <PaymentFailedDialog
        id="pay-in-full-failed"
        message={payer.failure}
        text={say(MESSAGES.payInFullError)}
        onClose={onClose}
        onTryAnotherCard={() => {
          cards.reset();
          payer.tryAnotherCard();
        }}
      />
    );
  }

  return (
    <Dialog
      open
      onClose={paying ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="pay-in-full-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="pay-in-full-title">{t('title')}</DialogTitle>
        <DialogContent dividers>
          {quote.isPending && <CircularProgress aria-label={t('loading')} />}
          {quote.error && <Alert severity="error">{errorMessage(quote.error)}</Alert>}
          {payer.failure && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {say(payer.failure)}
            </Alert>
          )}
          {figures && shown && <PayInFullFigures quote={figures} shown={shown} />}
          {refused && (
            <Alert severity="info" sx={{ mt: 2 }} id="pay-in-full-refusal">
              {refused}
            </Alert>
          )}
          {figures && shown && !refused && (
            <PaymentRegion heading spaced>
              <CardChoice
                form={cardForm}
                amount={shown.total}
                cards={cards}
                stripeMode={stripeMode}
                disabled={paying}
              />
            </PaymentRegion>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={paying}>
            {t('cancel')}
          </Button>
          <SubmitButton
            loading={paying}
            disabled={!canPay}
            aria-describedby={refused ? 'pay-in-full-refusal' : undefined}
          >
            {shown ? t('payAmount', { amount: f.money(shown.total) }) : t('pay')}
          </SubmitButton>
        </DialogActions>
      </form>
      {paying && shown && <PayingOverlay amount={f.money(shown.total)} />}
    </Dialog>
  );
}

/** The PayInFull modal of the shared modal state (spec 2.6): pays the record's open invoices with one charge. */
export function PayInFullModal({ applicationId, onClose }: ModalComponentProps) {
  const t = useT(payInFullMessages);
  const record = useApplication(applicationId);
  if (record.data) return <PayInFullDialog record={record.data} onClose={onClose} />;
  return (
    <RecordLoadingDialog
      title={t('title')}
      titleId="pay-in-full-title"
      error={record.error}
      onClose={onClose}
    />
  );
}
