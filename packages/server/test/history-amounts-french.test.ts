import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PolicyTransactionList } from '@bm/contracts';
import { policyTransactions } from '../src/db/schema.ts';
import { bindPolicy } from './helpers/bind.ts';
import { tenantsForm } from './helpers/forms.ts';
import { raiseMpfInvoice } from './helpers/mpf.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let broker = '';

beforeAll(async () => {
  t = await createTestApp();
  broker = await sessionCookie(t.db, 'broker');
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: broker } });

/** The CSV's rows as cells (the descriptions here hold no comma or quote in French). */
const csvRows = (body: string) =>
  body
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));

/** Decision 0085: a description composed around an amount is said in the reader's language. */
describe('a history description with an amount, in the reader’s language', () => {
  it('stores the English word for word and says the amount as a French reader writes it', async () => {
    const policy = await bindPolicy(t, broker, 'tenants', tenantsForm(), 'annual');
    const id = policy.applicationId;
    const { invoiceId } = await raiseMpfInvoice(t, id, { amount: 123_456 });
    const voided = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${id}/voidInvoice`,
      headers: { cookie: broker },
      payload: { invoiceId, isMPF: true, waivable: true },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const number = (voided.json() as { invoice: { number: string } }).invoice.number;
    // A row written before the parts were kept: its English alone, shown as stored.
    await t.db.insert(policyTransactions).values({
      applicationId: id,
      type: 'Void Invoice',
      description: 'Invoice OLD-1 voided: $2,000.00 no longer owed',
      createdAt: new Date(Date.now() + 1000),
    });

    const history = (await get(`/api/applications/${id}/transactions`)).json() as PolicyTransactionList;
    const [voidRow, oldRow] = history.filter((tx) => tx.type === 'Void Invoice');
    expect(voidRow!.description).toBe(`Invoice ${number} voided: $1,234.56 no longer owed`);
    expect(voidRow!.descriptionText).toEqual([
      { key: 'invoiceVoided', values: { number, amount: { cents: 123_456 } } },
    ]);
    expect(oldRow!.descriptionText).toBeUndefined();

    const french = csvRows((await get(`/api/applications/${id}/transactions.csv?lang=fr-CA`)).body);
    const descriptions = french.filter((row) => row[1] === 'Facture annulée').map((row) => row[4]);
    // The export rule removes commas (spec section 5): the amount is written as the amount columns
    // write it, so that the decimal comma of « 1 234,56 $ » cannot be lost.
    expect(descriptions).toEqual([
      `Facture ${number} annulée\u00a0: le montant de 1234.56\u00a0$ n’est plus dû`,
      'Invoice OLD-1 voided: $2000.00 no longer owed',
    ]);
    const english = (await get(`/api/applications/${id}/transactions.csv?lang=en-CA`)).body;
    expect(english).toContain(`Invoice ${number} voided: $1234.56 no longer owed`);
  });
});
