import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { MESSAGES } from '@bm/domain';
import { notes } from '../src/db/schema.ts';
import { SEEDED } from './helpers/seeded.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionCookie(t.db, 'admin');
});
afterAll(() => t?.close());

const policy = SEEDED.find((a) => a.status === 'bound')!;

describe('text holding the NUL character', () => {
  it.each([
    '/api/applications?search=%00abc',
    '/api/applications?search=trem%00blay',
    '/api/fuzzysearch?searchword=tremb%00lay',
  ])('is refused with 400 in a query (%s)', async (url) => {
    const response = await t.app.inject({ url, headers: { cookie: admin } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.nulCharacter });
  });

  it('is refused with 400 in a JSON body, and nothing is written', async () => {
    const before = await t.db.select({ n: count() }).from(notes).where(eq(notes.applicationId, policy.id));
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${policy.id}/notes`,
      headers: { cookie: admin },
      payload: { comment: 'Called the insured\u0000 twice.', salesStatus: 'Closed-Won' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.nulCharacter });
    const after = await t.db.select({ n: count() }).from(notes).where(eq(notes.applicationId, policy.id));
    expect(after).toEqual(before);
  });

  it('still answers 401 first when signed out', async () => {
    expect((await t.app.inject('/api/applications?search=%00abc')).statusCode).toBe(401);
  });
});
