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
import { PAYMENT_PERIODS, type PaymentPeriod } from '@bm/domain';
import { useFormat, useSay, useT, type Translate } from '../../../../i18n/use-t.ts';
import { changePlanMessages } from './messages.ts';
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
import { useChangePaymentPlan } from './use-change-payment-plan.ts';

const TITLE_ID = 'change-payment-plan-title';
const CARD_ID = 'change-payment-plan-card';

type T = Translate<typeof changePlanMessages>;

/** A refusal no card lifts (the same plan, nothing left to move, no days left): its message replaces the payment. */
function blockingRefusal(quote: ChangePaymentPlanQuoteResponse): string | null {
  if (!quote.refusal || quote.refusal === 'noCard') return null;
  return quote.message;
}

/**
 * What a new card changes (decision 0063): the figures are priced for the card on file when it can
 * pay the new plan, else for a credit card; the server prices the card it is given.
 */
function newCardNote(quote: ChangePaymentPlanQuoteResponse, t: T): string | null {
  if (quote.funding === 'credit') return quote.surchargeAdded > 0 ? t('pricedCredit') : null;
  if (quote.funding === 'debit' || quote.funding === 'prepaid') return t('pricedDebit');
  return null;
}

/** The dialog of a loaded record: the plan chosen, the quote's figures, the card, and the change. */
function ChangePaymentPlanDialog({ record, onClose }: { record: Application; onClose: () => void }) {
  const t = useT(changePlanMessages);
  const say = useSay();
  const f = useFormat();
  const STRIPE_MESSAGE = t('stripe');
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
  const refusal = figures ? blockingRefusal(figures) : null;
  const refused = refusal && say(refusal);
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
        text={t('error')}
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
    noCardMessage: figures?.message ? say(figures.message) : null,
    stripeMessage: STRIPE_MESSAGE,
  };

  return (
    <Dialog open onClose={changing ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby={TITLE_ID}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={TITLE_ID}>{t('title')}</DialogTitle>
        <DialogContent dividers>
          <Typography sx={{ mb: 2 }}>
            {t('currentPlan')} <strong>{t(record.paymentPeriod)}</strong>
          </Typography>
          <RadioGroupInput
            id="change-payment-plan-to"
            label={t('newPlan')}
            options={plans.map((plan) => ({ value: plan, label: t(plan) }))}
            value={to}
            onChange={(value) => {
              changer.clearFailure();
              setTo(value as PaymentPeriod);
            }}
            disabled={changing}
            row
          />
          {quote.isFetching && !figures && (
            <CircularProgress aria-label={t('loadingFigures')} sx={{ display: 'block', mt: 2 }} />
          )}
          {quote.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(quote.error)}
            </Alert>
          )}
          {changer.failure && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {say(changer.failure)}
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
                  {noCard && <Alert severity="info">{figures.message && say(figures.message)}</Alert>}
                  {usingNewCard ? (
                    newCardFields
                  ) : (
                    <Typography>{t('chargedToCardOnFile')}</Typography>
                  )}
                </>
              )}
              {usingNewCard && <CardSurchargeNote sx={{}}>{newCardNote(figures, t)}</CardSurchargeNote>}
            </PaymentRegion>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={changing}>
            {t('cancel')}
          </Button>
          <SubmitButton
            loading={changing}
            disabled={!canChange}
            aria-describedby={refused ? 'change-payment-plan-refusal' : undefined}
          >
            {figures && annual ? t('changeAndPay', { amount: f.money(figures.chargeNow) }) : t('change')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The ChangePaymentPlan modal (decision 0078): moves a bound monthly or instalment policy to another plan. */
export function ChangePaymentPlanModal({ applicationId, onClose }: ModalComponentProps) {
  const t = useT(changePlanMessages);
  const record = useApplication(applicationId);
  if (record.data) return <ChangePaymentPlanDialog record={record.data} onClose={onClose} />;
  return (
    <RecordLoadingDialog
      title={t('title')}
      titleId={TITLE_ID}
      error={record.error}
      onClose={onClose}
    />
  );
}
