import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { EndorsementQuoteResponse } from '@bm/contracts';
import { MANUAL_REFUND_NOTE } from '@bm/domain';
import { useFormat, useSay, useT } from '../../../../i18n/use-t.ts';
import { CardChoice, PaymentRegion, type CardChoiceForm } from '../../components/card-choice.tsx';
import type { CardChoiceState } from '../../lib/use-card-choice.ts';
import { endorsementMessages } from './messages.ts';


/** The card choice's words; new cards in Stripe mode go through Stripe.js, which this dialog does not embed. */
const CARD_FORM: Omit<CardChoiceForm, 'stripeMessage'> = { id: 'endorse-card', labels: 'payWith' };

export interface PaymentSectionProps {
  payment: EndorsementQuoteResponse['payment'];
  /** The card on file (undefined while loading, null when there is none) and the choice. */
  cards: CardChoiceState;
  stripeMode: boolean;
  disabled: boolean;
}

/** A charge: the card on file or a new card; with no card on file, the new card and the spec's message. */
function ChargeSection({ payment, cards, stripeMode, disabled }: PaymentSectionProps) {
  const t = useT(endorsementMessages);
  const say = useSay();
  if (cards.cardOnFile === undefined && !payment.requiresNewCard) {
    return <Typography color="text.secondary">{t('loadingCard')}</Typography>;
  }
  const form: CardChoiceForm = {
    ...CARD_FORM,
    stripeMessage: t('stripeOnly'),
    noCardMessage: payment.message && say(payment.message),
  };
  return (
    <CardChoice
      form={form}
      amount={payment.amount}
      cards={cards}
      stripeMode={stripeMode}
      disabled={disabled}
    />
  );
}

/** How the endorsement is settled (the preview's payment plan). */
export function PaymentSection(props: PaymentSectionProps) {
  const { payment } = props;
  const t = useT(endorsementMessages);
  const say = useSay();
  const { money } = useFormat();
  const message = payment.message && say(payment.message);
  let body;
  switch (payment.action) {
    case 'charge':
      body = <ChargeSection {...props} />;
      break;
    case 'invoice':
      // Under the card minimum: added to the policy's invoices, nothing charged now.
      body = (
        <Alert severity="info">
          {message}
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('invoiceNote', { amount: money(payment.amount) })}
          </Typography>
        </Alert>
      );
      break;
    case 'autoRefund':
      body = <Alert severity="info">{t('refundToCard', { amount: money(payment.amount) })}</Alert>;
      break;
    case 'manualRefund':
      body = (
        <Alert severity="warning">
          {message}
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('refundByHand', { amount: money(payment.amount), note: say(MANUAL_REFUND_NOTE) })}
          </Typography>
        </Alert>
      );
      break;
    default:
      return null;
  }
  return <PaymentRegion heading>{body}</PaymentRegion>;
}
