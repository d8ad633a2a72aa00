import { eq } from 'drizzle-orm';
import type { ApplicationSaveResponse, QuoteResponse, SaveApplicationBody } from '@bm/contracts';
import {
  brokerageSells,
  defaultForm,
  PARTNERSHIP_MESSAGES,
  formatDate,
  MESSAGES,
  quoteApplication,
  type Form,
  type PaymentPeriod,
  type PolicyStatus,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { applications, brokerages } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { findProductWithDefinition, PRODUCT_NOT_FOUND } from '../products/index.ts';
import {
  type ApplicationRecord,
  findApplication,
  toApplication,
  visibleApplication,
} from '../policies/index.ts';
import { definitionFor, quoteRatesFor } from './definition.ts';
import {
  columnsFromForm,
  EDITABLE_STATUSES,
  followedCorrespondence,
  NOT_EDITABLE_MESSAGE,
  statusFromQuote,
} from './lifecycle.ts';

export const NO_BROKERAGE_MESSAGE =
  'Your account is not linked to a brokerage, so it cannot start applications.';
export const PRODUCT_MISMATCH_MESSAGE = 'productId does not match this application';

interface Deps {
  db: Db;
  now: () => Date;
}

/**
 * A new application for the user's brokerage, pinned to the product's current definition, with the
 * default answers. `id`: the id the browser chose for it (PUT of a first answer); a row already there
 * under that id is left alone (ON CONFLICT DO NOTHING), so a repeated first save creates one row.
 */
async function insertApplication({ db, now }: Deps, user: AuthUser, productId: string, id: string) {
  if (!user.brokerageId) throw forbidden(NO_BROKERAGE_MESSAGE);
  const product = await findProductWithDefinition(db, productId);
  if (!product || !product.product.enabled) throw notFound(PRODUCT_NOT_FOUND);
  const [brokerage] = await db.select().from(brokerages).where(eq(brokerages.id, user.brokerageId)).limit(1);
  if (!brokerage) throw forbidden(NO_BROKERAGE_MESSAGE);
  if (!brokerageSells(brokerage, productId)) throw forbidden(PARTNERSHIP_MESSAGES.notSold);
  const at = now();
  await db
    .insert(applications)
    .values({
      id,
      status: 'started',
      productId,
      productVersionId: product.versionId,
      productName: product.product.name,
      brokerageId: brokerage.id,
      brokerageName: brokerage.name,
      brokerId: user.id,
      insurerId: product.product.insurerId,
      subdomain: brokerage.subdomain,
      applicationSource: brokerage.isAgency ? 'Agency' : 'Broker',
      // A partner's white-label marketplace: the lead source reads 'Marketplace' (spec 9).
      marketplace: brokerage.marketplaceName ? { name: brokerage.marketplaceName } : null,
      form: defaultForm(product.definition),
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing({ target: applications.id });
}

/** POST /api/applications: a new application for the user's brokerage, pinned to the current definition. */
export async function createApplication(deps: Deps, user: AuthUser, productId: string) {
  const id = crypto.randomUUID();
  await insertApplication(deps, user, productId, id);
  const record = await findApplication(deps.db, id);
  if (!record) throw new Error('the new application could not be read back');
  return toApplication(record);
}

async function rate(db: Db, record: ApplicationRecord, form: Form, today: string) {
  const found = await definitionFor(db, record.application);
  if (!found) throw notFound(PRODUCT_NOT_FOUND);
  const rates = await quoteRatesFor(db, record.application);
  return { ...found, result: quoteApplication(found.definition, form, { today, rates }) };
}

/** PUT /api/applications/{id}: saves the answers, re-rates them and moves the status. */
export async function saveApplication(
  { db, now }: Deps,
  user: AuthUser,
  id: string,
  body: SaveApplicationBody,
): Promise<ApplicationSaveResponse> {
  // The web app creates an application with its first saved answers (docs/decisions/0026), so that
  // a broker who opens a questionnaire and leaves it leaves no blank Started row behind.
  if (!(await findApplication(db, id))) await insertApplication({ db, now }, user, body.productId, id);
  const record = await visibleApplication(db, user, id);
  const current = record.application;
  if (body.productId !== current.productId) throw badRequest(PRODUCT_MISMATCH_MESSAGE);
  if (!EDITABLE_STATUSES.includes(current.status as PolicyStatus)) throw conflict(NOT_EDITABLE_MESSAGE);
  const form = body.form as Form;
  const { result, versionId } = await rate(db, record, form, formatDate(now()));
  const status = statusFromQuote(result);
  const paymentPeriod: PaymentPeriod = body.paymentPeriod ?? (current.paymentPeriod as PaymentPeriod);
  const { effectiveDay: _day, ...columns } = columnsFromForm(form);
  const quote = result.quote.priced ? result.quote : null;
  await db
    .update(applications)
    .set({
      ...columns,
      ...followedCorrespondence(current, columns.province),
      form,
      currentPage: body.currentPage,
      status,
      paymentPeriod,
      productVersionId: versionId,
      quote,
      premiumsSum: quote?.premiumsSum ?? 0,
      totalPremium: quote ? quote.total[paymentPeriod] : 0,
      updatedAt: now(),
    })
    .where(eq(applications.id, id));
  const saved = await findApplication(db, id);
  if (!saved) throw notFound(MESSAGES.applicationNotFound);
  return { application: toApplication(saved), eligibility: result.eligibility, errors: result.errors };
}

/** POST /api/applications/{id}/quote: prices the saved answers without writing anything. */
export async function quoteSavedApplication(
  { db, now }: Deps,
  user: AuthUser,
  id: string,
): Promise<QuoteResponse> {
  const record = await visibleApplication(db, user, id);
  const { result } = await rate(db, record, (record.application.form ?? {}) as Form, formatDate(now()));
  return { eligibility: result.eligibility, errors: result.errors, quote: result.quote };
}
