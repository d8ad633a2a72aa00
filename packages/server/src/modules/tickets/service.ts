import type { CreateTicketBody, TicketItem, TicketLookup } from '@bm/contracts';
import type { BrokerFlags } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import type { Ticket, TicketService } from '../../integrations/tickets/index.ts';
import { forbidden } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { accessScope, canSee, findApplication, visibleApplication } from '../policies/index.ts';

export const TICKET_MESSAGES = {
  notAllowed: 'Only endorsement users, underwriters and super admins can open support tickets.',
} as const;

/** Who opens support tickets: the staff who make policy changes. */
export function canCreateTickets(flags: BrokerFlags): boolean {
  return flags.endorsementUser || flags.underwriterUser || flags.superadmin;
}

/** Whether a ticket's subject names the policy (spec section 7); case is ignored. */
export function subjectNamesPolicy(subject: string, policyNumber: string | null): boolean {
  if (!policyNumber) return false;
  return subject.toLowerCase().includes(policyNumber.trim().toLowerCase());
}

/**
 * Whether the user may learn that a ticket exists: staff who see every brokerage always; anyone
 * else only for a ticket about a record they may see, or, when the ticket names no record (HubSpot
 * tickets), one whose subject names the policy they looked it up with. Ticket ids are sequential,
 * so anything more would tell a broker about other brokerages' tickets.
 */
async function mayKnowTicket(
  db: Db,
  user: AuthUser,
  ticket: Ticket,
  application: { id: string; policyNumber: string | null },
): Promise<boolean> {
  const scope = accessScope(user);
  if (scope.kind === 'all') return true;
  if (ticket.applicationId === application.id) return true;
  if (ticket.applicationId) {
    const record = await findApplication(db, ticket.applicationId);
    return record !== null && canSee(scope, record.application.brokerageId);
  }
  return subjectNamesPolicy(ticket.subject, application.policyNumber);
}

/**
 * GET /api/hubspot/ticket/{ticketId}?applicationId=: whether the ticket exists and its subject
 * contains the application's policy number. The user must see the application (403 / 404), and a
 * ticket they may not know of is not found.
 */
export async function lookupTicket(
  db: Db,
  tickets: TicketService,
  user: AuthUser,
  ticketId: string,
  applicationId: string,
): Promise<TicketLookup> {
  const { application } = await visibleApplication(db, user, applicationId);
  const ticket = await tickets.findTicket(ticketId);
  if (!ticket || !(await mayKnowTicket(db, user, ticket, application)))
    return { found: false, matches: false };
  return { found: true, matches: subjectNamesPolicy(ticket.subject, application.policyNumber) };
}

/** POST /api/tickets: opens a ticket, about a policy the user can see when one is named. */
export async function openTicket(
  db: Db,
  tickets: TicketService,
  user: AuthUser,
  body: CreateTicketBody,
): Promise<TicketItem> {
  if (!canCreateTickets(user.flags)) throw forbidden(TICKET_MESSAGES.notAllowed);
  if (body.applicationId) await visibleApplication(db, user, body.applicationId);
  const ticket = await tickets.createTicket({
    subject: body.subject,
    content: body.content ?? '',
    applicationId: body.applicationId ?? null,
  });
  return { id: ticket.id, subject: ticket.subject, content: ticket.content, status: ticket.status };
}
