import { and, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { MAX_PAGE_SIZE } from '@bm/contracts';
import type { Db } from '../../db/client.ts';
import { oncePerDb } from '../../db/prepared.ts';
import { applications, applicationSearchTokens, searchTokens } from '../../db/schema.ts';

/**
 * The CRM search's word index (migration 0009; docs/decisions/0017-search-tokens.md). Applications'
 * policy numbers, insured names and emails are split, lower-case, at ASCII characters other than
 * letters and digits; all-digit tokens are left out. A term holding none of those characters (and
 * not all digits) can only occur inside one token, and a field holds it exactly when one of the
 * field's tokens does: the applications of the tokens containing the term are exactly those the
 * search's ILIKE finds (PostgreSQL's ILIKE compares lower() of both sides, as the tokens are made).
 * They are read token by token, newest first, a page at a time, instead of sorting every match of a
 * common word. The trigger that keeps the tokens runs in the writing transaction.
 */

/** ASCII characters other than letters and digits: where tokens split (as search_tokens_of in SQL). */
const SEPARATOR = /[^A-Za-z0-9\u{80}-\u{10FFFF}]/u;

/** Shorter terms cannot use the trigram index of the tokens (and match too many of them anyway). */
export const MIN_TOKEN_TERM_LENGTH = 3;
/** Past this many tokens holding the term, the page is read the general way. */
export const MAX_TERM_TOKENS = 8;
/** Tokens resembling a term (a typo) whose applications the fuzzy search scores. */
export const MAX_SIMILAR_TOKENS = 5;

/** Whether a search term can be answered from the tokens (see above). */
export function isTokenSearchable(term: string): boolean {
  return term.length >= MIN_TOKEN_TERM_LENGTH && !SEPARATOR.test(term) && !/^[0-9]+$/.test(term);
}

/**
 * Unnamed, so planned with its term each time: on a large vocabulary the trigram index of the tokens
 * serves a long term, a generic plan would read them all.
 */
function prepareContaining(db: Db) {
  return db
    .select({ token: searchTokens.token })
    .from(searchTokens)
    .where(sql`${searchTokens.token} like '%' || lower(${sql.placeholder('term')}::text) || '%'`)
    .limit(MAX_TERM_TOKENS + 1)
    .prepare('');
}

const containingStatement = oncePerDb(prepareContaining);

/**
 * The tokens containing the term (case-insensitive, lower-cased by PostgreSQL as ILIKE does); null
 * when the term cannot be answered from tokens or too many tokens contain it. An empty list means
 * that no application holds the term.
 */
export async function containingTokens(db: Db, term: string): Promise<string[] | null> {
  if (!isTokenSearchable(term)) return null;
  const rows = await containingStatement(db).execute({ term });
  return rows.length > MAX_TERM_TOKENS ? null : rows.map((row) => row.token);
}

/** What the fuzzy search needs from the tokens, both in one statement. */
export interface TermTokens {
  /** The tokens containing the term, as containingTokens; null when too many do. */
  containing: string[] | null;
  /** The tokens most like the term (word similarity at least the threshold), best first. */
  similar: string[];
}

/**
 * The tokens containing a term and those most like it (a typo), on the trigram index of the tokens;
 * null when the term cannot be answered from tokens. Migration 0009's similar_search_tokens sets the
 * `<%` threshold for itself, so no transaction is needed.
 */
export async function termTokens(db: Db, term: string, threshold: number): Promise<TermTokens | null> {
  if (!isTokenSearchable(term)) return null;
  const result = await db.execute(sql`select
    array(select ${searchTokens.token} from ${searchTokens}
      where ${searchTokens.token} like '%' || lower(${term}) || '%' limit ${MAX_TERM_TOKENS + 1}) as containing,
    similar_search_tokens(lower(${term}), ${threshold}, ${MAX_SIMILAR_TOKENS}) as similar`);
  const [row] = (result as unknown as { rows: { containing: string[]; similar: string[] }[] }).rows;
  if (!row) return null;
  return {
    containing: row.containing.length > MAX_TERM_TOKENS ? null : row.containing,
    similar: row.similar,
  };
}

export type TokenOrder = 'asc' | 'desc';

/** The most rows a page asks for: a CRM page and the row telling whether another follows. */
const MAX_WALK = MAX_PAGE_SIZE + 1;

export interface TokenPage {
  /** The tokens (values or placeholders); an application holding several counts once. */
  tokens: readonly (string | Placeholder)[];
  /** Conditions on `applications` (joined by id). */
  where: (SQL | undefined)[];
  order: TokenOrder;
  /** At most MAX_PAGE_SIZE + 1. */
  limit: number | Placeholder;
  /** Start after this (created_at, id) position. */
  after?: { createdAt: SQL; id: SQL };
}

/**
 * A subquery of the ids of up to `limit` applications holding one of the tokens and meeting the
 * conditions, in created_at, id order: each token's applications are walked on the token's
 * (token, created_at, id) index and merged, so the walk stops after a page whatever the number of
 * matches.
 */
export function tokenPageIds(page: TokenPage): SQL {
  const t = applicationSearchTokens;
  // Each token's walk is bounded by a literal: with only a placeholder, a prepared statement's
  // generic plan does not know the page is small and may gather parallel workers for it.
  const walk = sql.raw(String(MAX_WALK));
  const direction = sql.raw(page.order === 'asc' ? 'asc nulls first' : 'desc nulls last');
  const orderBy = sql`order by created_at ${direction}, application_id ${direction}`;
  const branches = page.tokens.map((token) => {
    const after = page.after
      ? sql`(${t.createdAt}, ${t.applicationId}) ${sql.raw(page.order === 'asc' ? '>' : '<')} (${page.after.createdAt}, ${page.after.id})`
      : undefined;
    return sql`(select ${t.createdAt} as created_at, ${t.applicationId} as application_id
      from ${t} join ${applications} on ${applications.id} = ${t.applicationId}
      where ${and(sql`${t.token} = ${token}`, after, ...page.where)}
      ${orderBy} limit ${walk})`;
  });
  if (branches.length === 1) {
    return sql`select application_id from ${branches[0]} as page ${orderBy} limit ${page.limit}`;
  }
  // Merged in order; DISTINCT over that order drops an application found under two tokens.
  return sql`select application_id from (select distinct created_at, application_id
    from (${sql.join(branches, sql` union all `)}) as merged ${orderBy} limit ${page.limit}) as page`;
}
