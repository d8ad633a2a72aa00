import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oncePerDb } from '../../db/prepared.ts';
import { applications, users } from '../../db/schema.ts';

/** "Given Family" of the owning broker (left join on users), or null. */
export const brokerNameSql = sql<
  string | null
>`nullif(concat_ws(' ', ${users.givenName}, ${users.familyName}), '')`;

function prepareFind(db: Db) {
  return db
    .select({
      application: applications,
      brokerName: brokerNameSql,
      brokerEmail: users.email,
    })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.brokerId))
    .where(eq(applications.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_application');
}

/** Built once per database: the hottest read skips query building and, on PostgreSQL, planning. */
const prepared = oncePerDb(prepareFind);

/** One application with its owning broker, or null. */
export async function findApplication(db: Db, id: string) {
  const [row] = await prepared(db).execute({ id });
  return row ?? null;
}

export type ApplicationRecord = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

export type ApplicationRow = typeof applications.$inferSelect;

/** The row, locked for the rest of the transaction (`for update`), or null. */
export async function lockApplication(tx: Db, applicationId: string): Promise<ApplicationRow | null> {
  const [row] = await tx
    .select()
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for('update')
    .limit(1);
  return row ?? null;
}
