import { TicketServiceError, type Ticket, type TicketService } from './types.ts';

export interface HubSpotOptions {
  accessToken: string;
  /** https://api.hubapi.com */
  baseUrl: string;
  /** Pipeline and stage of created tickets (HubSpot requires both). */
  pipeline: string;
  stage: string;
  /** Injectable for tests; the global fetch by default. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The closed stage of HubSpot's default support pipeline. */
const CLOSED_STAGE = '4';
const PROPERTIES = ['subject', 'content', 'hs_pipeline_stage'] as const;
/** HubSpot object ids are digits only: anything else is not a ticket, and never reaches the URL. */
const TICKET_ID = /^\d{1,20}$/;

interface HubSpotObject {
  id?: unknown;
  properties?: Record<string, unknown>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function toTicket(body: HubSpotObject): Ticket {
  const properties = body.properties ?? {};
  if (typeof body.id !== 'string') throw new TicketServiceError('HubSpot answered a ticket without an id');
  return {
    id: body.id,
    subject: text(properties.subject),
    content: text(properties.content),
    status: text(properties.hs_pipeline_stage) === CLOSED_STAGE ? 'closed' : 'open',
  };
}

/** Support tickets in HubSpot through the CRM v3 objects API (a private-app token with the tickets scope). */
export function createHubSpotTicketService(options: HubSpotOptions): TicketService {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call(path: string, init: { method: 'GET' | 'POST'; body?: unknown }) {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method: init.method,
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new TicketServiceError(`HubSpot could not be reached: ${(error as Error).message}`);
    }
    return response;
  }

  const service: TicketService = {
    name: 'hubspot',

    async findTicket(ticketId) {
      const id = ticketId.trim();
      if (!TICKET_ID.test(id)) return null;
      const response = await call(`/crm/v3/objects/tickets/${id}?properties=${PROPERTIES.join(',')}`, {
        method: 'GET',
      });
      if (response.status === 404) return null;
      if (!response.ok) {
        throw new TicketServiceError(
          `HubSpot answered ${response.status} to a ticket lookup`,
          response.status,
        );
      }
      return toTicket((await response.json()) as HubSpotObject);
    },

    async createTicket({ subject, content }) {
      const response = await call('/crm/v3/objects/tickets', {
        method: 'POST',
        body: {
          properties: {
            subject,
            content,
            hs_pipeline: options.pipeline,
            hs_pipeline_stage: options.stage,
          },
        },
      });
      if (!response.ok) {
        throw new TicketServiceError(`HubSpot answered ${response.status} to a new ticket`, response.status);
      }
      return toTicket((await response.json()) as HubSpotObject);
    },

    withDb: () => service,
  };
  return service;
}
