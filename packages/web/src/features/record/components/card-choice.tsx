import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Cents } from '@bm/domain';
import { useFormat, useT } from '../../../i18n/use-t.ts';
import { RadioGroupInput } from '../../../components/inputs/radio-group-input.tsx';
import { savedCardLabel } from '../lib/new-card.ts';
import type { CardChoiceState } from '../lib/use-card-choice.ts';
import { recordFormMessages } from './messages.ts';
import { NewCardForm } from './new-card-form.tsx';

/** The two options' words (keys of `recordFormMessages`), as each form has always said them. */
export const CARD_CHOICE_LABELS = {
  /** Pay in full, an endorsement, a custom premium. */
  payWith: { onFile: 'payWithOnFile', newCard: 'payWithNewCard' },
  /** Overdue invoices, an extension. */
  plain: { onFile: 'plainOnFile', newCard: 'plainNewCard' },
} as const;

/** How one form shows the choice: its ids and its words. */
export interface CardChoiceForm {
  /** The radio group's id, and the prefix of the new card fields' ids. */
  id: string;
  labels: keyof typeof CARD_CHOICE_LABELS;
  /** Said (info) in place of the radio group when there is no card on file to charge. */
  noCardMessage?: string | null;
  /** In Stripe mode, said (warning) in place of the new card's fields, which only Stripe's form takes. */
  stripeMessage?: string;
}

export interface CardChoiceProps {
  form: CardChoiceForm;
  /** What is charged: 'Charge $X to'. */
  amount: Cents;
  cards: CardChoiceState;
  /** Stripe mode: a new card shows the form's `stripeMessage` (when it has one) instead of fields. */
  stripeMode?: boolean;
  /** Shown above the new card's fields (e.g. how many policies share the card being replaced). */
  newCardNotice?: ReactNode;
  disabled: boolean;
}

/**
 * Pay with the card on file or a new card: the radio group while there is a card on file, the new
 * card's fields once a new card is chosen (or when there is none), or Stripe mode's message.
 */
export function CardChoice(props: CardChoiceProps) {
  const { form, cards, disabled } = props;
  const { id } = form;
  const { onFile, cardOnFile } = cards;
  const t = useT(recordFormMessages);
  const f = useFormat();
  const labels = CARD_CHOICE_LABELS[form.labels];
  const newCard =
    props.stripeMode && form.stripeMessage ? (
      <Alert severity="warning">{form.stripeMessage}</Alert>
    ) : (
      <>
        {props.newCardNotice}
        <NewCardForm
          idPrefix={id}
          card={cards.card}
          errors={cards.errors}
          onChange={cards.change}
          disabled={disabled}
        />
      </>
    );
  let choice: ReactNode = null;
  if (onFile) {
    choice = (
      <RadioGroupInput
        id={id}
        label={t('chargeTo', { amount: f.money(props.amount) })}
        options={[
          { value: 'saved', label: cardOnFile ? savedCardLabel(cardOnFile, f.locale) : t(labels.onFile) },
          { value: 'new', label: t(labels.newCard) },
        ]}
        value={cards.choice}
        onChange={(value) => cards.setChoice(value === 'new' ? 'new' : 'saved')}
        disabled={disabled}
      />
    );
  } else if (form.noCardMessage) {
    choice = <Alert severity="info">{form.noCardMessage}</Alert>;
  }
  return (
    <>
      {choice}
      {cards.usingNewCard && newCard}
    </>
  );
}

/** The 'Payment' region a card choice stands in, with its heading when the form has one. */
export function PaymentRegion({
  heading,
  spaced,
  children,
}: {
  heading?: boolean;
  /** Set apart from the figures above it. */
  spaced?: boolean;
  children: ReactNode;
}) {
  const t = useT(recordFormMessages);
  return (
    <Box
      component="section"
      aria-label={t('payment')}
      sx={{ display: 'grid', gap: 2, ...(spaced ? { mt: 2 } : {}) }}
    >
      {heading && (
        <Typography variant="subtitle1" component="h3">
          {t('payment')}
        </Typography>
      )}
      {children}
    </Box>
  );
}
