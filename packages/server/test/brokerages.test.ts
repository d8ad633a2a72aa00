import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROKERAGE_IDS } from '../src/db/seed-data.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /api/brokerages/{id}', () => {
  it('finds a brokerage by id', async () => {
    const response = await t.app.inject(`/api/brokerages/${BROKERAGE_IDS.maple}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Maple Leaf Brokers', code: 'MAPLE', isAgency: false });
  });

  it('finds a brokerage by its code, whatever the case', async () => {
    const response = await t.app.inject('/api/brokerages/apollo');
    expect(response.json()).toMatchObject({ id: BROKERAGE_IDS.apollo, isAgency: true });
  });

  it("answers 404 'No such brokerage' for an unknown one", async () => {
    const response = await t.app.inject('/api/brokerages/00000000-0000-4000-8000-0000000000ff');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such brokerage' });
  });
});

describe('GET /api/brokerages', () => {
  it('needs a signed-in user', async () => {
    expect((await t.app.inject('/api/brokerages')).statusCode).toBe(401);
  });

  it('lists every brokerage for a super admin', async () => {
    const response = await t.app.inject({
      url: '/api/brokerages',
      headers: { cookie: await t.loginAs('admin') },
    });
    expect(response.json().items.map((b: { code: string }) => b.code)).toEqual([
      'APOLLO',
      'COASTAL',
      'MAPLE',
      'PRAIRIE',
    ]);
  });

  it("lists only a broker's own brokerage", async () => {
    const response = await t.app.inject({
      url: '/api/brokerages',
      headers: { cookie: await t.loginAs('broker') },
    });
    expect(response.json().items.map((b: { id: string }) => b.id)).toEqual([BROKERAGE_IDS.maple]);
  });
});

describe('API basics', () => {
  it('serves the OpenAPI document at /api/docs', async () => {
    const response = await t.app.inject('/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty('/api/brokerages/{id}');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});
