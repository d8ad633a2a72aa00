import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CardErrorField, EndorsementQuoteResponse, PaymentMethod } from '@bm/contracts';
import { formatCad, MANUAL_REFUND_NOTE } from '@bm/domain';
import { RadioGroupInput } from '../../../../components/inputs/radio-group-input.tsx';
import { NewCardForm } from '../../components/new-card-form.tsx';
import { savedCardLabel, type NewCard, type NewCardErrors } from '../../lib/new-card.ts';

/** The card an endorsement is charged on: the one on file, or a new one. */
export type PaymentChoice = 'saved' | 'new';

/** New cards in Stripe mode go through Stripe.js, which this dialog does not embed. */
export const STRIPE_NEW_CARD_MESSAGE =
  "A new card can only be taken through Stripe's secure card form, which the endorsement window does not offer. Charge the card on file, or ask the insured to update their card, then endorse again.";

export interface PaymentSectionProps {
  payment: EndorsementQuoteResponse['payment'];
  /** The card on file: undefined while loading, null when there is none. */
  cardOnFile: PaymentMethod | null | undefined;
  choice: PaymentChoice;
  onChoose: (choice: PaymentChoice) => void;
  card: NewCard;
  cardErrors: NewCardErrors;
  onCardChange: (field: CardErrorField, value: string) => void;
  stripeMode: boolean;
  disabled: boolean;
}

function NewCardChoice(props: PaymentSectionProps) {
  if (props.stripeMode) return <Alert severity="warning">{STRIPE_NEW_CARD_MESSAGE}</Alert>;
  return (
    <NewCardForm
      idPrefix="endorse-card"
      card={props.card}
      errors={props.cardErrors}
      onChange={props.onCardChange}
      disabled={props.disabled}
    />
  );
}

/** A charge: the card on file or a new card; with no card on file, the new card and the spec's message. */
function ChargeSection(props: PaymentSectionProps) {
  const { payment, cardOnFile, choice, onChoose } = props;
  if (cardOnFile === undefined && !payment.requiresNewCard) {
    return <Typography color="text.secondary">Loading the card on file…</Typography>;
  }
  if (!cardOnFile || payment.requiresNewCard) {
    return (
      <>
        {payment.message && <Alert severity="info">{payment.message}</Alert>}
        <NewCardChoice {...props} />
      </>
    );
  }
  return (
    <>
      <RadioGroupInput
        id="endorse-payment"
        label={`Charge ${formatCad(payment.amount)} to`}
        options={[
          { value: 'saved', label: savedCardLabel(cardOnFile) },
          { value: 'new', label: 'Pay with a new card' },
        ]}
        value={choice}
        onChange={(value) => onChoose(value === 'new' ? 'new' : 'saved')}
        disabled={props.disabled}
      />
      {choice === 'new' && <NewCardChoice {...props} />}
    </>
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
  return (
    <Box component="section" aria-label="Payment" sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="subtitle1" component="h3">
        Payment
      </Typography>
      {body}
    </Box>
  );
}
