import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brokerages, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type BrokerageRow = typeof brokerages.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** A user with their brokerage, for the signed-in answer. */
export async function findUserWithBrokerage(db: Db, id: string) {
  const [row] = await db
    .select({ user: users, brokerage: brokerages })
    .from(users)
    .leftJoin(brokerages, eq(brokerages.id, users.brokerageId))
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

export async function insertUser(db: Db, user: NewUser): Promise<void> {
  await db.insert(users).values(user);
}

export async function updateUser(db: Db, id: string, changes: Partial<NewUser>): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, id));
}
