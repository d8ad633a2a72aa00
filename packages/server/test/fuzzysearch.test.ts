import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FuzzySearchResponse } from '@bm/contracts';
import { BROKERAGE_IDS } from '../src/db/seed-data.ts';
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
