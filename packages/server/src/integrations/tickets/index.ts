import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createHubSpotTicketService } from './hubspot-ticket-service.ts';
import { createLocalTicketService } from './local-ticket-service.ts';
import type { TicketService } from './types.ts';

export * from './types.ts';
export { createHubSpotTicketService, type HubSpotOptions } from './hubspot-ticket-service.ts';
export { createLocalTicketService } from './local-ticket-service.ts';

type TicketConfig = Pick<
  Config,
  'HUBSPOT_ACCESS_TOKEN' | 'HUBSPOT_API_URL' | 'HUBSPOT_TICKET_PIPELINE' | 'HUBSPOT_TICKET_STAGE'
>;

/** HubSpot when HUBSPOT_ACCESS_TOKEN is set, otherwise the local tickets table. */
export function createTicketService(config: TicketConfig, db: Db): TicketService {
  if (!config.HUBSPOT_ACCESS_TOKEN) return createLocalTicketService(db);
  return createHubSpotTicketService({
    accessToken: config.HUBSPOT_ACCESS_TOKEN,
    baseUrl: config.HUBSPOT_API_URL,
    pipeline: config.HUBSPOT_TICKET_PIPELINE,
    stage: config.HUBSPOT_TICKET_STAGE,
  });
}
