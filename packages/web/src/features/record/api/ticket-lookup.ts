import { ticketLookupResponse, type TicketLookup } from '@bm/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/hubspot/ticket/{ticketId}?applicationId=: whether the ticket exists and names the policy.
 * An endorsement and a cancellation both name the ticket they answer.
 */
export function lookupTicket(ticketId: string, applicationId: string): Promise<TicketLookup> {
  return apiRequest(`/api/hubspot/ticket/${encodeURIComponent(ticketId)}`, {
    query: { applicationId },
    schema: ticketLookupResponse,
  });
}
