import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TOAST_DURATION_MS } from '@bm/domain';
import { useToast } from './toast-context.ts';
import { ToastProvider } from './toast-provider.tsx';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.success('Policy updated')}>success</button>
      <button onClick={() => toast.error('Payment declined')}>error</button>
    </>
  );
}

/** The snackbar's code loads with the first toast (a lazy chunk): let it arrive. */
async function toastCodeLoaded() {
  await act(async () => {
    await import('./toast-snackbar.tsx');
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts (spec 2.5)', () => {
  it('shows a success toast at the top centre and hides it after 10 seconds', async () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('success'));
    await toastCodeLoaded();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Policy updated');
    expect(alert.className).toContain('MuiAlert-colorSuccess');
    expect(alert.parentElement?.className).toContain('MuiSnackbar-anchorOriginTopCenter');

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.getByRole('alert')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(100));
    act(() => vi.advanceTimersByTime(1_000)); // the exit transition
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(TOAST_DURATION_MS).toBe(10_000);
  });

  it('shows errors, and a new toast replaces the one on screen', async () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('success'));
    fireEvent.click(screen.getByText('error'));
    await toastCodeLoaded();
    act(() => vi.advanceTimersByTime(500));
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('Payment declined');
    expect(alerts[0]?.className).toContain('MuiAlert-colorError');
  });
});
