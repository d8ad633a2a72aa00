import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, brokerages } from '../../db/schema.ts';
import { type AccessScope, scopeCondition } from '../policies/index.ts';
import { escapeLike, searchCondition, tokenPageIds } from '../applications/index.ts';

/** Word similarity (0..1) from which `term <% column` counts as a match: one typo in a 6+ letter word. */
export const WORD_SIMILARITY_THRESHOLD = 0.5;
export const MAX_RESULTS = 20;
/**
 * How many typo matches of a term the search tokens cannot answer (several words, punctuation) are
 * scored at most. A common surname with a typo matches thousands of rows that all score alike;
 * scoring a bounded sample keeps the answer fast (see docs/benchmarks.md).
 */
export const FUZZY_CANDIDATES = 100;

export const hitColumns = {
  id: applications.id,
  policyNumber: applications.policyNumber,
  insuredName: applications.insuredName,
  email: applications.email,
  brokerageName: applications.brokerageName,
  productName: applications.productName,
  status: applications.status,
  createdAt: applications.createdAt,
};

export interface SearchHit {
  id: string;
  policyNumber: string | null;
  insuredName: string;
  email: string;
  brokerageName: string;
  productName: string;
  status: string;
  createdAt: Date;
  score: number;
}

const newestFirst = [sql`${applications.createdAt} desc nulls last`, sql`${applications.id} desc nulls last`];

/**
 * The newest applications holding the term verbatim (case-insensitive) in a searched field: score 1.
 * `tokens`: the search tokens containing the term (null: read the table the general way).
 */
export async function exactMatches(
  db: Db,
  scope: AccessScope,
  term: string,
  tokens: string[] | null,
): Promise<SearchHit[]> {
  if (tokens?.length === 0) return [];
  // The tokens holding the term name exactly the rows its ILIKE finds (search-tokens.ts).
  const where = tokens
    ? sql`${applications.id} = any(array(${tokenPageIds({ tokens, where: [scopeCondition(scope)], order: 'desc', limit: MAX_RESULTS })}))`
    : and(scopeCondition(scope), searchCondition(term));
  const rows = await db
    .select(hitColumns)
    .from(applications)
    .where(where)
    .orderBy(...newestFirst)
    .limit(MAX_RESULTS);
  return rows.map((row) => ({ ...row, score: 1 }));
}

/** The brokerages (a small table: no index needed) whose name holds or resembles the term, best first. */
async function matchingBrokerages(db: Db, scope: AccessScope, term: string) {
  const pattern = `%${escapeLike(term)}%`;
  const score = sql<number>`(case when ${brokerages.name} ilike ${pattern} then 1
    else word_similarity(${term}, ${brokerages.name}) end)::float8`;
  const visible =
    scope.kind === 'all' ? undefined : scope.brokerageId ? eq(brokerages.id, scope.brokerageId) : sql`false`;
  const similar = sql`word_similarity(${term}, ${brokerages.name}) >= ${WORD_SIMILARITY_THRESHOLD}`;
  return db
    .select({ id: brokerages.id, score })
    .from(brokerages)
    .where(and(visible, or(similar, ilike(brokerages.name, pattern))))
    .orderBy(desc(score))
    .limit(MAX_RESULTS);
}

/** The newest applications of brokerages whose name matches, scored by the brokerage's match. */
export async function brokerageMatches(db: Db, scope: AccessScope, term: string): Promise<SearchHit[]> {
  const hits: SearchHit[] = [];
  for (const brokerage of await matchingBrokerages(db, scope, term)) {
    if (hits.length >= MAX_RESULTS) break;
    const rows = await db
      .select(hitColumns)
      .from(applications)
      .where(eq(applications.brokerageId, brokerage.id))
      .orderBy(...newestFirst)
      .limit(MAX_RESULTS - hits.length);
    hits.push(...rows.map((row) => ({ ...row, score: brokerage.score })));
  }
  return hits;
}
