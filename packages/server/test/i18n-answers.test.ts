import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@bm/domain';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed-data.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const fr = { 'accept-language': 'fr-CA' };

describe('the server answers its errors in the request’s language (decision 0079)', () => {
  it('a signed-out /me: French with Accept-Language fr-CA, the English word for word without', async () => {
    const french = await t.app.inject({ url: '/api/auth/me', headers: fr });
    expect(french.statusCode).toBe(401);
    expect(french.json().message).toBe('Vous devez vous connecter pour faire cela.');
    const english = await t.app.inject({ url: '/api/auth/me' });
    expect(english.json().message).toBe(MESSAGES.notSignedIn);
  });

  it('a validation error of a contract', async () => {
    const payload = { email: 'not-an-email', password: 'x' };
    const french = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: fr });
    expect(french.statusCode).toBe(400);
    expect(french.json().message).toBe('email: Saisissez une adresse courriel valide');
    const english = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(english.json().message).toBe('email: Enter a valid email address');
  });

  it('PUT /api/auth/language remembers the language, and refuses one that is not ours', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_USERS.broker.email, password: DEMO_PASSWORD },
    });
    const cookie = (login.headers['set-cookie'] as string[]).map((c) => c.split(';')[0]).join('; ');
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      headers: { cookie },
      payload: { language: 'fr-CA' },
    });
    expect(set.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ user: { language: 'fr-CA' } });
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      headers: { cookie },
      payload: { language: 'de-DE' },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('the exports’ headers are in the request’s language; their cells stay data', () => {
  /** The first line of a CSV download, without the byte order mark. */
  const headerRow = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n')[0];

  it('GET /api/invoices.csv and the journal: French headers with Accept-Language fr-CA', async () => {
    const cookie = await sessionCookie(t.db, 'finance');
    const invoices = async (headers: Record<string, string>) =>
      t.app.inject({ url: '/api/invoices.csv', headers: { cookie, ...headers } });
    const french = await invoices(fr);
    expect(french.statusCode).toBe(200);
    expect(headerRow(french.body)).toBe(
      'Numéro de facture,Numéro de police,Assuré,Cabinet de courtage,Type,Description,Date d’échéance,Montant dû ($),Montant payé ($),Solde dû ($),Statut',
    );
    const english = await invoices({});
    expect(headerRow(english.body)).toBe(
      'Invoice number,Policy number,Insured,Brokerage,Type,Description,Due date,Amount due ($),Amount paid ($),Owing ($),Status',
    );
    // The same rows either way: only the headers are translated.
    expect(french.body.split('\r\n').slice(1)).toEqual(english.body.split('\r\n').slice(1));

    // A download link says its language in the URL (the browser sends its own Accept-Language).
    const linked = await t.app.inject({
      url: '/api/invoices.csv?lang=fr-CA',
      headers: { cookie, 'accept-language': 'en-US' },
    });
    expect(headerRow(linked.body)).toBe(headerRow(french.body));

    const journal = await t.app.inject({ url: '/api/accounting/journal.csv', headers: { cookie, ...fr } });
    expect(journal.statusCode, journal.body.slice(0, 200)).toBe(200);
    expect(headerRow(journal.body)).toBe('Date,Écriture,Source,Code de compte,Compte,Débit,Crédit,Note');
  });
});
