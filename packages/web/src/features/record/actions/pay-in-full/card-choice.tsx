import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CardErrorField, PaymentMethod } from '@bm/contracts';
import { formatCad, PAY_IN_FULL_MESSAGES, type Cents } from '@bm/domain';
import { RadioGroupInput } from '../../../../components/inputs/radio-group-input.tsx';
import { NewCardForm } from '../../components/new-card-form.tsx';
import { savedCardLabel, type NewCard, type NewCardErrors } from '../../lib/new-card.ts';

/** The card the open balance is charged on: the one on file, or a new one. */
export type CardChoiceValue = 'saved' | 'new';

/** New cards in Stripe mode go through Stripe.js, which this dialog does not embed. */
export const STRIPE_NEW_CARD_MESSAGE =
  "A new card can only be taken through Stripe's secure card form, which this window does not offer. Charge the card on file, or ask the insured to update their card, then pay in full.";

export interface CardChoiceProps {
  amount: Cents;
  /** The quote says the policy has a card on file. */
  hasCardOnFile: boolean;
  /** The card on file: undefined while loading (or unreadable), null when the provider has none. */
  cardOnFile: PaymentMethod | null | undefined;
  stripeMode: boolean;
  choice: CardChoiceValue;
  onChoose: (choice: CardChoiceValue) => void;
  card: NewCard;
  cardErrors: NewCardErrors;
  onCardChange: (field: CardErrorField, value: string) => void;
  disabled: boolean;
}

/** True when the card on file can be charged (it may still be loading: its label waits, not the charge). */
export function canUseCardOnFile(props: Pick<CardChoiceProps, 'hasCardOnFile' | 'cardOnFile'>): boolean {
  return props.hasCardOnFile && props.cardOnFile !== null;
}

function NewCard(props: CardChoiceProps) {
  if (props.stripeMode) return <Alert severity="warning">{STRIPE_NEW_CARD_MESSAGE}</Alert>;
  return (
    <NewCardForm
      idPrefix="pay-in-full-card"
      card={props.card}
      errors={props.cardErrors}
      onChange={props.onCardChange}
      disabled={props.disabled}
    />
  );
}

/** The card on file or a new card (the endorsement's new-card form); with none on file, a new card. */
export function CardChoice(props: CardChoiceProps) {
  const { cardOnFile, choice } = props;
  let body;
  if (!canUseCardOnFile(props)) {
    body = (
      <>
        <Alert severity="info">{PAY_IN_FULL_MESSAGES.noCard}</Alert>
        <NewCard {...props} />
      </>
    );
  } else {
    body = (
      <>
        <RadioGroupInput
          id="pay-in-full-card"
          label={`Charge ${formatCad(props.amount)} to`}
          options={[
            { value: 'saved', label: cardOnFile ? savedCardLabel(cardOnFile) : 'Pay with the card on file' },
            { value: 'new', label: 'Pay with a new card' },
          ]}
          value={choice}
          onChange={(value) => props.onChoose(value === 'new' ? 'new' : 'saved')}
          disabled={props.disabled}
        />
        {choice === 'new' && <NewCard {...props} />}
      </>
    );
  }
  return (
    <Box component="section" aria-label="Payment" sx={{ display: 'grid', gap: 2, mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        Payment
      </Typography>
      {body}
    </Box>
  );
}
