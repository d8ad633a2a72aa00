import type { Db } from '../../db/client.ts';

/** A support ticket (spec section 3: ticket subject; section 7: GET /hubspot/ticket/{ticketId}). */
export interface Ticket {
  /** HubSpot's numeric id as a string (ten digits), or the local one in the same form. */
  id: string;
  subject: string;
  content: string;
  /** open or closed. */
  status: string;
  /**
   * The record the ticket is about, when the service knows it (the local tickets table does; HubSpot
   * tickets carry none): a ticket is only shown to those who may see that record.
   */
  applicationId?: string | null;
}

export interface NewTicket {
  subject: string;
  content: string;
  /** The policy the ticket is about, when there is one. */
  applicationId?: string | null;
}

export type TicketServiceName = 'local' | 'hubspot';

/**
 * Support tickets behind one interface (architecture: integrations with a real local default): the
 * local tickets table by default, HubSpot's CRM tickets when HUBSPOT_ACCESS_TOKEN is set.
 */
export interface TicketService {
  readonly name: TicketServiceName;
  /** The ticket, or null when there is no ticket with this id. */
  findTicket(ticketId: string): Promise<Ticket | null>;
  createTicket(input: NewTicket): Promise<Ticket>;
  /**
   * This service writing through `db` (a transaction): the local service keeps its tickets in our
   * database, and PGlite has a single connection. External services return themselves.
   */
  withDb(db: Db): TicketService;
}

/** HubSpot answered something other than the ticket or a 404 (network, auth, rate limit). */
export class TicketServiceError extends Error {
  override readonly name = 'TicketServiceError';
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}
