import type { TransferOptionsBody, TransferOptionsResponse } from '@bm/contracts';
import {
  canChooseBrokerage,
  LAUNCHPAD_LEAD_REASON,
  MESSAGES,
  TRANSFER_MESSAGES,
  transferReasonsFor,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { requireAction, visibleApplication } from '../policies/index.ts';
import {
  accountOwners,
  allBrokerages,
  brokerageById,
  brokerageOption,
  userById,
  userOption,
} from './repository.ts';

/**
 * POST /api/brokerages/{applicationId}/cognitoUsers (spec 7): the brokerages the user may move the
 * account to (super admins: all; others: the account's own, spec 6), the users of the selected one
 * who can own accounts, and the current owner. For AssignCustomLead ('assignLead') every brokerage
 * is offered: agency staff hand launchpad leads to brokers of any brokerage.
 */
export async function transferOptions(
  db: Db,
  user: AuthUser,
  applicationId: string,
  body: TransferOptionsBody,
): Promise<TransferOptionsResponse> {
  const { application: app } = await visibleApplication(db, user, applicationId);
  const assigning = body.purpose === 'assignLead';
  requireAction(user, app, assigning ? 'AssignCustomLead' : 'TransferAccount');
  const original = await brokerageById(db, app.brokerageId);
  if (!original) throw notFound(MESSAGES.noSuchBrokerage);
  const anyBrokerage = assigning || canChooseBrokerage(user.flags);
  const choices = anyBrokerage ? await allBrokerages(db) : [original];

  const wanted = body.selectedBrokerageGroup ?? original.id;
  const selected = choices.find((row) => row.id === wanted);
  if (!selected) {
    if (await brokerageById(db, wanted)) throw forbidden(TRANSFER_MESSAGES.otherBrokerage);
    throw notFound(MESSAGES.noSuchBrokerage);
  }
  const owner = app.brokerId ? await userById(db, app.brokerId) : null;
  return {
    usersSelectOptions: (await accountOwners(db, selected.id)).map(userOption),
    brokerageSelectOptions: choices.map(brokerageOption),
    originalBroker: owner ? userOption(owner) : null,
    originalBrokerage: brokerageOption(original),
    selectedBrokerage: brokerageOption(selected),
    reasons: assigning ? [LAUNCHPAD_LEAD_REASON] : transferReasonsFor(original),
    canChooseBrokerage: anyBrokerage,
  };
}
