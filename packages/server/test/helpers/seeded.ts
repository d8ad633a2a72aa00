import { seedApplication } from '../../src/db/seed.ts';
import { renewalDueRows } from '../../src/db/seed-renewals-due.ts';
import { TEST_SEED_APPLICATIONS } from './constants.ts';

/**
 * The applications of the test seed: those seedApplication(n) makes (deterministic), then the
 * policies due for renewal, dated from the first start (today).
 */
export const SEEDED = [
  ...Array.from({ length: TEST_SEED_APPLICATIONS }, (_, n) => seedApplication(n)),
  ...renewalDueRows(new Date()),
];

export type SeededApplication = (typeof SEEDED)[number];

export const isHidden = (a: SeededApplication) =>
  a.salesStatus === 'Closed-Loss' || a.salesStatus === 'Closed-Test';
