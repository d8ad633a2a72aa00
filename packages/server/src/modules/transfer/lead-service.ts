import type { LeadAssignBody, LeadMoveBody, LeadResultResponse } from '@bm/contracts';
import { carryLeadAnswers, LAUNCHPAD_LEAD_REASON, MESSAGES, TRANSFER_MESSAGES, type Form } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import {
  accessScope,
  type ApplicationRow,
  canSee,
  lockPolicyForChange,
  recordPolicyChange,
  requireAction,
  visibleApplication,
} from '../policies/index.ts';
import { columnsFromForm, followedCorrespondence } from '../applications/index.ts';
import { findProductWithDefinition } from '../products/index.ts';
import {
  brokerageById,
  ownsAccountsIn,
  userById,
  userOption,
  type BrokerageRow,
  type UserRow,
} from './repository.ts';
import { TRANSFER_CONFLICT } from './transfer-service.ts';

interface Deps {
  db: Db;
  now: () => Date;
  log: { error: (details: Record<string, unknown>, message: string) => void };
}

type Product = NonNullable<Awaited<ReturnType<typeof findProductWithDefinition>>>;

const OPEN_STATUSES = ['started', 'indicated', 'quoted', 'referred', 'rejected'];

/** An enabled product of the catalogue other than the lead's own. */
async function targetProduct(db: Db, productId: string): Promise<Product> {
  const wanted = productId.trim();
  if (!wanted) throw badRequest(TRANSFER_MESSAGES.productRequired);
  const product = await findProductWithDefinition(db, wanted);
  if (!product || !product.product.enabled) throw badRequest(TRANSFER_MESSAGES.productUnavailable);
  return product;
}

/**
 * Locks the lead through the policies guard (visible, `action` offered) and checks it is still the
 * open lead the rules were checked on (409 otherwise).
 */
function lockOpenLead(
  tx: Db,
  user: AuthUser,
  before: ApplicationRow,
  action: 'ProductCardModal' | 'AssignCustomLead',
): Promise<ApplicationRow> {
  return lockPolicyForChange(tx, user, before.id, action, (locked) => {
    if (!OPEN_STATUSES.includes(locked.status) || locked.salesStatus !== 'Open') {
      return conflict(TRANSFER_MESSAGES.leadNotOpen);
    }
    if (locked.brokerId !== before.brokerId || locked.brokerageId !== before.brokerageId) {
      return conflict(TRANSFER_CONFLICT);
    }
    return null;
  });
}

interface Relocation {
  user: AuthUser;
  lead: ApplicationRow;
  product: Product;
  owner: { brokerage: BrokerageRow; broker: UserRow | null; brokerId: string | null };
  /** Why, when someone else's choice (AssignCustomLead); a product move needs no reason. */
  description: string | null;
  at: Date;
}

/**
 * The lead moves to another product (spec 2.6 lead transfer): a new application of that product for
 * the same insured, owned by `owner`; the old lead closes as Closed-Loss, which hides it from the CRM
 * (spec 4). Each record gets its history and audit row through recordPolicyChange. Runs inside
 * the caller's transaction.
 */
async function relocateLead(tx: Db, move: Relocation): Promise<string> {
  const { lead, product, owner, at } = move;
  const form = carryLeadAnswers(product.definition, (lead.form ?? {}) as Form);
  const { insuredName, email, phone, province } = columnsFromForm(form);
  const id = crypto.randomUUID();
  const [created] = await tx
    .insert(applications)
    .values({
      id,
      status: 'started',
      salesStatus: 'Open',
      productId: product.product.id,
      productVersionId: product.versionId,
      productName: product.product.name,
      brokerageId: owner.brokerage.id,
      brokerageName: owner.brokerage.name,
      brokerId: owner.brokerId,
      insurerId: product.product.insurerId,
      subdomain: lead.subdomain,
      applicationSource: lead.applicationSource,
      insuredName,
      email,
      phone,
      province,
      // The insured's language goes with them to the new product, chosen or still their province's.
      correspondenceLanguage:
        followedCorrespondence(lead, province).correspondenceLanguage ?? lead.correspondenceLanguage,
      correspondenceLanguageChosen: lead.correspondenceLanguageChosen,
      form,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (!created) throw new Error('the moved lead was not written');
  const owners = {
    broker: move.owner.broker ? userOption(move.owner.broker).label : null,
    brokerage: owner.brokerage.name,
  };
  await recordPolicyChange(tx, {
    application: lead,
    type: 'Lead Transfer',
    userId: move.user.id,
    at,
    update: { salesStatus: 'Closed-Loss' },
    history: {
      reason: `Moved to ${product.product.name}`,
      description: move.description,
      before: { product: lead.productName, salesStatus: lead.salesStatus },
      after: { product: product.product.name, salesStatus: 'Closed-Loss' },
      details: { toApplicationId: id },
    },
    audit: {
      action: 'application.lead_move',
      details: {
        toApplicationId: id,
        fromProductId: lead.productId,
        toProductId: product.product.id,
        brokerId: owner.brokerId,
        brokerageId: owner.brokerage.id,
        reason: move.description,
      },
    },
  });
  // The new application's own history row (and audit row), written the same way.
  await recordPolicyChange(tx, {
    application: created,
    type: 'Lead Transfer',
    userId: move.user.id,
    at,
    history: {
      reason: `Moved from ${lead.productName}`,
      description: move.description,
      before: { product: lead.productName, brokerage: lead.brokerageName },
      after: { product: product.product.name, ...owners },
      details: { fromApplicationId: lead.id },
    },
    audit: {
      action: 'application.lead_move',
      details: {
        fromApplicationId: lead.id,
        fromProductId: lead.productId,
        toProductId: product.product.id,
        brokerId: owner.brokerId,
        brokerageId: owner.brokerage.id,
        reason: move.description,
      },
    },
  });
  return id;
}

/** Runs `write` in one transaction; anything but a rule refusal becomes the spec's error message. */
async function inTransaction<T>(
  deps: Deps,
  applicationId: string,
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await deps.db.transaction(async (transaction) => write(transaction as unknown as Db));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    deps.log.error({ err: error, applicationId }, 'lead move failed');
    throw new HttpError(500, TRANSFER_MESSAGES.failure);
  }
}

/** POST /api/applications/{id}/lead/move (ProductCardModal): the lead moves to another product. */
export async function moveLead(
  deps: Deps,
  user: AuthUser,
  applicationId: string,
  body: LeadMoveBody,
): Promise<LeadResultResponse> {
  const { application: lead } = await visibleApplication(deps.db, user, applicationId);
  requireAction(user, lead, 'ProductCardModal');
  const product = await targetProduct(deps.db, body.productId);
  if (product.product.id === lead.productId) throw badRequest(TRANSFER_MESSAGES.sameProduct);
  const brokerage = await brokerageById(deps.db, lead.brokerageId);
  if (!brokerage) throw notFound(MESSAGES.noSuchBrokerage);
  const broker = lead.brokerId ? await userById(deps.db, lead.brokerId) : null;
  const at = deps.now();
  const id = await inTransaction(deps, applicationId, async (tx) => {
    const locked = await lockOpenLead(tx, user, lead, 'ProductCardModal');
    return relocateLead(tx, {
      user,
      lead: locked,
      product,
      owner: { brokerage, broker, brokerId: lead.brokerId },
      description: null,
      at,
    });
  });
  return {
    applicationId: id,
    previousApplicationId: applicationId,
    productName: product.product.name,
    accessible: true,
    message: TRANSFER_MESSAGES.leadMoved(product.product.name),
  };
}

/**
 * POST /api/applications/{id}/lead/assign (AssignCustomLead): agency staff and super admins hand an
 * open lead to a broker of any brokerage, on the product chosen. On the same product the lead keeps
 * its record and changes owner; on another product it moves as in moveLead. Reason: 'Assign
 * launchpad lead to broker'.
 */
export async function assignLead(
  deps: Deps,
  user: AuthUser,
  applicationId: string,
  body: LeadAssignBody,
): Promise<LeadResultResponse> {
  const { application: lead } = await visibleApplication(deps.db, user, applicationId);
  requireAction(user, lead, 'AssignCustomLead');
  if (!body.selectedBrokerage.trim() || !body.selectedBrokerId.trim() || !body.productId.trim()) {
    throw badRequest(TRANSFER_MESSAGES.assignRequired);
  }
  const brokerage = await brokerageById(deps.db, body.selectedBrokerage.trim());
  if (!brokerage) throw badRequest(MESSAGES.noSuchBrokerage);
  const broker = await userById(deps.db, body.selectedBrokerId.trim());
  if (!broker || !ownsAccountsIn(broker, brokerage.id))
    throw badRequest(TRANSFER_MESSAGES.brokerNotInBrokerage);
  const product = await targetProduct(deps.db, body.productId);
  const sameProduct = product.product.id === lead.productId;
  if (sameProduct && broker.id === lead.brokerId && brokerage.id === lead.brokerageId) {
    throw badRequest(TRANSFER_MESSAGES.nothingChanged);
  }
  const at = deps.now();
  const previousOwner = lead.brokerId ? await userById(deps.db, lead.brokerId) : null;
  const id = await inTransaction(deps, applicationId, async (tx) => {
    const locked = await lockOpenLead(tx, user, lead, 'AssignCustomLead');
    if (!sameProduct) {
      return relocateLead(tx, {
        user,
        lead: locked,
        product,
        owner: { brokerage, broker, brokerId: broker.id },
        description: LAUNCHPAD_LEAD_REASON,
        at,
      });
    }
    await recordPolicyChange(tx, {
      application: locked,
      type: 'Transfer',
      userId: user.id,
      at,
      update: { brokerId: broker.id, brokerageId: brokerage.id, brokerageName: brokerage.name },
      history: {
        reason: LAUNCHPAD_LEAD_REASON,
        before: {
          broker: previousOwner ? userOption(previousOwner).label : null,
          brokerage: lead.brokerageName,
        },
        after: { broker: userOption(broker).label, brokerage: brokerage.name },
        details: {
          fromBrokerId: lead.brokerId,
          fromBrokerageId: lead.brokerageId,
          toBrokerId: broker.id,
          toBrokerageId: brokerage.id,
        },
      },
      audit: {
        action: 'application.lead_assign',
        details: { reason: LAUNCHPAD_LEAD_REASON, toBrokerId: broker.id, toBrokerageId: brokerage.id },
      },
    });
    return lead.id;
  });
  return {
    applicationId: id,
    previousApplicationId: applicationId,
    productName: product.product.name,
    accessible: canSee(accessScope(user), brokerage.id),
    message: TRANSFER_MESSAGES.leadAssigned,
  };
}
