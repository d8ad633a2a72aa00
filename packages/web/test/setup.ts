import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { configureLightQueries, resetLightQueries } from '../src/lib/light-query.ts';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// The session and the catalogue are light queries (decision 0041), kept by the module rather than
// a test's react-query client: as those clients, no retries, and nothing kept from one test to the next.
configureLightQueries({ retry: false });
afterEach(resetLightQueries);
