import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tickets } from '../../db/schema.ts';
import type { Ticket, TicketService } from './types.ts';

/** Ticket ids are digits only, like HubSpot's; anything else can never match a row. */
const TICKET_ID = /^\d{1,20}$/;

const toTicket = (row: typeof tickets.$inferSelect): Ticket => ({
  id: row.id,
  subject: row.subject,
  content: row.content,
  status: row.status,
  applicationId: row.applicationId,
});

/** The offline default: tickets in the tickets table, numbered from ticket_number_seq. */
export function createLocalTicketService(db: Db): TicketService {
  return {
    name: 'local',

    async findTicket(ticketId) {
      const id = ticketId.trim();
      if (!TICKET_ID.test(id)) return null;
      const [row] = await db.select().from(tickets).where(eq(tickets.id, id)).limit(1);
      return row ? toTicket(row) : null;
    },

    async createTicket({ subject, content, applicationId }) {
      const [row] = await db
        .insert(tickets)
        .values({
          id: sql`nextval('ticket_number_seq')::text`,
          subject,
          content,
          status: 'open',
          applicationId: applicationId ?? null,
        })
        .returning();
      if (!row) throw new Error('the new ticket was not written');
      return toTicket(row);
    },

    withDb: (other) => createLocalTicketService(other),
  };
}
