import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TransferBrokerageOption, TransferOption } from '@bm/contracts';
import { canOwnAccounts, flagsFromGroups } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { applications, brokerages, invoices, users } from '../../db/schema.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from the browser: anything but a UUID matches nothing (and never reaches a uuid column). */
export const isUuid = (value: string) => UUID.test(value);

export type BrokerageRow = typeof brokerages.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export const brokerageOption = (row: BrokerageRow): TransferBrokerageOption => ({
  value: row.id,
  label: row.name,
  isAgency: row.isAgency,
});

export function userLabel(row: Pick<UserRow, 'givenName' | 'familyName' | 'email'>): string {
  const name = [row.givenName, row.familyName].filter(Boolean).join(' ').trim();
  return name ? `${name} (${row.email})` : row.email;
}

export const userOption = (row: UserRow): TransferOption => ({ value: row.id, label: userLabel(row) });

export async function brokerageById(db: Db, id: string): Promise<BrokerageRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(brokerages).where(eq(brokerages.id, id)).limit(1);
  return row ?? null;
}

export async function allBrokerages(db: Db): Promise<BrokerageRow[]> {
  return db.select().from(brokerages).orderBy(asc(brokerages.name));
}

export async function userById(db: Db, id: string): Promise<UserRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Whether a user may own accounts of `brokerageId`: an active member who is not only a carrier. */
export function ownsAccountsIn(row: UserRow, brokerageId: string): boolean {
  return (
    row.brokerageId === brokerageId &&
    canOwnAccounts(flagsFromGroups(row.groups, row.carrierName), {
      disabled: row.disabled,
      confirmed: row.status !== 'UNCONFIRMED',
    })
  );
}

/** The users of a brokerage who can own its accounts, by name. */
export async function accountOwners(db: Db, brokerageId: string): Promise<UserRow[]> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(users.brokerageId, brokerageId))
    .orderBy(asc(users.givenName), asc(users.familyName), asc(users.email));
  return rows.filter((row) => ownsAccountsIn(row, brokerageId));
}

/** The renewal applications offered for a policy (they move with it). */
export async function renewalsOf(db: Db, applicationId: string) {
  return db
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(eq(applications.renewalOfId, applicationId));
}

/** Open invoices of some applications: how many and what is still owed on them, in cents. */
export async function openInvoiceTotals(db: Db, applicationIds: string[]) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      amountDue: sql<number>`coalesce(sum(${invoices.amountDue} - ${invoices.amountPaid}), 0)::bigint`,
    })
    .from(invoices)
    .where(and(inArray(invoices.applicationId, applicationIds), eq(invoices.status, 'open')));
  return { count: Number(row?.count ?? 0), amountDue: Number(row?.amountDue ?? 0) };
}
