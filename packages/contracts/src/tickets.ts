import { z } from 'zod';

/** A support ticket (spec section 3: ticket subject). Ids are HubSpot's numeric ids, as strings. */
export const ticketSchema = z.object({
  id: z.string(),
  subject: z.string(),
  content: z.string(),
  status: z.string(),
});
export type TicketItem = z.infer<typeof ticketSchema>;

/** GET /api/hubspot/ticket/{ticketId}?applicationId= */
export const ticketLookupParams = z.object({ ticketId: z.string().trim().min(1).max(64) });
export const ticketLookupQuery = z.object({
  applicationId: z.string().uuid({ message: 'applicationId must be a UUID' }),
});

/**
 * found: a ticket with this id exists; matches: its subject contains the application's policy number
 * (spec section 7, the lookup's true/false). Endorsement save reads `matches` false as ticket not found.
 */
export const ticketLookupResponse = z.object({ found: z.boolean(), matches: z.boolean() });
export type TicketLookup = z.infer<typeof ticketLookupResponse>;

/** POST /api/tickets (endorsement users, underwriters and super admins). */
export const createTicketBody = z.object({
  subject: z.string().trim().min(1, { message: 'Required' }).max(255),
  content: z.string().max(10_000).default(''),
  applicationId: z.string().uuid({ message: 'applicationId must be a UUID' }).optional(),
});
export type CreateTicketBody = z.input<typeof createTicketBody>;
