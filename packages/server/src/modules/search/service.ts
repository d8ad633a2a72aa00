import type { FuzzySearchResponse } from '@bm/contracts';
import { POLICY_STATUSES } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { accessScope, oneOf } from '../policies/index.ts';
import { termTokens } from '../applications/index.ts';
import {
  brokerageMatches,
  exactMatches,
  MAX_RESULTS,
  WORD_SIMILARITY_THRESHOLD,
  type SearchHit,
} from './repository.ts';
import { similarMatches } from './similar.ts';

/** Best score first, then newest; one entry per application. */
export function mergeHits(lists: SearchHit[][]): SearchHit[] {
  const best = new Map<string, SearchHit>();
  for (const hit of lists.flat()) {
    const seen = best.get(hit.id);
    if (!seen || hit.score > seen.score) best.set(hit.id, hit);
  }
  return [...best.values()]
    .sort(
      (a, b) => b.score - a.score || b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1),
    )
    .slice(0, MAX_RESULTS);
}

/** Typo-tolerant search over policy number, insured name, email and brokerage name (pg_trgm). */
export async function fuzzySearchFor(db: Db, user: AuthUser, term: string): Promise<FuzzySearchResponse> {
  const scope = accessScope(user);
  const tokens = await termTokens(db, term, WORD_SIMILARITY_THRESHOLD);
  const [exact, byBrokerage] = await Promise.all([
    exactMatches(db, scope, term, tokens ? tokens.containing : null),
    brokerageMatches(db, scope, term),
  ]);
  // Twenty verbatim matches already fill the answer: nothing scores above them.
  const similar =
    exact.length < MAX_RESULTS ? await similarMatches(db, scope, term, tokens ? tokens.similar : null) : [];
  const hits = mergeHits([exact, similar, byBrokerage]);
  return {
    searchTerm: term,
    results: hits.map((hit) => ({
      applicationId: hit.id,
      policyNumber: hit.policyNumber,
      insuredName: hit.insuredName,
      email: hit.email,
      brokerageName: hit.brokerageName,
      productName: hit.productName,
      status: oneOf(POLICY_STATUSES, hit.status, 'status'),
      score: Math.round(hit.score * 1000) / 1000,
    })),
  };
}
