import type { ManualBindBody } from '@bm/contracts';
import {
  addMonthsToDay,
  BOUND_DATE_MESSAGES,
  canManualBind,
  checkBoundDate,
  formatDate,
  parseBoundDate,
  MESSAGES,
  quoteApplication,
  type Form,
  type PaymentPeriod,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../integrations/storage/types.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { runPolicyDocumentJobs } from '../documents/index.ts';
import { findApplication, lockApplication, toApplication, visibleApplication } from '../policies/index.ts';
import { policyTermMonths, writeBind } from './bind-records.ts';
import { definitionFor, quoteRatesFor } from './definition.ts';
import { columnsFromForm } from './lifecycle.ts';
import { bindRefusal } from './bind-guard.ts';

export const MANUAL_BIND_MESSAGES = {
  bindError: "There's been an error binding this policy, please try again or contact Support.",
  notAllowed: 'Only underwriters and super admins can bind a policy manually.',
  notBindable: 'Only a quoted or referred application can be bound manually.',
  unpriced: 'This application has no price yet, so it cannot be bound.',
  badDate: BOUND_DATE_MESSAGES.format,
} as const;

interface Deps {
  db: Db;
  now: () => Date;
  storage: FileStorage;
  log: { error: (details: Record<string, unknown>, message: string) => void };
}

/** POST /api/applications/{id}/bind: records the policy as bound, paid off-platform (spec 4). */
export async function manualBind(deps: Deps, user: AuthUser, id: string, body: ManualBindBody) {
  if (!canManualBind(user.flags)) throw forbidden(MANUAL_BIND_MESSAGES.notAllowed);
  // The format first, before anything is read; the range once the policy's dates are known.
  if (!parseBoundDate(body.boundDate)) throw badRequest(MANUAL_BIND_MESSAGES.badDate);
  const record = await visibleApplication(deps.db, user, id);
  const app = record.application;
  if (app.status !== 'quoted' && app.status !== 'referred') throw conflict(MANUAL_BIND_MESSAGES.notBindable);
  const stopped = bindRefusal(app);
  if (stopped) throw conflict(stopped);
  const found = await definitionFor(deps.db, app);
  if (!found) throw notFound(MESSAGES.applicationNotFound);
  const form = (app.form ?? {}) as Form;
  const today = formatDate(deps.now());
  const rates = await quoteRatesFor(deps.db, app);
  // Paid off the platform (a cheque, a transfer): no card is accepted here, so no card surcharge is
  // charged (decision 0063; it was priced for a credit card whatever paid it).
  const { quote } = quoteApplication(found.definition, form, { today, rates, cardFunding: 'unknown' });
  if (!quote.priced) throw conflict(MANUAL_BIND_MESSAGES.unpriced);
  const formEffectiveDay = columnsFromForm(form).effectiveDay ?? null;
  const checked = checkBoundDate(body.boundDate, {
    today,
    effectiveDay: formEffectiveDay,
    expiryDay: formEffectiveDay
      ? addMonthsToDay(formEffectiveDay, policyTermMonths(found.definition, form))
      : null,
  });
  if (!checked.ok) throw badRequest(checked.message);
  const boundDay = checked.day;
  const effectiveDay = formEffectiveDay ?? boundDay;
  // The bound date is a calendar day; it is recorded at midday in Vancouver (20:00 UTC).
  const boundAt = new Date(`${boundDay}T20:00:00Z`);
  try {
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const locked = await lockApplication(tx, id);
      if (!locked || (locked.status !== 'quoted' && locked.status !== 'referred')) {
        throw conflict(MANUAL_BIND_MESSAGES.notBindable);
      }
      // A stop written while this request was on its way (spec 4).
      const stoppedNow = bindRefusal(locked);
      if (stoppedNow) throw conflict(stoppedNow);
      await writeBind(tx, {
        application: locked,
        definition: found.definition,
        quote,
        paymentPeriod: locked.paymentPeriod as PaymentPeriod,
        effectiveDay,
        boundAt,
        userId: user.id,
        manual: { accountNotes: body.accountNotes },
      });
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    deps.log.error({ err: error, applicationId: id }, 'manual bind failed');
    throw new HttpError(500, MANUAL_BIND_MESSAGES.bindError);
  }
  await runPolicyDocumentJobs(deps, id);
  const bound = await findApplication(deps.db, id);
  if (!bound) throw notFound(MESSAGES.applicationNotFound);
  return toApplication(bound);
}
