import { useState, type Dispatch, type SetStateAction } from 'react';
import type { CardErrorField, PaymentMethod } from '@bm/contracts';
import { EMPTY_CARD, newCardErrors, type NewCard, type NewCardErrors } from './new-card.ts';

/** The card a charge is taken on: the one on file, or a new one. */
export type CardChoiceValue = 'saved' | 'new';

/** What the card choice shows and changes (see components/card-choice.tsx). */
export interface CardChoiceState {
  /** The card on file can be charged: the choice is offered (else a new card). */
  onFile: boolean;
  /** The card on file, for its label; undefined while it loads. */
  cardOnFile: PaymentMethod | null | undefined;
  /** A new card is charged: none on file, or a new one chosen. */
  usingNewCard: boolean;
  choice: CardChoiceValue;
  setChoice: (choice: CardChoiceValue) => void;
  card: NewCard;
  /** The checks' errors, with the processor's (a refused card) over them. */
  errors: NewCardErrors;
  /** A field typed: its value kept, its error (the checks' and the processor's) cleared. */
  change: (field: CardErrorField, value: string) => void;
}

/** Where a payment hook keeps the processor's refusal of the new card (CardRefused), when it does. */
export interface RefusedCardErrors {
  cardErrors: NewCardErrors;
  setCardErrors: Dispatch<SetStateAction<NewCardErrors>>;
}

/** The checks' errors, with the processor's over them (an emptied message of the processor's hides none). */
function mergeErrors(local: NewCardErrors, refused: NewCardErrors): NewCardErrors {
  return {
    ...local,
    ...Object.fromEntries(Object.entries(refused).filter(([, message]) => Boolean(message))),
  };
}

export interface CardOnFile {
  /** The card on file can be charged (the form's own rule: the policy has one, the provider found it...). */
  onFile: boolean;
  cardOnFile: PaymentMethod | null | undefined;
  /** The payment hook's own record of the processor's refusal, when it keeps one. */
  refused?: RefusedCardErrors;
}

/**
 * The state of a payment form's card choice: the card on file or a new card, the new card's fields
 * and their errors. `refused` is shown over the checks' errors; without it the form sets a refusal
 * with `setErrors`.
 */
export function useCardChoice({ onFile, cardOnFile, refused }: CardOnFile) {
  const [choice, setChoice] = useState<CardChoiceValue>('saved');
  const [card, setCard] = useState<NewCard>(EMPTY_CARD);
  const [errors, setErrors] = useState<NewCardErrors>({});
  const setRefused = refused?.setCardErrors;

  const change = (field: CardErrorField, value: string) => {
    setCard((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
    setRefused?.((previous) => ({ ...previous, [field]: undefined }));
  };

  /** Checks the new card; false (and its errors shown) when it cannot be tokenised. */
  const check = (): boolean => {
    const found = newCardErrors(card);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  /** Payment failed, Try another card: a new card, its fields empty. */
  const reset = () => {
    setChoice('new');
    setCard(EMPTY_CARD);
    setErrors({});
  };

  return {
    onFile,
    cardOnFile,
    usingNewCard: !onFile || choice === 'new',
    choice,
    setChoice,
    card,
    errors: refused ? mergeErrors(errors, refused.cardErrors) : errors,
    change,
    setErrors,
    check,
    reset,
  };
}
