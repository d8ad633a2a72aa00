import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { configureLightQueries, resetLightQueries } from '../src/lib/light-query.ts';
import { forgetStripeClients } from '../src/lib/stripe-js.ts';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// Route modules load lazily, and CI runs the web suite beside two server suites on two cores: a
// page's first render in a test file (its first import of the page's code) took over 5 s there
// (cancel-policy-modal, 2026-11-28). A find still fails, only later, when what it waits for never comes.
configure({ asyncUtilTimeout: 30_000 });

// The session and the catalogue are light queries (decision 0041), kept by the module rather than
// a test's react-query client: as those clients, no retries, and nothing kept from one test to the next.
configureLightQueries({ retry: false });
afterEach(resetLightQueries);

// Each Stripe test installs its own Stripe.js stand-in: no client is kept from one test to the next.
afterEach(forgetStripeClients);
