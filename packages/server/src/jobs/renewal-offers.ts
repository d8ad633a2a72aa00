import type { Db } from '../db/client.ts';
import { offerDueRenewals } from '../modules/renewal/index.ts';
import type { ScheduledJob, SchedulerLog } from './job.ts';

/**
 * The renewal offer job (domain facts: renewals are offered 60 days before expiry): a renewal
 * application for each bound, renewable policy expiring within `days` (default 60) that has none.
 * Safe to run twice.
 */
export function renewalOffersJob(
  db: Db,
  options: { days?: number; log?: Pick<SchedulerLog, 'error'> } = {},
): ScheduledJob {
  const { days, log } = options;
  return {
    name: 'renewal-offers',
    description: `Offers a renewal for each renewable bound policy expiring within ${days ?? 60} days that has none.`,
    run: async (now) => {
      const { offered, failed } = await offerDueRenewals({ db, ...(log ? { log } : {}) }, now, days);
      return { offered: offered.length, failed: failed.length };
    },
  };
}
