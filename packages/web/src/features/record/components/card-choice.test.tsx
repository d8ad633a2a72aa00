import { useState, type ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '@bm/contracts';
import type { NewCardErrors } from '../lib/new-card.ts';
import { useCardChoice } from '../lib/use-card-choice.ts';
import { CardChoice, PaymentRegion, type CardChoiceForm } from './card-choice.tsx';

const VISA: PaymentMethod = { type: 'card', card: { brand: 'visa', lastFourDigits: '4242' } };
const FIELDS = ['Card number', 'Expiry (MM/YY)', 'CVC', 'Postal code'];

interface HarnessProps extends Partial<Omit<CardChoiceForm, 'id'>> {
  onFile?: boolean;
  /** 'loading': not read yet. */
  cardOnFile?: PaymentMethod | null | 'loading';
  stripeMode?: boolean;
  newCardNotice?: ReactNode;
  disabled?: boolean;
  refusedAtStart?: NewCardErrors;
}

/** A payment form's use of the choice: its state, a Pay that checks the new card, Try another card. */
function Harness({
  onFile = true,
  cardOnFile = VISA,
  labels = 'payWith',
  stripeMode = false,
  newCardNotice,
  disabled = false,
  refusedAtStart = {},
  ...words
}: HarnessProps) {
  const [refused, setRefused] = useState<NewCardErrors>(refusedAtStart);
  const cards = useCardChoice({
    onFile,
    cardOnFile: cardOnFile === 'loading' ? undefined : cardOnFile,
    refused: { cardErrors: refused, setCardErrors: setRefused },
  });
  const [checked, setChecked] = useState<boolean | null>(null);
  return (
    <PaymentRegion heading>
      <CardChoice
        form={{ id: 'test-card', labels, ...words }}
        amount={12_345}
        cards={cards}
        stripeMode={stripeMode}
        newCardNotice={newCardNotice}
        disabled={disabled}
      />
      <button type="button" onClick={() => setChecked(cards.check())}>
        Pay
      </button>
      <button type="button" onClick={cards.reset}>
        Try another card
      </button>
      {checked !== null && <p>{checked ? 'Card ready' : 'Card not ready'}</p>}
      <p>{cards.usingNewCard ? 'Charging a new card' : 'Charging the card on file'}</p>
    </PaymentRegion>
  );
}

const region = () => screen.getByRole('region', { name: 'Payment' });
const field = (label: string) => within(region()).getByRole('textbox', { name: label });

describe('CardChoice: the card on file or a new card', () => {
  it('offers the card on file by its brand and digits, checked, and a new card, under the amount', () => {
    render(<Harness />);
    expect(within(region()).getByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    const group = within(region()).getByRole('radiogroup', { name: 'Charge $123.45 to' });
    expect(within(group).getByRole('radio', { name: 'Pay with Visa ending 4242' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Pay with a new card' })).not.toBeChecked();
    for (const label of FIELDS) expect(within(region()).queryByLabelText(label)).not.toBeInTheDocument();
    expect(screen.getByText('Charging the card on file')).toBeInTheDocument();
  });

  it('shows the new card fields, each labelled, once a new card is chosen', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('radio', { name: 'Pay with a new card' }));
    const fields = within(region()).getByRole('group', { name: 'New card' });
    for (const label of FIELDS) expect(within(fields).getByRole('textbox', { name: label })).toBeRequired();
    expect(screen.getByText('Charging a new card')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Pay with Visa ending 4242' }));
    expect(within(region()).queryByRole('group', { name: 'New card' })).not.toBeInTheDocument();
  });

  it('says the plain words, and the card on file generically while it loads', () => {
    render(<Harness labels="plain" cardOnFile="loading" />);
    expect(screen.getByRole('radio', { name: 'The card on file' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'A new card' })).toBeInTheDocument();
  });

  it('with no card on file, says why and asks for a new card without a choice', () => {
    render(
      <Harness onFile={false} cardOnFile={null} noCardMessage="No card on file: pay with a new card." />,
    );
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(within(region()).getByRole('alert')).toHaveTextContent('No card on file: pay with a new card.');
    expect(field('Card number')).toBeInTheDocument();
    expect(screen.getByText('Charging a new card')).toBeInTheDocument();
  });

  it('with no card on file and nothing to say, shows only the new card', () => {
    render(<Harness onFile={false} cardOnFile={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('Card number')).toBeInTheDocument();
  });

  it("in Stripe mode says the new card needs Stripe's form instead of showing fields (and no notice)", async () => {
    render(
      <Harness
        stripeMode
        stripeMessage="Only Stripe's form takes a new card."
        newCardNotice={<p>Shared card</p>}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Pay with a new card' }));
    expect(within(region()).getByRole('alert')).toHaveTextContent("Only Stripe's form takes a new card.");
    expect(within(region()).queryByRole('group', { name: 'New card' })).not.toBeInTheDocument();
    expect(screen.queryByText('Shared card')).not.toBeInTheDocument();
  });

  it('outside Stripe mode, shows the new card fields even where a Stripe message is set', async () => {
    render(<Harness stripeMessage="Only Stripe's form takes a new card." />);
    await userEvent.click(screen.getByRole('radio', { name: 'Pay with a new card' }));
    expect(within(region()).getByRole('group', { name: 'New card' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the notice above the new card fields', async () => {
    render(<Harness newCardNotice={<p>Shared card</p>} />);
    expect(screen.queryByText('Shared card')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Pay with a new card' }));
    const notice = screen.getByText('Shared card');
    const number = field('Card number');
    expect(notice.compareDocumentPosition(number) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('disables the choice and the fields while paying', () => {
    render(<Harness disabled onFile={false} cardOnFile={null} />);
    for (const label of FIELDS) expect(field(label)).toBeDisabled();
  });
});

describe('useCardChoice: the new card typed, checked, refused and replaced', () => {
  it('checks the card: each incomplete field says so, and typing in it clears its message', async () => {
    render(<Harness onFile={false} cardOnFile={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByText('Card not ready')).toBeInTheDocument();
    expect(field('Postal code')).toHaveAccessibleDescription('Postal code must match format: A1B2C3');
    await userEvent.type(field('Postal code'), 'k1a0b1');
    expect(field('Postal code')).toHaveValue('K1A0B1');
    expect(field('Postal code')).not.toHaveAccessibleDescription();
    expect(field('Card number')).toHaveAccessibleDescription(/.+/);
  });

  it('takes a complete card', async () => {
    render(<Harness onFile={false} cardOnFile={null} />);
    await userEvent.type(field('Card number'), '4242424242424242');
    await userEvent.type(field('Expiry (MM/YY)'), '12/40');
    await userEvent.type(field('CVC'), '123');
    await userEvent.type(field('Postal code'), 'K1A0B1');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByText('Card ready')).toBeInTheDocument();
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242');
  });

  it("shows the processor's refusal over the checks' message, and typing clears it", async () => {
    render(<Harness onFile={false} cardOnFile={null} refusedAtStart={{ cvc: 'Your card was declined.' }} />);
    expect(field('CVC')).toHaveAccessibleDescription('Your card was declined.');
    await userEvent.type(field('CVC'), '1');
    expect(field('CVC')).not.toHaveAccessibleDescription();
    // The refusal was cleared for CVC: the checks' message for a short CVC is not hidden by it.
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(field('CVC')).toHaveAccessibleDescription(/.+/);
  });

  it('Try another card: a new card, its fields emptied and their messages gone', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('radio', { name: 'Pay with a new card' }));
    await userEvent.type(field('Card number'), '4242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(field('Card number')).toHaveAccessibleDescription(/.+/);
    await userEvent.click(screen.getByRole('radio', { name: 'Pay with Visa ending 4242' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try another card' }));
    expect(screen.getByRole('radio', { name: 'Pay with a new card' })).toBeChecked();
    expect(field('Card number')).toHaveValue('');
    expect(field('Card number')).not.toHaveAccessibleDescription();
  });
});
