import { eq } from 'drizzle-orm';
import type { TransferBody, TransferPreviewResponse, TransferResponse } from '@bm/contracts';
import { isIrreversibleTransfer, MESSAGES, TRANSFER_MESSAGES, transferRefusal } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import {
  accessScope,
  type ApplicationRecord,
  canSee,
  findApplication,
  lockPolicyForChange,
  recordPolicyChange,
  requireAction,
  toApplication,
  visibleApplication,
} from '../policies/index.ts';
import { commissionOwed } from './commission.ts';
import {
  brokerageById,
  brokerageOption,
  openInvoiceTotals,
  ownsAccountsIn,
  renewalsOf,
  userById,
  userOption,
  type BrokerageRow,
  type UserRow,
} from './repository.ts';

export const TRANSFER_CONFLICT =
  'This account was changed by someone else a moment ago. Please reload it and try again.';

interface Deps {
  db: Db;
  now: () => Date;
  log: { error: (details: Record<string, unknown>, message: string) => void };
}

export interface ResolvedTransfer {
  record: ApplicationRecord;
  original: BrokerageRow;
  originalBroker: UserRow | null;
  target: BrokerageRow;
  broker: UserRow;
  reason: string;
}

/**
 * The checks a transfer and its preview share: the record is visible, the role may transfer it
 * (actions matrix), the spec's rules hold, and the broker is an owner of the chosen brokerage.
 */
export async function resolveTransfer(
  db: Db,
  user: AuthUser,
  applicationId: string,
  body: TransferBody,
): Promise<ResolvedTransfer> {
  const record = await visibleApplication(db, user, applicationId);
  const app = record.application;
  requireAction(user, app, 'TransferAccount');
  const original = await brokerageById(db, app.brokerageId);
  if (!original) throw notFound(MESSAGES.noSuchBrokerage);
  const refusal = transferRefusal({
    flags: user.flags,
    original: { brokerage: original, brokerId: app.brokerId },
    choice: body,
  });
  if (refusal) throw new HttpError(refusal.status, refusal.message);
  const target = await brokerageById(db, body.selectedBrokerage.trim());
  if (!target) throw badRequest(MESSAGES.noSuchBrokerage);
  const broker = await userById(db, body.selectedBrokerId.trim());
  if (!broker || !ownsAccountsIn(broker, target.id)) throw badRequest(TRANSFER_MESSAGES.brokerNotInBrokerage);
  const originalBroker = app.brokerId ? await userById(db, app.brokerId) : null;
  return { record, original, originalBroker, target, broker, reason: body.transferReason.trim() };
}

const owner = (brokerage: BrokerageRow, broker: UserRow | null) => ({
  broker: broker ? userOption(broker) : null,
  brokerage: brokerageOption(brokerage),
});

/** POST /api/applications/{id}/transfer/preview: what the transfer would move (nothing is saved). */
export async function previewTransfer(
  db: Db,
  user: AuthUser,
  applicationId: string,
  body: TransferBody,
): Promise<TransferPreviewResponse> {
  const resolved = await resolveTransfer(db, user, applicationId, body);
  const app = resolved.record.application;
  const renewal = (await renewalsOf(db, app.id))[0] ?? null;
  const moving = renewal ? [app.id, renewal.id] : [app.id];
  return {
    from: owner(resolved.original, resolved.originalBroker),
    to: owner(resolved.target, resolved.broker),
    transferReason: resolved.reason,
    policy: {
      applicationId: app.id,
      policyNumber: app.policyNumber,
      status: app.status,
      productName: app.productName,
      insuredName: app.insuredName,
    },
    renewal: renewal ? { applicationId: renewal.id, status: renewal.status } : null,
    openInvoices: await openInvoiceTotals(db, moving),
    commission: commissionOwed(app),
    irreversible: isIrreversibleTransfer(resolved.original, resolved.target),
  };
}

/** Who owned the record, as the history row shows it. */
const ownerSnapshot = (brokerage: BrokerageRow, broker: UserRow | null) => ({
  broker: broker ? userOption(broker).label : null,
  brokerage: brokerage.name,
});

/**
 * POST /api/applications/{id}/transfer (spec 4: transfer submit transfers the account): moves the
 * record and its renewal application to the new broker and brokerage in one transaction, each
 * through recordPolicyChange (its history and audit rows; the audit names every moved id). The
 * user may lose sight of the record (`accessible`).
 */
export async function transferAccount(
  deps: Deps,
  user: AuthUser,
  applicationId: string,
  body: TransferBody,
): Promise<TransferResponse> {
  const resolved = await resolveTransfer(deps.db, user, applicationId, body);
  const { record, original, originalBroker, target, broker, reason } = resolved;
  const before = record.application;
  const at = deps.now();
  try {
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      // Checked against what the rules were checked on: a concurrent transfer wins, this one stops.
      const locked = await lockPolicyForChange(tx, user, applicationId, 'TransferAccount', (row) =>
        row.brokerageId !== before.brokerageId || row.brokerId !== before.brokerId
          ? conflict(TRANSFER_CONFLICT)
          : null,
      );
      const renewals = await tx
        .select()
        .from(applications)
        .where(eq(applications.renewalOfId, applicationId))
        .orderBy(applications.id)
        .for('update');
      const moved = [locked, ...renewals];
      const audit = {
        action: 'application.transfer',
        details: {
          reason,
          from: { brokerId: before.brokerId, brokerageId: original.id },
          to: { brokerId: broker.id, brokerageId: target.id },
          moved: moved.map((row) => row.id),
          irreversible: isIrreversibleTransfer(original, target),
        },
      };
      // Each moved application is one change: its owner, its history row and its audit row.
      for (const application of moved) {
        await recordPolicyChange(tx, {
          application,
          type: 'Transfer',
          userId: user.id,
          at,
          update: { brokerId: broker.id, brokerageId: target.id, brokerageName: target.name },
          history: {
            reason,
            description: application.id === applicationId ? null : 'Renewal moved with the policy',
            before: ownerSnapshot(original, originalBroker),
            after: ownerSnapshot(target, broker),
            details: {
              fromBrokerId: before.brokerId,
              fromBrokerageId: original.id,
              toBrokerId: broker.id,
              toBrokerageId: target.id,
            },
          },
          audit,
        });
      }
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    deps.log.error({ err: error, applicationId }, 'transfer failed');
    throw new HttpError(500, TRANSFER_MESSAGES.failure);
  }
  const after = await findApplication(deps.db, applicationId);
  if (!after) throw notFound(MESSAGES.applicationNotFound);
  return {
    application: toApplication(after),
    accessible: canSee(accessScope(user), target.id),
    message: TRANSFER_MESSAGES.success,
  };
}
