import { randomUUID } from 'node:crypto';
import type { RenewalOfferResponse } from '@bm/contracts';
import {
  checkRenewalOffer,
  formatDate,
  isCarrierOnly,
  MESSAGES,
  policyEffectiveInstant,
  POLICY_STATUS_LABELS,
  quoteApplication,
  type Form,
  type PaymentPeriod,
  type PolicyStatus,
  RENEWAL_MESSAGES,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { columnsFromForm, quoteRatesFor, statusFromQuote } from '../applications/index.ts';
import {
  ACTION_NOT_ALLOWED,
  findApplication,
  lockApplication,
  toApplication,
  visibleApplication,
} from '../policies/index.ts';
import { findProductWithDefinition } from '../products/index.ts';
import { findRenewalOf, recordChange, RENEWAL_HISTORY, type ApplicationRow } from './records.ts';

export interface RenewalDeps {
  db: Db;
  now: () => Date;
}

/** The policy's expiry as a Vancouver calendar day, or null. */
export const expiryDayOf = (row: Pick<ApplicationRow, 'policyExpiryDate'>) =>
  row.policyExpiryDate ? formatDate(row.policyExpiryDate) : null;

/** The offer rules (domain checkRenewalOffer) applied to a stored policy on `at`. */
export function offerCheck(row: ApplicationRow, at: Date) {
  return checkRenewalOffer(
    { status: row.status as PolicyStatus, nonRenewable: row.nonRenewable, expiryDay: expiryDayOf(row) },
    formatDate(at),
  );
}

/**
 * Inserts the renewal application of a locked, renewable policy: the same policy number, product
 * (its current version), brokerage, broker and insured; the answers copied with the effective date
 * moved to the expiry day; rated by the domain as a new application is; and a 'Renewal Offered'
 * history row on both records. Returns the new id.
 */
async function insertRenewal(
  tx: Db,
  policy: ApplicationRow,
  userId: string | null,
  at: Date,
): Promise<string> {
  const product = await findProductWithDefinition(tx, policy.productId);
  if (!product) throw notFound(MESSAGES.applicationNotFound);
  const expiryDay = expiryDayOf(policy);
  if (!expiryDay) throw conflict(RENEWAL_MESSAGES.noExpiry);
  const form: Form = { ...((policy.form ?? {}) as Form), 'policy-effective-date': expiryDay };
  const rates = await quoteRatesFor(tx, policy);
  const result = quoteApplication(product.definition, form, {
    today: formatDate(at),
    rates,
  });
  const status = statusFromQuote(result);
  const quote = result.quote.priced ? result.quote : null;
  const period = policy.paymentPeriod as PaymentPeriod;
  const { effectiveDay: _day, ...columns } = columnsFromForm(form);
  const id = randomUUID();
  await tx.insert(applications).values({
    id,
    policyNumber: policy.policyNumber,
    status,
    salesStatus: 'Open',
    productId: policy.productId,
    productVersionId: product.versionId,
    productName: product.product.name,
    brokerageId: policy.brokerageId,
    brokerageName: policy.brokerageName,
    brokerId: policy.brokerId,
    insurerId: product.product.insurerId,
    subdomain: policy.subdomain,
    ...columns,
    // The renewal writes to the same insured in the language the policy has (decision 0079).
    correspondenceLanguage: policy.correspondenceLanguage,
    correspondenceLanguageChosen: policy.correspondenceLanguageChosen,
    paymentPeriod: period,
    transactionType: 'Renewal',
    applicationSource: policy.applicationSource,
    currentPage: policy.currentPage,
    form,
    quote,
    marketplace: policy.marketplace,
    // The same customer and card on file, so the renewal can be paid with the saved card.
    stripeCustomerId: policy.stripeCustomerId,
    stripeCardId: policy.stripeCardId,
    premiumsSum: quote?.premiumsSum ?? 0,
    totalPremium: quote ? quote.total[period] : 0,
    renewalOfId: policy.id,
    createdAt: at,
    updatedAt: at,
  });
  const effectiveDate = policyEffectiveInstant(expiryDay);
  const total = quote ? quote.total[period] : null;
  await recordChange(
    tx,
    {
      applicationId: policy.id,
      type: RENEWAL_HISTORY.offered,
      userId,
      at,
      effectiveDate,
      description: `Renewal offered for the term starting ${expiryDay} (${POLICY_STATUS_LABELS[status]}).`,
      after: { renewalId: id, status },
      details: { renewalId: id, offeredBy: userId ? 'user' : 'renewal offer job' },
    },
    'application.renewal_offered',
  );
  await recordChange(
    tx,
    {
      applicationId: id,
      type: RENEWAL_HISTORY.offered,
      userId,
      at,
      effectiveDate,
      description: `Renewal of policy ${policy.policyNumber ?? policy.id} from ${expiryDay}.`,
      after: { status, policyNumber: policy.policyNumber, total },
      details: { renewalOfId: policy.id, productVersion: product.version, total },
    },
    'application.renewal_created',
  );
  return id;
}

/**
 * Creates the renewal of a policy in one transaction (row lock on the policy) when the offer rules
 * allow it, or answers the existing renewal. The unique index on renewal_of_id settles a race
 * with another process: the loser reads the winner's renewal.
 */
export async function createRenewal(
  db: Db,
  policyId: string,
  userId: string | null,
  at: Date,
): Promise<{ id: string; created: boolean }> {
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const policy = await lockApplication(tx, policyId);
      if (!policy) throw notFound(MESSAGES.applicationNotFound);
      const existing = await findRenewalOf(tx, policyId);
      if (existing) return { id: existing.id, created: false };
      const check = offerCheck(policy, at);
      if (!check.ok) throw conflict(check.message);
      return { id: await insertRenewal(tx, policy, userId, at), created: true };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const existing = await findRenewalOf(db, policyId);
    if (!existing) throw error;
    return { id: existing.id, created: false };
  }
}

/** POST /api/applications/{id}/renewal: offers the renewal of a policy the user can see (idempotent). */
export async function offerRenewal(
  deps: RenewalDeps,
  user: AuthUser,
  id: string,
): Promise<RenewalOfferResponse> {
  const record = await visibleApplication(deps.db, user, id);
  if (isCarrierOnly(user.flags)) throw forbidden(ACTION_NOT_ALLOWED);
  const policy = record.application;
  // Refused early (no transaction) when the rules say no and there is nothing to answer instead.
  const existing = await findRenewalOf(deps.db, id);
  if (!existing) {
    const check = offerCheck(policy, deps.now());
    if (!check.ok) throw conflict(check.message);
  }
  const result = await createRenewal(deps.db, id, user.id, deps.now());
  const renewal = await findApplication(deps.db, result.id);
  if (!renewal) throw notFound(MESSAGES.applicationNotFound);
  return { application: toApplication(renewal), created: result.created };
}
