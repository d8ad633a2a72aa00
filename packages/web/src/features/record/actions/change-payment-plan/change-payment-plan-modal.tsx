import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Application, ChangePaymentPlanQuoteResponse } from '@bm/contracts';
import { formatCad, PAYMENT_PERIODS, type PaymentPeriod } from '@bm/domain';
import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { RadioGroupInput } from '../../../../components/inputs/radio-group-input.tsx';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { CardSurchargeNote } from '../../../../components/card-surcharge-note.tsx';
import { errorMessage } from '../../../../lib/form-field.ts';
import { useBillingProvider, useCardOnFile } from '../../api/card-payment.ts';
import { useApplication } from '../../api/get-application.ts';
import { CardChoice, PaymentRegion, type CardChoiceForm } from '../../components/card-choice.tsx';
import { NewCardForm } from '../../components/new-card-form.tsx';
import { RecordLoadingDialog } from '../../components/record-loading-dialog.tsx';
import { useCardChoice } from '../../lib/use-card-choice.ts';
import { PaymentFailedDialog } from '../../components/payment-failed-dialog.tsx';
import { useChangePaymentPlanQuote } from './api.ts';
import { ChangePaymentPlanFigures } from './change-payment-plan-figures.tsx';
import { CHANGE_PAYMENT_PLAN_ERROR, useChangePaymentPlan } from './use-change-payment-plan.ts';

export const CHANGE_PAYMENT_PLAN_TITLE = 'Change payment plan';
const TITLE_ID = 'change-payment-plan-title';
const CARD_ID = 'change-payment-plan-card';

/** The plans as the choice names them. */
export const PLAN_LABELS: Record<PaymentPeriod, string> = {
  annual: 'Annual',
  monthly: 'Monthly',
  instalment: 'Instalments',
};

const STRIPE_MESSAGE =
  "A new card can only be taken through Stripe's secure card form, which this window does not offer. Ask the insured to update their card, then change the plan.";

/** A refusal no card lifts (the same plan, nothing left to move, no days left): its message replaces the payment. */
function blockingRefusal(quote: ChangePaymentPlanQuoteResponse): string | null {
  if (!quote.refusal || quote.refusal === 'noCard') return null;
  return quote.message;
}

/**
 * What a new card changes (decision 0063): the figures are priced for the card on file when it can
 * pay the new plan, else for a credit card; the server prices the card it is given.
 */
function newCardNote(quote: ChangePaymentPlanQuoteResponse): string | null {
  if (quote.funding === 'credit')
    return quote.surchargeAdded > 0
      ? 'Priced for a credit card: a debit or prepaid card carries no surcharge, so its payments are lower.'
      : null;
  if (quote.funding === 'debit' || quote.funding === 'prepaid')
    return 'Priced for the card on file, a debit or prepaid card: a new credit card adds the credit card surcharge.';
  return null;
}

/** The dialog of a loaded record: the plan chosen, the quote's figures, the card, and the change. */
function ChangePaymentPlanDialog({ record, onClose }: { record: Application; onClose: () => void }) {
  const applicationId = record.applicationId;
  const [to, setTo] = useState<PaymentPeriod | null>(null);
  const quote = useChangePaymentPlanQuote(applicationId, to);
  const cardOnFile = useCardOnFile(record);
  const billing = useBillingProvider();
  const changer = useChangePaymentPlan(applicationId, {
    onChanged: onClose,
    onMoved: () => void quote.refetch(),
  });
  const figures = quote.data;
  const noCard = figures?.refusal === 'noCard';
  // The card on file may still be loading: its label waits, not the change.
  const onFile = figures ? !noCard && figures.hasCardOnFile && cardOnFile.data !== null : false;
  const cards = useCardChoice({ onFile, cardOnFile: cardOnFile.data, refused: changer });
  const { usingNewCard } = cards;
  const changing = changer.status === 'changing';
  const refused = figures ? blockingRefusal(figures) : null;
  const stripeMode = billing.data?.provider === 'stripe';
  const cardGiven = usingNewCard
    ? billing.isSuccess && !stripeMode && Object.values(cards.card).every((value) => value.trim() !== '')
    : true;
  const canChange = figures !== undefined && !refused && cardGiven && !quote.isFetching && !changing;
  const annual = figures?.to === 'annual';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!figures || !canChange) return;
    if (usingNewCard && !cards.check()) return;
    void changer.change({
      to: figures.to,
      expectedMovedAmount: figures.movedAmount,
      expectedOverdueAmount: figures.overdueAmount,
      newCard: usingNewCard ? { card: cards.card, account: figures.account } : null,
    });
  };

  if (changer.status === 'declined') {
    return (
      <PaymentFailedDialog
        id="change-payment-plan-failed"
        text={CHANGE_PAYMENT_PLAN_ERROR}
        message={changer.failure}
        onClose={onClose}
        onTryAnotherCard={() => {
          cards.reset();
          changer.tryAnotherCard();
        }}
      />
    );
  }

  const plans = PAYMENT_PERIODS.filter((plan) => plan !== record.paymentPeriod);
  const newCardFields = stripeMode ? (
    <Alert severity="warning">{STRIPE_MESSAGE}</Alert>
  ) : (
    <NewCardForm
      idPrefix={CARD_ID}
      card={cards.card}
      errors={cards.errors}
      onChange={cards.change}
      disabled={changing}
    />
  );
  const cardForm: CardChoiceForm = {
    id: CARD_ID,
    labels: 'payWith',
    noCardMessage: figures?.message ?? null,
    stripeMessage: STRIPE_MESSAGE,
  };

  return (
    <Dialog open onClose={changing ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby={TITLE_ID}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={TITLE_ID}>{CHANGE_PAYMENT_PLAN_TITLE}</DialogTitle>
        <DialogContent dividers>
          <Typography sx={{ mb: 2 }}>
            Current plan: <strong>{PLAN_LABELS[record.paymentPeriod]}</strong>
          </Typography>
          <RadioGroupInput
            id="change-payment-plan-to"
            label="New payment plan"
            options={plans.map((plan) => ({ value: plan, label: PLAN_LABELS[plan] }))}
            value={to}
            onChange={(value) => {
              changer.clearFailure();
              setTo(value as PaymentPeriod);
            }}
            disabled={changing}
            row
          />
          {quote.isFetching && !figures && (
            <CircularProgress aria-label="Loading the new plan's figures" sx={{ display: 'block', mt: 2 }} />
          )}
          {quote.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(quote.error)}
            </Alert>
          )}
          {changer.failure && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {changer.failure}
            </Alert>
          )}
          {refused && (
            <Alert severity="info" sx={{ mt: 2 }} id="change-payment-plan-refusal">
              {refused}
            </Alert>
          )}
          {figures && !refused && <ChangePaymentPlanFigures quote={figures} />}
          {figures && !refused && (
            <PaymentRegion heading spaced>
              {annual ? (
                <CardChoice
                  form={cardForm}
                  amount={figures.chargeNow}
                  cards={cards}
                  stripeMode={stripeMode}
                  disabled={changing}
                />
              ) : (
                <>
                  {noCard && <Alert severity="info">{figures.message}</Alert>}
                  {usingNewCard ? (
                    newCardFields
                  ) : (
                    <Typography>The new payments are charged to the card on file.</Typography>
                  )}
                </>
              )}
              {usingNewCard && <CardSurchargeNote sx={{}}>{newCardNote(figures)}</CardSurchargeNote>}
            </PaymentRegion>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={changing}>
            Cancel
          </Button>
          <SubmitButton
            loading={changing}
            disabled={!canChange}
            aria-describedby={refused ? 'change-payment-plan-refusal' : undefined}
          >
            {figures && annual ? `Change plan and pay ${formatCad(figures.chargeNow)}` : 'Change plan'}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The ChangePaymentPlan modal (decision 0078): moves a bound monthly or instalment policy to another plan. */
export function ChangePaymentPlanModal({ applicationId, onClose }: ModalComponentProps) {
  const record = useApplication(applicationId);
  if (record.data) return <ChangePaymentPlanDialog record={record.data} onClose={onClose} />;
  return (
    <RecordLoadingDialog
      title={CHANGE_PAYMENT_PLAN_TITLE}
      titleId={TITLE_ID}
      error={record.error}
      onClose={onClose}
    />
  );
}
