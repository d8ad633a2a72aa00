import { and, desc, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema.ts';
import type { AccessScope } from '../policies/index.ts';
import { tokenPageIds } from '../applications/index.ts';
import {
  FUZZY_CANDIDATES,
  hitColumns,
  MAX_RESULTS,
  WORD_SIMILARITY_THRESHOLD,
  type SearchHit,
} from './repository.ts';

const term = sql`${sql.placeholder('term')}::text`;
const similarTo = (column: AnyColumn) => sql`${term} <% ${column}`;

/**
 * For a term the tokens cannot answer (search-tokens.ts), settings of the scan over the whole table,
 * local to its transaction: the `<%` threshold; bitmap scans of the trigram indexes only (left free,
 * PostgreSQL walks the wide created-at index, which holds these columns, and computes word
 * similarity for thousands of rows); and the generic plan of the prepared statement (planning it
 * estimates `<%` on every sampled value: several ms each time).
 */
const wholeTableSettings = sql`select
  set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true),
  set_config('enable_indexscan', 'off', true),
  set_config('enable_seqscan', 'off', true),
  set_config('plan_cache_mode', 'force_generic_plan', true)`;

const visibleTo = sql`${applications.brokerageId} = ${sql.placeholder('brokerageId')}::uuid`;

/** Candidates meeting `where` (at most FUZZY_CANDIDATES), scored by their best word similarity. */
function scoredCandidates(tx: Db, where: SQL | undefined, name: string) {
  const candidates = tx
    .select(hitColumns)
    .from(applications)
    .where(where)
    .limit(FUZZY_CANDIDATES)
    .as('candidates');
  const score = sql<number>`greatest(
    word_similarity(${term}, coalesce(${candidates.policyNumber}, '')),
    word_similarity(${term}, ${candidates.insuredName}),
    word_similarity(${term}, ${candidates.email}))::float8`;
  return tx
    .select({ ...candidates._.selectedFields, score })
    .from(candidates)
    .orderBy(desc(score), desc(candidates.createdAt))
    .limit(MAX_RESULTS)
    .prepare(name);
}

/** Over the whole table: `term <% column` on the trigram indexes of the three columns. */
function prepareSimilar(tx: Db, scoped: boolean) {
  const matches = or(
    similarTo(applications.policyNumber),
    similarTo(applications.insuredName),
    similarTo(applications.email),
  );
  return scoredCandidates(
    tx,
    and(scoped ? visibleTo : undefined, matches),
    scoped ? 'fuzzy_similar_brokerage' : 'fuzzy_similar_all',
  );
}

/**
 * The newest MAX_RESULTS applications of each token like the term (so the best token's are all
 * there whatever the others hold). Each holds a token whose word similarity reaches the threshold,
 * and a field's word similarity is at least its token's: every candidate is a typo match.
 */
function prepareTokenSimilar(db: Db, scoped: boolean, tokens: number) {
  const perToken = Array.from({ length: tokens }, (_, i) =>
    tokenPageIds({
      tokens: [sql.placeholder(`token${i}`)],
      where: [scoped ? visibleTo : undefined],
      order: 'desc',
      limit: MAX_RESULTS,
    }),
  );
  // Each page ends in ORDER BY and LIMIT: a branch of a UNION must be parenthesised to hold them.
  const ids = sql.join(
    perToken.map((page) => sql`(${page})`),
    sql` union `,
  );
  // Index walks whatever the tokens: one generic plan serves every term.
  const name = `fuzzy_tokens_${scoped ? 'brokerage' : 'all'}_${tokens}`;
  return scoredCandidates(db, sql`${applications.id} = any(array(${ids}))`, name);
}

const NO_BROKERAGE = '00000000-0000-0000-0000-000000000000';

/**
 * Typo matches over policy number, insured name and email, scored by their best word similarity,
 * best first. `tokens`: the search tokens like a one-word term (termTokens), whose newest
 * applications are scored; null for other terms, which use `term <% column` on the GIN trigram
 * indexes of the whole table (at most FUZZY_CANDIDATES of those matches are scored).
 */
export async function similarMatches(
  db: Db,
  scope: AccessScope,
  text: string,
  tokens: string[] | null,
): Promise<SearchHit[]> {
  const scoped = scope.kind !== 'all';
  const values: Record<string, unknown> = { term: text };
  if (scope.kind === 'brokerage') values.brokerageId = scope.brokerageId ?? NO_BROKERAGE;
  if (tokens === null) {
    return db.transaction(async (tx) => {
      await tx.execute(wholeTableSettings);
      return prepareSimilar(tx, scoped).execute(values);
    });
  }
  if (tokens.length === 0) return [];
  tokens.forEach((token, i) => (values[`token${i}`] = token));
  return prepareTokenSimilar(db, scoped, tokens.length).execute(values);
}
