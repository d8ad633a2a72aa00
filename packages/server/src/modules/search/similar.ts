import { and, desc, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema.ts';
import type { AccessScope } from '../applications/access.ts';
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
 * Settings for the typo query, local to its transaction: the `<%` threshold; bitmap scans of the
 * trigram indexes only (left free, PostgreSQL walks the wide created-at index, which holds these
 * columns, and computes word similarity for thousands of rows); and the generic plan of the prepared
 * statement (planning it estimates `<%` on every sampled value: several ms each time).
 */
const typoSettings = sql`select
  set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true),
  set_config('enable_indexscan', 'off', true),
  set_config('enable_seqscan', 'off', true),
  set_config('plan_cache_mode', 'force_generic_plan', true)`;

function prepareSimilar(tx: Db, scoped: boolean) {
  const visible = scoped
    ? sql`${applications.brokerageId} = ${sql.placeholder('brokerageId')}::uuid`
    : undefined;
  const candidates = tx
    .select(hitColumns)
    .from(applications)
    .where(
      and(
        visible,
        or(
          similarTo(applications.policyNumber),
          similarTo(applications.insuredName),
          similarTo(applications.email),
        ),
      ),
    )
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
    .prepare(scoped ? 'fuzzy_similar_brokerage' : 'fuzzy_similar_all');
}

const NO_BROKERAGE = '00000000-0000-0000-0000-000000000000';

/**
 * Typo matches (`term <% column`, the GIN trigram indexes) over policy number, insured name and email,
 * scored by their best word similarity, best first; at most FUZZY_CANDIDATES of them are scored.
 */
export async function similarMatches(db: Db, scope: AccessScope, text: string): Promise<SearchHit[]> {
  return db.transaction(async (tx) => {
    await tx.execute(typoSettings);
    if (scope.kind === 'all') return prepareSimilar(tx, false).execute({ term: text });
    return prepareSimilar(tx, true).execute({ term: text, brokerageId: scope.brokerageId ?? NO_BROKERAGE });
  });
}
