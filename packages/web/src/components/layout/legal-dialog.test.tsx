import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LegalDialog } from './legal-dialog.tsx';

/** The paragraphs of the Terms' "Fully earned premium" section, as the reader sees them. */
function fullyEarnedSection(): string {
  render(<LegalDialog document="terms" onClose={() => undefined} />);
  const dialog = screen.getByRole('dialog', { name: 'Terms & Conditions' });
  const heading = within(dialog).getByRole('heading', { name: 'Fully earned premium' });
  return heading.closest('section')?.textContent ?? '';
}

describe('Terms & Conditions: fully earned premium (spec 2.3, 9)', () => {
  it('says when the 100% minimum premium applies, and that an insured who cancels otherwise gets the short-rate refund', () => {
    const text = fullyEarnedSection();
    expect(text).toContain('minimum premium of 100% of the total policy premium');
    expect(text).toContain('minimum retained premium (MRP) applied');
    expect(text).toContain('cancelled for non-payment');
    // A tenant who cancels is refunded at the short rate (the published table: 39% earned at day 100).
    expect(text).toContain(
      'If the insured cancels a policy before the end of its term, the insurer keeps the premium earned at the short rate (for example 39% of the annual premium after 100 days in force) and the rest is returned.',
    );
    expect(text).toContain(
      'If the insurer cancels a policy, the insured is returned all of the unearned premium',
    );
    expect(text).not.toContain(
      'If the insured cancels a policy before the end of its term, no premium is returned.',
    );
  });
});
