import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, ilike, notInArray, or, type SQL } from 'drizzle-orm';
import type { ApplicationListItem, FuzzySearchResponse } from '@bm/contracts';
import { HIDDEN_SALES_STATUSES } from '@bm/domain';
import { applications, applicationSearchTokens } from '../src/db/schema.ts';
import { BROKERAGE_IDS } from '../src/db/seed-data.ts';
import { escapeLike } from '../src/modules/applications/filters.ts';
import { isTokenSearchable } from '../src/modules/applications/search-tokens.ts';
import { SEEDED } from './helpers/seeded.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin = '';
let broker = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionCookie(t.db, 'admin');
  broker = await sessionCookie(t.db, 'broker');
});
afterAll(() => t?.close());

async function get<T>(cookie: string, url: string): Promise<T> {
  const response = await t.app.inject({ url, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

/** Every CRM row of a search, following nextCursor with small pages. */
async function walk(cookie: string, params: Record<string, string>) {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 500; page += 1) {
    const limit = Number(params.limit ?? 7);
    const query: URLSearchParams = new URLSearchParams({
      limit: String(limit),
      ...params,
      ...(cursor ? { cursor } : {}),
    });
    const body: { items: ApplicationListItem[]; nextCursor: string | null } = await get<{
      items: ApplicationListItem[];
      nextCursor: string | null;
    }>(cookie, `/api/applications?${query}`);
    if (body.nextCursor) expect(body.items).toHaveLength(limit);
    ids.push(...body.items.map((item) => item.applicationId));
    cursor = body.nextCursor;
    if (!cursor) return ids;
  }
  throw new Error('paging did not end');
}

/** The same search as one plain ILIKE query, newest first. */
async function plainSearch(term: string, options: { brokerageId?: string; includeClosed?: boolean } = {}) {
  const pattern = `%${escapeLike(term)}%`;
  const conditions: (SQL | undefined)[] = [
    or(
      ilike(applications.policyNumber, pattern),
      ilike(applications.insuredName, pattern),
      ilike(applications.email, pattern),
    ),
    options.brokerageId ? eq(applications.brokerageId, options.brokerageId) : undefined,
    options.includeClosed ? undefined : notInArray(applications.salesStatus, [...HIDDEN_SALES_STATUSES]),
  ];
  const rows = await t.db
    .select({ id: applications.id })
    .from(applications)
    .where(and(...conditions))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  return rows.map((row) => row.id);
}

async function rename(id: string, insuredName: string, email?: string) {
  await t.db
    .update(applications)
    .set({ insuredName, ...(email ? { email } : {}) })
    .where(eq(applications.id, id));
}

const tokensOf = async (id: string) =>
  (
    await t.db
      .select({ token: applicationSearchTokens.token })
      .from(applicationSearchTokens)
      .where(eq(applicationSearchTokens.applicationId, id))
  )
    .map((row) => row.token)
    .sort();

describe('which terms the word index answers', () => {
  it('takes terms of three or more letters and digits, not all digits, without ASCII punctuation', () => {
    expect(isTokenSearchable('tremblay')).toBe(true);
    expect(isTokenSearchable('Béa')).toBe(true);
    expect(isTokenSearchable('hfi2025')).toBe(true);
    expect(isTokenSearchable('ab')).toBe(false);
    expect(isTokenSearchable('101000')).toBe(false);
    expect(isTokenSearchable('jean tremblay')).toBe(false);
    expect(isTokenSearchable('a.tremblay')).toBe(false);
    expect(isTokenSearchable('50%')).toBe(false);
  });
});

describe('CRM search through the word index', () => {
  const terms = [
    'Tremblay',
    'TREMBL',
    'rembla',
    'example',
    'son',
    'Inc',
    'net',
    'ltd.',
    'jean tremblay',
    'qqqzz',
  ];

  it.each(terms)(
    'lists exactly what a plain ILIKE finds for %j, newest first, page after page',
    async (term) => {
      const expected = await plainSearch(term);
      expect(await walk(admin, { search: term })).toEqual(expected);
    },
  );

  it('keeps the closed leads out unless asked for, and a broker within their brokerage', async () => {
    expect(await walk(admin, { search: 'tremblay', includeClosed: 'true' })).toEqual(
      await plainSearch('tremblay', { includeClosed: true }),
    );
    const mine = await walk(broker, { search: 'example' });
    expect(mine).toEqual(await plainSearch('example', { brokerageId: BROKERAGE_IDS.maple }));
    expect(mine.length).toBeGreaterThan(0);
  });

  it('pages oldest first too', async () => {
    const expected = (await plainSearch('example')).reverse();
    expect(expected.length).toBeGreaterThan(7);
    expect(await walk(admin, { search: 'example', order: 'asc' })).toEqual(expected);
  });

  it('follows a renamed insured at once', async () => {
    const [first] = SEEDED;
    await rename(first!.id, 'Zoë Béatrice-Quillfeather', 'zoe.quill@example.org');
    expect(await walk(admin, { search: 'quillfeather' })).toEqual([first!.id]);
    expect(await walk(admin, { search: 'béat' })).toEqual([first!.id]);
    expect(await walk(admin, { search: 'QUILL' })).toEqual([first!.id]);
    expect(await tokensOf(first!.id)).toEqual(
      expect.arrayContaining(['béatrice', 'quillfeather', 'zoë', 'zoe']),
    );

    await rename(first!.id, 'Zoë Gagnon-Lavoie');
    expect(await walk(admin, { search: 'quillfeather' })).toEqual([]);
    expect(await walk(admin, { search: 'béat' })).toEqual([]);
    // The email did not change: still found by it.
    expect(await walk(admin, { search: 'quill' })).toEqual([first!.id]);
    expect(await tokensOf(first!.id)).not.toContain('béatrice');
    expect(await walk(admin, { search: 'lavoie' })).toEqual(await plainSearch('lavoie'));
  });

  it('lists an application holding the term in several words once, and keeps pages full', async () => {
    const [, second, third] = SEEDED;
    await rename(second!.id, 'Annalise Annaberg', 'anna.k@example.org');
    await rename(third!.id, 'Hanna Annaberg');
    const ids = await walk(admin, { search: 'anna', limit: '1' });
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(await plainSearch('anna'));
    expect(ids).toEqual(expect.arrayContaining([second!.id, third!.id]));
  });

  it('finds a new application by its insured name', async () => {
    const [source] = await t.db.select().from(applications).where(eq(applications.id, SEEDED[5]!.id));
    const id = '00000000-0000-4000-a000-00000000f001';
    await t.db
      .insert(applications)
      .values({ ...source!, id, insuredName: 'Xavier Wolfsbane', policyNumber: null });
    expect(await walk(admin, { search: 'wolfsbane' })).toEqual([id]);
    await t.db.delete(applications).where(eq(applications.id, id));
    expect(await tokensOf(id)).toEqual([]);
  });
});

describe('fuzzy search through the word index', () => {
  it('finds the words like a misspelt one and scores their newest applications', async () => {
    const [, , , fourth] = SEEDED;
    await rename(fourth!.id, 'Ottoline Wetherspoon');
    const { results } = await get<FuzzySearchResponse>(admin, '/api/fuzzysearch?searchword=Wetherspon');
    expect(results[0]).toMatchObject({ applicationId: fourth!.id, insuredName: 'Ottoline Wetherspoon' });
    expect(results[0]!.score).toBeGreaterThanOrEqual(0.5);
  });

  it('answers a verbatim word from the index, newest first', async () => {
    const { results } = await get<FuzzySearchResponse>(admin, '/api/fuzzysearch?searchword=tremblay');
    const expected = (await plainSearch('tremblay', { includeClosed: true })).slice(0, 20);
    expect(results.map((r) => r.applicationId)).toEqual(expected);
    expect(results.every((r) => r.score === 1)).toBe(true);
  });
});
