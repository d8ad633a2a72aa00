import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brokerages } from '../../db/schema.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Finds a brokerage by its id (UUID) or by its code, case-insensitively. */
export async function findBrokerage(db: Db, idOrCode: string) {
  const where = UUID.test(idOrCode)
    ? eq(brokerages.id, idOrCode)
    : eq(sql`lower(${brokerages.code})`, idOrCode.toLowerCase());
  const [row] = await db.select().from(brokerages).where(where).limit(1);
  return row ?? null;
}

/** Every brokerage, by name. */
export async function listBrokerages(db: Db) {
  return db.select().from(brokerages).orderBy(asc(brokerages.name));
}
