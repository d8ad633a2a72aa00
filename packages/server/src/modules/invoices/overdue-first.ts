import { and, asc, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import { invoices } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { INVALID_CURSOR } from '../../lib/keyset-cursor.ts';

/**
 * The /invoices list overdue first (sort=overdue-first): first the invoices still open and due before
 * the moment the list was first read (`asOf`), the longest overdue first; then every other match,
 * latest due first. Two keyset walks one after the other, each on the due index; the cursor carries
 * the moment, so an invoice falling due while someone pages stays in the part it was first shown in.
 */
export interface OverdueFirstCursor {
  asOf: Date;
  /** 0: the overdue part; 1: the rest. */
  part: 0 | 1;
  at: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeOverdueFirstCursor(cursor: OverdueFirstCursor): string {
  const payload = ['overdue-first', cursor.asOf.toISOString(), cursor.part, cursor.at.toISOString(), cursor.id];
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

/** A cursor made by encodeOverdueFirstCursor; anything else (a latest-due cursor too) is 'Invalid cursor'. */
export function decodeOverdueFirstCursor(raw: string): OverdueFirstCursor {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID_CURSOR);
  }
  if (!Array.isArray(payload) || payload.length !== 5 || payload[0] !== 'overdue-first')
    throw badRequest(INVALID_CURSOR);
  const [, asOfIso, part, atIso, id] = payload as unknown[];
  const asOf = new Date(typeof asOfIso === 'string' ? asOfIso : Number.NaN);
  const at = new Date(typeof atIso === 'string' ? atIso : Number.NaN);
  if (
    Number.isNaN(asOf.getTime()) ||
    Number.isNaN(at.getTime()) ||
    (part !== 0 && part !== 1) ||
    typeof id !== 'string' ||
    !UUID.test(id)
  )
    throw badRequest(INVALID_CURSOR);
  return { asOf, part, at, id };
}

/** Rows of the joined invoices matching `where`, in `order`, at most `limit`. */
export type RowsOf<Row> = (where: SQL | undefined, order: SQL[], limit: number) => Promise<Row[]>;

/**
 * Up to `limit` rows after `after` in the overdue-first order, each with the part it belongs to.
 * `filters` is the list's search and filters; `asOf` the moment that decides what is overdue.
 */
export async function overdueFirstRows<Row>(
  rowsOf: RowsOf<Row>,
  filters: SQL | undefined,
  asOf: Date,
  after: Pick<OverdueFirstCursor, 'part' | 'at' | 'id'> | null,
  limit: number,
): Promise<{ row: Row; part: 0 | 1 }[]> {
  const overdue = and(
    eq(invoices.status, 'open'),
    sql`${invoices.dueDate} < ${asOf.toISOString()}::timestamptz`,
  )!;
  const found: { row: Row; part: 0 | 1 }[] = [];
  if (!after || after.part === 0) {
    const first = await rowsOf(
      and(
        filters,
        overdue,
        after
          ? sql`(${invoices.dueDate}, ${invoices.id}) > (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
      [asc(invoices.dueDate), asc(invoices.id)],
      limit,
    );
    found.push(...first.map((row) => ({ row, part: 0 as const })));
    if (found.length >= limit) return found;
  }
  const rest = await rowsOf(
    and(
      filters,
      not(overdue),
      after?.part === 1
        ? sql`(${invoices.dueDate}, ${invoices.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
        : undefined,
    ),
    [desc(invoices.dueDate), desc(invoices.id)],
    limit - found.length,
  );
  found.push(...rest.map((row) => ({ row, part: 1 as const })));
  return found;
}
