import { asc, eq } from 'drizzle-orm';
import type {
  PortalEndorsementRequestBody,
  PortalEndorsementRequestResponse,
  PortalLinkQuery,
  PortalLinkResponse,
  PortalView,
} from '@bm/contracts';
import { cleanFileName, MESSAGES, policyTotalPremium } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { invoices, notes } from '../../db/schema.ts';
import type { TicketService } from '../../integrations/tickets/index.ts';
import type { FileStorage } from '../../integrations/storage/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import {
  findApplication,
  lockApplication,
  recordPolicyChange,
  requireAction,
  visibleApplication,
} from '../policies/index.ts';
import { internalNoteFileKeys, listApplicationDocuments } from '../documents/index.ts';
import { issuePortalLink, PORTAL_MESSAGES, readPortalLink } from './link.ts';

export interface PortalDeps {
  db: Db;
  now: () => Date;
  storage: FileStorage;
  tickets: TicketService;
  /** DOCUMENT_LINK_SECRET (or the process's own key). */
  linkSecret: string;
}

/**
 * GET /api/link/{id} (spec 7): a signed link to the policy's portal, for whoever the record's
 * EndorsementOnPortalModal is offered to (spec 6 matrix, domain policy-actions/actions.ts).
 */
export async function portalLinkFor(
  deps: Pick<PortalDeps, 'db' | 'now' | 'linkSecret'>,
  user: AuthUser,
  applicationId: string,
  query: PortalLinkQuery,
  origin: string,
): Promise<PortalLinkResponse> {
  const { application } = await visibleApplication(deps.db, user, applicationId);
  requireAction(user, application, 'EndorsementOnPortalModal');
  const issued = issuePortalLink(deps.linkSecret, origin, {
    applicationId,
    scope: query.scope ?? 'INSURED',
    email: query.email || application.email || null,
    agentName: query.agentName || null,
    issuedBy: user.id,
    issuedAt: deps.now(),
  });
  return { data: { link: issued.link, expiresAt: issued.expiresAt.toISOString() } };
}

/** The policy a valid token names (404 when it is gone). */
async function portalPolicy(deps: Pick<PortalDeps, 'db' | 'now' | 'linkSecret'>, token: string) {
  const claims = readPortalLink(deps.linkSecret, token, deps.now());
  const record = await findApplication(deps.db, claims.applicationId);
  if (!record) throw notFound(PORTAL_MESSAGES.invalid);
  return { claims, application: record.application, brokerName: record.brokerName };
}

/** The policy's documents an insured may read: none of an internal note's files. */
async function portalDocuments(db: Db, applicationId: string) {
  const [rows, hidden] = await Promise.all([
    listApplicationDocuments(db, applicationId),
    internalNoteFileKeys(db, applicationId),
  ]);
  return rows.filter((row) => !hidden.has(row.key));
}

/** GET /api/portal/{token}: the policy's summary, documents and payment schedule. */
export async function portalViewFor(
  deps: Pick<PortalDeps, 'db' | 'now' | 'linkSecret'>,
  token: string,
): Promise<PortalView> {
  const { claims, application, brokerName } = await portalPolicy(deps, token);
  const [documents, schedule] = await Promise.all([
    portalDocuments(deps.db, application.id),
    deps.db
      .select()
      .from(invoices)
      .where(eq(invoices.applicationId, application.id))
      .orderBy(asc(invoices.dueDate), asc(invoices.number)),
  ]);
  const base = `/api/portal/${token}/documents`;
  return {
    scope: claims.scope,
    expiresAt: claims.expiresAt.toISOString(),
    agentName: claims.agentName,
    correspondenceLanguage: application.correspondenceLanguage,
    policy: {
      policyNumber: application.policyNumber,
      productId: application.productId,
      productName: application.productName,
      insuredName: application.insuredName,
      email: claims.email ?? (application.email || null),
      status: application.status,
      paymentPeriod: application.paymentPeriod,
      effectiveDate: application.policyEffectiveDate?.toISOString() ?? null,
      expiryDate: application.policyExpiryDate?.toISOString() ?? null,
      totalPremium:
        application.status === 'bound' ? policyTotalPremium(application.totalPremium, schedule) : null,
      brokerageName: application.brokerageName,
      brokerName,
    },
    documents: documents.map((row) => ({
      id: row.id,
      name: cleanFileName(row.name),
      size: row.sizeBytes,
      url: `${base}/${row.id}`,
    })),
    schedule: schedule.map((row) => ({
      number: row.number,
      description: row.description ?? row.type,
      dueDate: row.dueDate.toISOString(),
      amountDue: row.amountDue,
      amountPaid: row.amountPaid,
      status: row.status,
    })),
  };
}

/** GET /api/portal/{token}/documents/{documentId}: one of that policy's documents, nothing else. */
export async function portalFile(
  deps: Pick<PortalDeps, 'db' | 'now' | 'linkSecret' | 'storage'>,
  token: string,
  documentId: string,
) {
  const { application } = await portalPolicy(deps, token);
  const document = (await portalDocuments(deps.db, application.id)).find((row) => row.id === documentId);
  if (!document) throw notFound(PORTAL_MESSAGES.documentNotFound);
  const bytes = await deps.storage.get(document.key);
  if (!bytes) throw notFound(PORTAL_MESSAGES.documentNotFound);
  return { bytes, contentType: document.contentType, fileName: cleanFileName(document.name) };
}

/**
 * POST /api/portal/{token}/endorsementRequest: the request lands on the record as a (public) account
 * note with no author, a support ticket about the policy, and a history row, in one transaction
 * holding the policy's lock. Only a policy in force takes requests.
 */
export async function requestEndorsement(
  deps: PortalDeps,
  token: string,
  body: PortalEndorsementRequestBody,
): Promise<PortalEndorsementRequestResponse> {
  const { claims } = await portalPolicy(deps, token);
  const now = deps.now();
  const contact = body.contactEmail || claims.email;
  const comment = [
    `Endorsement requested on the policy portal: ${body.reason}`,
    body.details,
    contact ? `Contact: ${contact}` : null,
  ]
    .filter(Boolean)
    .join('\n');
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locked = await lockApplication(tx, claims.applicationId);
    if (!locked) throw notFound(MESSAGES.applicationNotFound);
    if (locked.status !== 'bound') throw conflict(PORTAL_MESSAGES.notBound);
    const [note] = await tx
      .insert(notes)
      .values({ applicationId: locked.id, authorId: null, comment, isInternal: false, createdAt: now })
      .returning({ id: notes.id });
    if (!note) throw new Error('the note was not written');
    const ticket = await deps.tickets.withDb(tx).createTicket({
      subject: `Endorsement request: ${locked.policyNumber ?? locked.insuredName} (${body.reason})`.slice(
        0,
        250,
      ),
      content: comment,
      applicationId: locked.id,
    });
    await recordPolicyChange(tx, {
      application: locked,
      type: 'Account Note',
      userId: null,
      at: now,
      history: {
        reason: 'Endorsement request (policy portal)',
        description: comment,
        details: { noteId: note.id, ticketId: ticket.id, source: 'portal', scope: claims.scope },
      },
      audit: {
        action: 'portal.endorsement_request',
        details: { noteId: note.id, ticketId: ticket.id, scope: claims.scope },
      },
    });
    return { noteId: note.id, ticketId: ticket.id, message: PORTAL_MESSAGES.requested };
  });
}
