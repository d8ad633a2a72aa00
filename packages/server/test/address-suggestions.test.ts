import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AddressSuggestionsResponse } from '@bm/contracts';
import { applications } from '../src/db/schema.ts';
import { BROKERAGE_IDS } from '../src/db/seed-data.ts';
import { SEEDED } from './helpers/seeded.ts';
import { signInAll } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const cookies = { broker: '', broker2: '' };
const insured = SEEDED.find((a) => a.brokerageId === BROKERAGE_IDS.maple)!;

beforeAll(async () => {
  t = await createTestApp();
  await signInAll(t.db, cookies);
  const [row] = await t.db
    .select({ form: applications.form })
    .from(applications)
    .where(eq(applications.id, insured.id));
  await t.db
    .update(applications)
    .set({
      form: {
        ...(row!.form as Record<string, unknown>),
        'business-address-street': '48 Lakeview Crescent',
        'business-address-unit': '3',
        'business-address-city': 'Kelowna',
        'business-address-province': 'BC',
        'business-address-postal': 'V1Y 9Z9',
      },
    })
    .where(eq(applications.id, insured.id));
});
afterAll(() => t?.close());

async function suggest(cookie: string, query: string, postal?: string) {
  const response = await t.app.inject({
    url: `/api/addressSuggestions?${new URLSearchParams({ query, ...(postal ? { postal } : {}) })}`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as AddressSuggestionsResponse).suggestions;
}

describe('GET /api/addressSuggestions: addresses the product knows', () => {
  it("suggests an insured's address of the broker's own brokerage first, whole", async () => {
    const [first] = await suggest(cookies.broker, '48 lakeview');
    expect(first).toEqual({
      street: '48 Lakeview Crescent',
      unit: '3',
      city: 'Kelowna',
      province: 'BC',
      postal: 'V1Y 9Z9',
      label: '3-48 Lakeview Crescent, Kelowna, BC V1Y 9Z9',
    });
  });

  it("does not show another brokerage's insured addresses", async () => {
    const suggestions = await suggest(cookies.broker2, '48 lakeview');
    expect(suggestions.map((s) => s.street)).not.toContain('48 Lakeview Crescent');
  });

  it("suggests the typed street at the typed postal code's city and province", async () => {
    const [first] = await suggest(cookies.broker, '77 Quarry Lane', 'v1y 2a1');
    expect(first).toEqual({
      street: '77 Quarry Lane',
      city: 'Kelowna',
      province: 'BC',
      postal: 'V1Y 2A1',
      label: '77 Quarry Lane, Kelowna, BC V1Y 2A1',
    });
    const unknownArea = await suggest(cookies.broker, '77 Quarry Lane', 'Z9Z 9Z9');
    expect(unknownArea.map((s) => s.street)).not.toContain('77 Quarry Lane');
  });

  it('takes LIKE and quoting characters as plain text', async () => {
    for (const query of ['%%%', '___', "48' or 1=1 --", '\\\\\\']) {
      expect(await suggest(cookies.broker, query)).not.toContainEqual(
        expect.objectContaining({ street: '48 Lakeview Crescent' }),
      );
    }
  });
});
