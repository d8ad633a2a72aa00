import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Application, ExtensionStateResponse } from '@bm/contracts';
import { EXTENSION_MESSAGES, validateExtensionDetails, type ExtensionField } from '@bm/domain';
import { useFormat, useSay, useT } from '../../../../i18n/use-t.ts';
import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { errorMessage } from '../../../../lib/form-field.ts';
import { useCardOnFile } from '../../api/card-payment.ts';
import { useApplication } from '../../api/get-application.ts';
import { CardChoice, PaymentRegion, type CardChoiceForm } from '../../components/card-choice.tsx';
import { PaymentFailedContent } from '../../components/payment-failed-dialog.tsx';
import { useCardChoice } from '../../lib/use-card-choice.ts';
import { useExtensionState } from './api.ts';
import {
  ApprovedContent,
  ManualReviewContent,
  QuoteFigures,
  UnderReviewContent,
} from './extension-dialogs.tsx';
import { shownCharge } from '../../lib/card-choice.ts';
import { emptyDetails, ExtensionForm, type ExtensionErrors } from './extension-form.tsx';
import { ReferralDecision } from './referral-panel.tsx';
import { useExtension, type ExtensionStep } from './use-extension.ts';
import { extensionMessages } from './messages.ts';


/** The card choice's words (a new card is typed in our fields, whatever the provider). */
const CARD_FORM: CardChoiceForm = { id: 'extension-card', labels: 'plain' };

type TitleKey = keyof typeof extensionMessages;
const TITLES: Record<Exclude<ExtensionStep, 'paymentFailed'>, TitleKey> = {
  form: 'titleForm',
  quote: 'titleQuote',
  manualReview: 'titleManualReview',
  underReview: 'titleUnderReview',
  approved: 'titleApproved',
};

/** The dialog's title at a step (the payment failure's is the spec's message). */
function useTitle(): (step: ExtensionStep) => string {
  const t = useT(extensionMessages);
  const say = useSay();
  return (step) => (step === 'paymentFailed' ? say(EXTENSION_MESSAGES.paymentFailedTitle) : t(TITLES[step]));
}

/** What the record's latest referral says before a new request (its state, or the underwriter's panel). */
function ReferralNotice({
  state,
  applicationId,
  onBuy,
}: {
  state: ExtensionStateResponse;
  applicationId: string;
  onBuy: () => void;
}) {
  const t = useT(extensionMessages);
  const say = useSay();
  const { money } = useFormat();
  const referral = state.referral;
  if (!referral) return null;
  if (referral.status === 'underReview') {
    if (state.canDecide) return <ReferralDecision applicationId={applicationId} referral={referral} />;
    return <Alert severity="info">{say(EXTENSION_MESSAGES.underReview)}</Alert>;
  }
  if (referral.status === 'priced') {
    return (
      <Alert
        severity="success"
        action={
          <Button color="inherit" onClick={onBuy}>
            {t('reviewAndBuy')}
          </Button>
        }
      >
        {t('priced', { months: referral.months, premium: money(referral.premium ?? 0) })}
        {referral.note ? t('note', { note: referral.note }) : ''}
      </Alert>
    );
  }
  return (
    <Alert severity="warning">
      {t('declined')}
      {referral.note ? ` ${referral.note}` : ''}
    </Alert>
  );
}

function ExtensionDialog({
  record,
  state,
  onClose,
}: {
  record: Application;
  state: ExtensionStateResponse;
  onClose: () => void;
}) {
  const t = useT(extensionMessages);
  const say = useSay();
  const { locale } = useFormat();
  const title = useTitle();
  const flow = useExtension(record.applicationId);
  const cardOnFile = useCardOnFile(record);
  const [values, setValues] = useState(() => emptyDetails(state.policyLimit));
  const [errors, setErrors] = useState<ExtensionErrors>({});
  const onFile = state.hasCardOnFile && cardOnFile.data !== null && !flow.noDefaultCard;
  const cards = useCardChoice({ onFile, cardOnFile: cardOnFile.data, refused: flow });
  const { usingNewCard } = cards;
  // The charge as shown before payment for the card chosen (decision 0063).
  const answer = flow.answer;
  const shown =
    answer?.figures && answer.card
      ? shownCharge(
          {
            cardFee: answer.figures.cardFee,
            cardFeePST: answer.figures.cardFeePST,
            total: answer.quote.total.annual,
          },
          answer.card,
          usingNewCard,
          locale,
        )
      : null;
  const underReview = state.referral?.status === 'underReview';

  const change = (field: ExtensionField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submitForm = (event: FormEvent) => {
    event.preventDefault();
    const found = validateExtensionDetails(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void flow.quote(values);
  };

  const submitPurchase = (event: FormEvent) => {
    event.preventDefault();
    if (usingNewCard && !cards.check()) return;
    void flow.purchase({
      newCard: usingNewCard ? { card: cards.card, account: state.account } : null,
      ...(shown ? { shownTotal: shown.total } : {}),
    });
  };

  const buyReferral = () => {
    const referral = state.referral;
    if (!referral) return;
    const details = { ...emptyDetails(state.policyLimit), ...referral.details };
    setValues(details);
    void flow.quote(details, referral.id);
  };

  let body;
  switch (flow.step) {
    case 'form':
      body = (
        <form onSubmit={submitForm} noValidate>
          <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
            <ReferralNotice state={state} applicationId={record.applicationId} onBuy={buyReferral} />
            {!underReview && (
              <>
                <Typography>{t('extendIntro', { expiry: state.policyExpiryDate })}</Typography>
                <ExtensionForm
                  values={values}
                  errors={{ ...flow.fieldErrors, ...errors }}
                  onChange={change}
                  monthsLeft={state.monthsLeft}
                  ineligible={flow.ineligible}
                  disabled={flow.busy}
                />
              </>
            )}
            {flow.error && <Alert severity="error">{flow.error}</Alert>}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={flow.busy}>
              {t('cancel')}
            </Button>
            {!underReview && (
              <SubmitButton
                loading={flow.busy}
                aria-describedby={flow.ineligible ? 'extension-ineligible' : undefined}
              >
                {t('getQuote')}
              </SubmitButton>
            )}
          </DialogActions>
        </form>
      );
      break;
    case 'quote':
      body = (
        <form onSubmit={submitPurchase} noValidate>
          <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
            {flow.answer && <QuoteFigures answer={flow.answer} shown={shown} />}
            <PaymentRegion heading>
              {flow.noDefaultCard && <Alert severity="warning">{say(EXTENSION_MESSAGES.noDefaultCard)}</Alert>}
              <CardChoice
                form={CARD_FORM}
                amount={shown?.total ?? flow.answer?.quote.total.annual ?? 0}
                cards={cards}
                disabled={flow.busy}
              />
            </PaymentRegion>
            {flow.error && <Alert severity="error">{flow.error}</Alert>}
          </DialogContent>
          <DialogActions>
            <Button onClick={flow.backToForm} disabled={flow.busy}>
              {t('back')}
            </Button>
            <SubmitButton loading={flow.busy}>{t('purchase')}</SubmitButton>
          </DialogActions>
        </form>
      );
      break;
    case 'manualReview':
      body = flow.answer && (
        <ManualReviewContent
          answer={flow.answer}
          error={flow.error}
          busy={flow.busy}
          onBack={flow.backToForm}
          onSubmit={() => void flow.review()}
        />
      );
      break;
    case 'underReview':
      body = <UnderReviewContent onClose={onClose} />;
      break;
    case 'approved':
      body = flow.answer && <ApprovedContent answer={flow.answer} onClose={onClose} />;
      break;
    case 'paymentFailed':
      body = (
        <PaymentFailedContent
          dividers
          message={flow.declineMessage}
          text={say(EXTENSION_MESSAGES.paymentFailed)}
          onClose={onClose}
          onTryAnotherCard={() => {
            cards.reset();
            flow.tryAnotherCard();
          }}
        />
      );
      break;
  }

  return (
    <Dialog
      open
      onClose={flow.busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="extension-title"
    >
      <DialogTitle id="extension-title">{title(flow.step)}</DialogTitle>
      {body}
    </Dialog>
  );
}

/** The CreateExtension modal (spec 2.6): the form, then the priced quote or one of the four other dialogs. */
export function ExtensionModal({ applicationId, onClose }: ModalComponentProps) {
  const record = useApplication(applicationId);
  const state = useExtensionState(applicationId);
  const t = useT(extensionMessages);
  if (record.data && state.data)
    return <ExtensionDialog record={record.data} state={state.data} onClose={onClose} />;
  const error = record.error ?? state.error;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="extension-title">
      <DialogTitle id="extension-title">{t('titleForm')}</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error">{errorMessage(error)}</Alert>
        ) : (
          <CircularProgress aria-label={t('loadingPolicy')} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
