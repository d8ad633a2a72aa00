import type { Db } from '../../db/client.ts';
import type { AccessScope } from '../policies/index.ts';
import { decodeCursor, encodeCursor, type CursorPosition } from './cursor.ts';
import { LIST_FILTERS, type ListQuery } from './filters.ts';
import { listStatement, type ListRow, type ListShape } from './list-statement.ts';
import { containingTokens } from './search-tokens.ts';
import { SORTS } from './sorts.ts';

/**
 * Up to `want` rows after `position`: first the rows with a sort value in (value, id) order, then, for
 * a nullable column, the rows without one in id order (NULLS LAST both ways). Each is one index scan.
 */
async function rowsAfter(
  db: Db,
  base: Omit<ListShape, 'section' | 'after'>,
  values: Record<string, unknown>,
  position: CursorPosition | null,
  want: number,
): Promise<ListRow[]> {
  const rows: ListRow[] = [];
  const nullable = SORTS[base.sort].nullable;
  if (!position || position.value !== null) {
    const shape: ListShape = { ...base, section: 'values', after: position !== null };
    const cursor = position ? { cursorValue: position.value, cursorId: position.id } : {};
    rows.push(...(await listStatement(db, shape).execute({ ...values, ...cursor, limit: want })));
  }
  if (nullable && rows.length < want) {
    const afterNull = position !== null && position.value === null;
    const shape: ListShape = { ...base, section: 'nulls', after: afterNull };
    const cursor = afterNull ? { cursorId: position.id } : {};
    rows.push(
      ...(await listStatement(db, shape).execute({ ...values, ...cursor, limit: want - rows.length })),
    );
  }
  return rows;
}

/** One page of the CRM list and the cursor of the next one (null on the last page). */
export async function listApplications(db: Db, scope: AccessScope, query: ListQuery) {
  const spec = SORTS[query.sort];
  const context = { sort: query.sort, order: query.order };
  const position = query.cursor ? decodeCursor(query.cursor, context, spec) : null;
  const filters = LIST_FILTERS.filter((f) => f.applies(scope, query));
  const values = Object.assign({}, ...filters.map((f) => f.values(scope, query))) as Record<string, unknown>;
  // A search in the default order reads the applications of the tokens holding the term, newest
  // first (search-tokens.ts); no such token, no match.
  const term =
    query.sort === 'createdAt' && filters.some((f) => f.name === 'search') ? query.search : undefined;
  const tokens = term ? await containingTokens(db, term) : null;
  if (tokens?.length === 0) return { rows: [], nextCursor: null };
  tokens?.forEach((token, i) => (values[`token${i}`] = token));
  const base = { sort: query.sort, order: query.order, filters, tokens: tokens?.length ?? 0 };
  const rows = await rowsAfter(db, base, values, position, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > query.limit && last ? encodeCursor(context, { value: last.sortValue, id: last.id }) : null;
  return { rows: page, nextCursor };
}
