import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENDORSEMENT_INVOICED_MESSAGE } from '@bm/domain';
import { PaymentSection, type PaymentSectionProps } from './payment-section.tsx';

const props = (payment: PaymentSectionProps['payment']): PaymentSectionProps => ({
  payment,
  cards: {
    onFile: false,
    cardOnFile: null,
    usingNewCard: true,
    choice: 'saved',
    setChoice: () => {},
    card: { number: '', expiry: '', cvc: '', postalCode: '' },
    errors: {},
    change: () => {},
  },
  stripeMode: false,
  disabled: false,
});

describe('Endorse policy: how an amount under the card minimum is settled', () => {
  it('says it is invoiced on the policy and offers no card to charge', () => {
    render(
      <PaymentSection
        {...props({
          action: 'invoice',
          amount: 30,
          requiresNewCard: false,
          message: ENDORSEMENT_INVOICED_MESSAGE,
          account: 'main',
        })}
      />,
    );
    const section = screen.getByRole('region', { name: 'Payment' });
    expect(section).toHaveTextContent(ENDORSEMENT_INVOICED_MESSAGE);
    expect(section).toHaveTextContent('Invoice $0.30 on the policy; nothing is charged to the card now.');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
