import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, ilike, or } from 'drizzle-orm';
import type { FuzzySearchResponse } from '@bm/contracts';
import { applications } from '../src/db/schema.ts';
import { BROKERAGE_IDS } from '../src/db/seed-data.ts';
import { escapeLike } from '../src/modules/applications/filters.ts';
import { createRandom } from './helpers/fuzz.ts';
import { SEEDED } from './helpers/seeded.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin = '';
let broker = '';
let broker2 = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionCookie(t.db, 'admin');
  broker = await sessionCookie(t.db, 'broker');
  broker2 = await sessionCookie(t.db, 'broker2');
});
afterAll(() => t?.close());

const search = async (cookie: string, searchword: string) => {
  const response = await t.app.inject({
    url: `/api/fuzzysearch?${new URLSearchParams({ searchword })}`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as FuzzySearchResponse;
};

const brokerageIdOf = new Map(SEEDED.map((a) => [a.id, a.brokerageId]));

describe('GET /api/fuzzysearch', () => {
  it('answers 401 when signed out and 400 without a search word', async () => {
    expect((await t.app.inject('/api/fuzzysearch?searchword=smith')).statusCode).toBe(401);
    const empty = await t.app.inject({ url: '/api/fuzzysearch?searchword=', headers: { cookie: admin } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: expect.any(String) });
  });

  it('finds an insured name despite a typo, best first', async () => {
    const tremblays = SEEDED.filter((a) => a.insuredName!.includes('Tremblay'));
    expect(tremblays.length).toBeGreaterThan(0);
    const body = await search(admin, 'Tremblya');
    expect(body.searchTerm).toBe('Tremblya');
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.length).toBeLessThanOrEqual(20);
    expect(body.results[0]!.insuredName).toContain('Tremblay');
    const scores = body.results.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('finds an exact policy number first, with the top score', async () => {
    const bound = SEEDED.find((a) => a.policyNumber)!;
    const body = await search(admin, bound.policyNumber!);
    expect(body.results[0]).toMatchObject({
      applicationId: bound.id,
      policyNumber: bound.policyNumber,
      score: 1,
    });
  });

  it('finds a substring of an email even when it is not a whole word', async () => {
    const target = SEEDED[123]!;
    const body = await search(admin, target.email!.slice(2, 12));
    expect(body.results.map((r) => r.applicationId)).toContain(target.id);
  });

  it('finds applications by a misspelt brokerage name', async () => {
    const body = await search(admin, 'Mapel Leaf');
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.every((r) => r.brokerageName === 'Maple Leaf Brokers')).toBe(true);
  });

  it("keeps a broker to their own brokerage's applications", async () => {
    const mine = await search(broker, 'Tremblya');
    expect(mine.results.every((r) => brokerageIdOf.get(r.applicationId) === BROKERAGE_IDS.maple)).toBe(true);
    expect((await search(broker2, 'Mapel Leaf')).results).toEqual([]);
    const mapleOnly = SEEDED.find((a) => a.brokerageId === BROKERAGE_IDS.maple && a.policyNumber)!;
    expect((await search(broker2, mapleOnly.policyNumber!)).results).not.toContainEqual(
      expect.objectContaining({ applicationId: mapleOnly.id }),
    );
  });

  it('treats % and _ as plain characters', async () => {
    expect((await search(admin, '%')).results).toEqual([]);
    expect((await search(admin, '_')).results).toEqual([]);
  });
});

/** Words a term is made of: SQL's own, quoting and LIKE characters, and the insureds' words. */
const SQL_WORDS = ['union', 'select', 'from', 'where', 'order', 'limit', 'null', 'drop', 'or', 'and', 'all'];
const ODD_CHARACTERS = ["'", '"', '%', '_', '\\', ';', '--', '/*', '(', ')', '$1', ':term'];

/** Whether some application holds the term verbatim in a searched field (what the search scores 1). */
async function holdsVerbatim(term: string): Promise<boolean> {
  const pattern = `%${escapeLike(term)}%`;
  const [row] = await t.db
    .select({ id: applications.id })
    .from(applications)
    .where(
      or(
        ilike(applications.policyNumber, pattern),
        ilike(applications.insuredName, pattern),
        ilike(applications.email, pattern),
      ),
    )
    .limit(1);
  return row !== undefined;
}

describe('GET /api/fuzzysearch over any term', () => {
  const renamed: [string, string, string][] = [
    ['Lakeview Renovations', 'info@lakeviewreno.ca', SEEDED[40]!.id],
    ['Lakeviews Reno', 'lakeview.reno@example.com', SEEDED[41]!.id],
    ['Union Select Roofing', 'union.select@example.com', SEEDED[42]!.id],
    ["Selects O'Union", 'unions.selects@example.com', SEEDED[43]!.id],
  ];
  beforeAll(async () => {
    for (const [insuredName, email, id] of renamed) {
      await t.db.update(applications).set({ insuredName, email }).where(eq(applications.id, id));
    }
  });

  it('finds "Lakeview" once several words resemble it (each page of the union in parentheses)', async () => {
    const body = await search(admin, 'Lakeview');
    expect(body.results[0]).toMatchObject({ score: 1 });
    expect(body.results.map((r) => r.insuredName)).toEqual(
      expect.arrayContaining(['Lakeview Renovations', 'Lakeviews Reno']),
    );
    const typo = await search(admin, 'Lakevew');
    expect(typo.results.map((r) => r.insuredName)).toContain('Lakeview Renovations');
  });

  it('answers every term, SQL words, quotes and LIKE characters included, best first', async () => {
    const random = createRandom(27);
    const names = SEEDED.slice(0, 60).flatMap((a) => a.insuredName!.split(' '));
    const words = [...SQL_WORDS, ...names, 'lakeview', 'unions', 'reno'];
    const piece = () => (random.chance(0.3) ? random.pick(ODD_CHARACTERS) : random.pick(words));
    const typo = (word: string) => {
      if (word.length < 4 || !random.chance(0.3)) return word;
      const at = random.int(1, word.length - 2);
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    };
    for (let i = 0; i < 80; i += 1) {
      const parts = Array.from({ length: random.int(1, 3) }, () => typo(piece()));
      const term = parts.join(random.pick(['', ' ', '.', "'"])).slice(0, 200);
      const cased = random.chance(0.5) ? term.toUpperCase() : term;
      if (cased.trim() === '') continue;
      const response = await t.app.inject({
        url: `/api/fuzzysearch?${new URLSearchParams({ searchword: cased })}`,
        headers: { cookie: admin },
      });
      expect(response.statusCode, `${JSON.stringify(cased)}: ${response.body}`).toBe(200);
      const { results } = response.json() as FuzzySearchResponse;
      expect(results.length).toBeLessThanOrEqual(20);
      const scores = results.map((r) => r.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(scores.every((s) => s >= 0 && s <= 1)).toBe(true);
      if (await holdsVerbatim(cased)) expect(scores[0], JSON.stringify(cased)).toBe(1);
    }
  });
});
