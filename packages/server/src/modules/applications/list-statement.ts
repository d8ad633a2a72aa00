import { and, eq, isNotNull, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ApplicationSort } from '@bm/contracts';
import type { Db } from '../../db/client.ts';
import { perShape } from '../../db/prepared.ts';
import { applications, users } from '../../db/schema.ts';
import { listColumns } from './columns.ts';
import type { ListFilter } from './filters.ts';
import { tokenPageIds } from './search-tokens.ts';
import { SORTS, sortValueParam, sortValueSql } from './sorts.ts';

export type Order = 'asc' | 'desc';

/** What decides the SQL text of a CRM page query; values travel as placeholders. */
export interface ListShape {
  sort: ApplicationSort;
  order: Order;
  /** 'values': rows with a sort value in (value, id) order; 'nulls': rows without one, by id. */
  section: 'values' | 'nulls';
  /** Whether the page starts after a cursor position. */
  after: boolean;
  filters: ListFilter[];
  /**
   * How many search tokens hold the term (search-tokens.ts), when the page is read from them (the
   * default order only); 0 otherwise. Their values are the placeholders token0, token1, ...
   */
  tokens: number;
}

/**
 * ORDER BY a column in the direction of the sort indexes, which are (column DESC NULLS LAST, id DESC
 * NULLS LAST): DESC NULLS LAST reads them forwards, ASC NULLS FIRST backwards. The ordered parts hold
 * no nulls (the nulls section orders by id alone), so the NULLS clause only lets the planner use them.
 */
const by = (order: Order, column: AnyColumn) =>
  order === 'asc' ? sql`${column} asc nulls first` : sql`${column} desc nulls last`;
const after = (order: Order) => sql.raw(order === 'asc' ? '>' : '<');

function buildStatement(db: Db, shape: ListShape, name: string) {
  const spec = SORTS[shape.sort];
  const where: SQL[] = shape.filters.map((f) => f.condition);
  let orderBy: SQL[];
  if (shape.section === 'values') {
    if (spec.nullable) where.push(isNotNull(spec.column));
    if (shape.after) {
      // A row comparison the (column, id) index can seek to.
      const value = sortValueParam(spec, sql.placeholder('cursorValue'));
      where.push(
        sql`(${spec.column}, ${applications.id}) ${after(shape.order)} (${value}, ${sql.placeholder('cursorId')}::uuid)`,
      );
    }
    orderBy = [by(shape.order, spec.column), by(shape.order, applications.id)];
  } else {
    where.push(isNull(spec.column));
    if (shape.after)
      where.push(sql`${applications.id} ${after(shape.order)} ${sql.placeholder('cursorId')}::uuid`);
    orderBy = [by(shape.order, applications.id)];
  }
  // The page's ids first (on the default order an index-only scan, filters and search included),
  // then their rows by primary key: the wide columns are read for the page alone. `id = any(array(...))`
  // keeps that shape even when PostgreSQL plans for an unknown limit.
  const pageIds =
    shape.tokens > 0
      ? tokenPageIds({
          tokens: Array.from({ length: shape.tokens }, (_, i) => sql.placeholder(`token${i}`)),
          // The tokens holding the term are exactly the rows its ILIKE would find (search-tokens.ts):
          // the search's own condition is left out, so that the plan does not guess its selectivity.
          where: shape.filters.filter((f) => f.name !== 'search').map((f) => f.condition),
          order: shape.order,
          limit: sql.placeholder('limit'),
          ...(shape.after
            ? {
                after: {
                  createdAt: sortValueParam(spec, sql.placeholder('cursorValue')),
                  id: sql`${sql.placeholder('cursorId')}::uuid`,
                },
              }
            : {}),
        })
      : db
          .select({ id: applications.id })
          .from(applications)
          .where(and(...where))
          .orderBy(...orderBy)
          .limit(sql.placeholder('limit'));
  return db
    .select({ ...listColumns, sortValue: sortValueSql(spec) })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.brokerId))
    .where(sql`${applications.id} = any(array(${pageIds}))`)
    .orderBy(...orderBy)
    .prepare(name);
}

export type ListStatement = ReturnType<typeof buildStatement>;
export type ListRow = Awaited<ReturnType<ListStatement['execute']>>[number];

/** The prepared statement of a shape, built on first use (a bounded set: sorts × filters in use). */
export const listStatement = perShape(
  'crm_list',
  (db: Db, shape: ListShape, name: string) =>
    // A named statement lets PostgreSQL reuse a generic plan, right for every filter but a search
    // over the whole table: how selective a pattern is decides between the trigram indexes and the
    // sort index, so such a search stays unnamed and is planned with its pattern each time.
    // A search read from the word index walks its tokens whatever the term: one plan fits all.
    buildStatement(
      db,
      shape,
      shape.tokens === 0 && shape.filters.some((f) => f.name === 'search' || f.name === 'policyNumberSearch')
        ? ''
        : name,
    ),
  (shape) =>
    [
      shape.sort,
      shape.order,
      shape.section,
      shape.after,
      shape.tokens,
      ...shape.filters.map((f) => f.name),
    ].join(':'),
);
