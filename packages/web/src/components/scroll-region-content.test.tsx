import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LegalDialog } from './layout/legal-dialog.tsx';
import { axeViolations } from '../test/axe.ts';

/** Tabs from the dialog's start until `target` has focus; the Tab presses it took, or null if never. */
async function tabsTo(target: HTMLElement, limit = 10): Promise<number | null> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await userEvent.tab();
    if (document.activeElement === target) return presses;
  }
  return null;
}

describe('the scrolling text of a read-only dialog', () => {
  it('Terms & Conditions: a named region the keyboard reaches before Close', async () => {
    render(<LegalDialog document="terms" onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Terms & Conditions' });
    const text = within(dialog).getByRole('region', { name: 'Terms & Conditions text' });
    expect(text).toHaveTextContent(/Terms|terms/);
    expect(await tabsTo(text)).toBe(1);
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(await axeViolations(dialog)).toEqual([]);
  });
});
