import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatDate, RENEWAL_OFFER_DAYS } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema.ts';
import { createRenewal, expiryDayOf, offerCheck } from './offer-service.ts';

const DAY_MS = 86_400_000;
/** Policies looked at per run; the rest are offered on the next run. */
const BATCH = 500;

export interface OfferJobDeps {
  db: Db;
  log?: { error: (details: Record<string, unknown>, message: string) => void };
}

export interface OfferJobResult {
  offered: string[];
  failed: string[];
}

/** The first day the job offers the renewal of a policy expiring on `expiryDay`, `days` before it. */
function jobOpensOn(expiryDay: string, days: number): string {
  return new Date(Date.parse(expiryDay) - days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The scheduled offer: a renewal for every bound, renewable policy whose expiry is within `days`
 * (at most the 60 of the manual offer, RENEWAL_OFFER_JOB_DAYS) and that has none yet. Safe to run
 * twice or from two processes at once: each offer locks its policy, finds an existing renewal, and
 * the unique index on renewal_of_id refuses a second one.
 */
export async function offerDueRenewals(
  deps: OfferJobDeps,
  now: Date,
  days: number = RENEWAL_OFFER_DAYS,
): Promise<OfferJobResult> {
  const renewal = alias(applications, 'renewal');
  // A day of slack either side of the window; offerCheck decides by Vancouver calendar days.
  const candidates = await deps.db
    .select({ policy: applications })
    .from(applications)
    .leftJoin(renewal, eq(renewal.renewalOfId, applications.id))
    .where(
      and(
        eq(applications.status, 'bound'),
        eq(applications.nonRenewable, false),
        gte(applications.policyExpiryDate, new Date(now.getTime() - DAY_MS)),
        lte(applications.policyExpiryDate, new Date(now.getTime() + (days + 1) * DAY_MS)),
        isNull(renewal.id),
      ),
    )
    .orderBy(applications.policyExpiryDate)
    .limit(BATCH);
  const result: OfferJobResult = { offered: [], failed: [] };
  const today = formatDate(now);
  for (const { policy } of candidates) {
    if (!offerCheck(policy, now).ok) continue;
    const expiryDay = expiryDayOf(policy);
    if (!expiryDay || today < jobOpensOn(expiryDay, days)) continue;
    try {
      const offer = await createRenewal(deps.db, policy.id, null, now);
      if (offer.created) result.offered.push(offer.id);
    } catch (error) {
      // One policy that cannot be renewed (a refused rule, a product gone) does not stop the others.
      result.failed.push(policy.id);
      deps.log?.error({ err: error, applicationId: policy.id }, 'renewal offer failed');
    }
  }
  return result;
}
