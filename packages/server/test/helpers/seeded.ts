import { seedApplication } from '../../src/db/seed.ts';
import { TEST_SEED_APPLICATIONS } from './constants.ts';

/** The applications of the test seed, as seedApplication(n) makes them (deterministic). */
export const SEEDED = Array.from({ length: TEST_SEED_APPLICATIONS }, (_, n) => seedApplication(n));

export type SeededApplication = (typeof SEEDED)[number];

export const isHidden = (a: SeededApplication) =>
  a.salesStatus === 'Closed-Loss' || a.salesStatus === 'Closed-Test';
