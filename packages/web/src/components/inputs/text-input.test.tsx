import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { TextInput } from './text-input.tsx';

afterEach(cleanup);

describe('TextInput (the slim text field of first pages)', () => {
  it('names the input by its label and marks it required, as TextField does', () => {
    render(<TextInput id="field-email" label="Email" type="email" required />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveAttribute('id', 'field-email');
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('describes the input by its helper text and marks it invalid in error', () => {
    render(<TextInput id="field-email" label="Email" error helperText="Enter a valid email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email address');
  });
});
