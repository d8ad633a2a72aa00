import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { Location } from 'react-router';
import { MESSAGES } from '@bm/domain';
import { AppProviders } from './providers.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

const at = (pathname: string): Location => ({ pathname, search: '', hash: '', state: null, key: pathname });

function Broken(): never {
  throw new Error('render failed');
}

afterEach(() => vi.restoreAllMocks());

describe('the error page (route errors)', () => {
  it('takes the place of a page that fails, and gives way to the next page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = at('/crm');
    const view = render(
      <AppProviders>
        <RouteErrorBoundary location={first}>
          <Broken />
        </RouteErrorBoundary>
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(await screen.findByText(new RegExp(MESSAGES.genericError.slice(0, 20)))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();

    // Same URL: still the error page. Another URL: its page.
    view.rerender(
      <AppProviders>
        <RouteErrorBoundary location={first}>
          <p>The CRM</p>
        </RouteErrorBoundary>
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    view.rerender(
      <AppProviders>
        <RouteErrorBoundary location={at('/reports')}>
          <p>The reports</p>
        </RouteErrorBoundary>
      </AppProviders>,
    );
    expect(screen.getByText('The reports')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});
