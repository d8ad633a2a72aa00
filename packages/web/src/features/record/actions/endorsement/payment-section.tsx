import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { EndorsementQuoteResponse } from '@bm/contracts';
import { formatCad, MANUAL_REFUND_NOTE } from '@bm/domain';
import { CardChoice, PaymentRegion, type CardChoiceForm } from '../../components/card-choice.tsx';
import type { CardChoiceState } from '../../lib/use-card-choice.ts';

/** The card choice's words; new cards in Stripe mode go through Stripe.js, which this dialog does not embed. */
const CARD_FORM: CardChoiceForm = {
  id: 'endorse-card',
  labels: 'payWith',
  stripeMessage:
    "A new card can only be taken through Stripe's secure card form, which the endorsement window does not offer. Charge the card on file, or ask the insured to update their card, then endorse again.",
};

export interface PaymentSectionProps {
  payment: EndorsementQuoteResponse['payment'];
  /** The card on file (undefined while loading, null when there is none) and the choice. */
  cards: CardChoiceState;
  stripeMode: boolean;
  disabled: boolean;
}

/** A charge: the card on file or a new card; with no card on file, the new card and the spec's message. */
function ChargeSection({ payment, cards, stripeMode, disabled }: PaymentSectionProps) {
  if (cards.cardOnFile === undefined && !payment.requiresNewCard) {
    return <Typography color="text.secondary">Loading the card on file…</Typography>;
  }
  const form = { ...CARD_FORM, noCardMessage: payment.message };
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
  let body;
  switch (payment.action) {
    case 'charge':
      body = <ChargeSection {...props} />;
      break;
    case 'invoice':
      // Under the card minimum: added to the policy's invoices, nothing charged now.
      body = (
        <Alert severity="info">
          {payment.message}
          <Typography variant="body2" sx={{ mt: 1 }}>
            Invoice {formatCad(payment.amount)} on the policy; nothing is charged to the card now.
          </Typography>
        </Alert>
      );
      break;
    case 'autoRefund':
      body = <Alert severity="info">Refund {formatCad(payment.amount)} to the card on file</Alert>;
      break;
    case 'manualRefund':
      body = (
        <Alert severity="warning">
          {payment.message}
          <Typography variant="body2" sx={{ mt: 1 }}>
            Refund {formatCad(payment.amount)} by hand. Note: {MANUAL_REFUND_NOTE}
          </Typography>
        </Alert>
      );
      break;
    default:
      return null;
  }
  return <PaymentRegion heading>{body}</PaymentRegion>;
}
