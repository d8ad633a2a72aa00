import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidPostalCode, provinceFromPostalCode } from '@bm/domain';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.loginAs('broker');
});
afterAll(() => t?.close());

const suggest = (query: string, headers: Record<string, string> = { cookie }) =>
  t.app.inject({ url: `/api/addressSuggestions?query=${encodeURIComponent(query)}`, headers });

const locationInfo = (payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/publicLocationInfo', payload });

describe('GET /api/addressSuggestions', () => {
  it("suggests real-looking addresses for '123 Main'", async () => {
    const response = await suggest('123 Main');
    expect(response.statusCode).toBe(200);
    const { suggestions } = response.json() as {
      suggestions: { street: string; city: string; province: string; postal: string; label: string }[];
    };
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    for (const s of suggestions) {
      expect(s.street).toBe('123 Main Street');
      expect(isValidPostalCode(s.postal)).toBe(true);
      expect(s.postal).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/);
      expect(provinceFromPostalCode(s.postal)).toBe(s.province);
      expect(s.label).toBe(`123 Main Street, ${s.city}, ${s.province} ${s.postal}`);
    }
  });

  it('narrows to the city typed after a comma', async () => {
    const { suggestions } = (await suggest('45 queen st, kelowna')).json();
    expect(suggestions).toHaveLength(1);
    expect(suggestions[0]).toMatchObject({ street: '45 Queen Street', city: 'Kelowna', province: 'BC' });
    expect(suggestions[0].postal).toMatch(/^V1[VWXY] /);
  });

  it('answers the same suggestions every time', async () => {
    const first = (await suggest('88 Maple')).json();
    const second = (await suggest('88 Maple')).json();
    expect(second).toEqual(first);
  });

  it('needs a signed-in user', async () => {
    expect((await suggest('123 Main', {})).statusCode).toBe(401);
  });

  it('answers 400 for a query under 3 characters', async () => {
    expect((await suggest('12')).statusCode).toBe(400);
  });
});

describe('POST /api/publicLocationInfo', () => {
  it('gives a Kelowna postal code a high wildfire band and fills city and province', async () => {
    const response = await locationInfo({ street: '1450 Ellis Street', postal: 'v1y2a1' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.locationInfo).toMatchObject({
      street: '1450 Ellis Street',
      city: 'Kelowna',
      province: 'BC',
      postal: 'V1Y 2A1',
      wildfireRisk: 'high',
      floodRisk: 'low',
    });
    expect(body.locationInfo.latitude).toBeCloseTo(49.888, 1);
    expect(body.locationInfo.longitude).toBeCloseTo(-119.496, 1);
    expect(body.locationInfo.fireHallDistanceKm).toBeGreaterThanOrEqual(0.5);
    expect(body.locationInfo.fireHallDistanceKm).toBeLessThanOrEqual(15);
    expect(body.autofilledKeys).toEqual([
      'business-address-city',
      'business-address-province',
      'business-address-postal',
    ]);
  });

  it('fills nothing when the address was already complete and canonical', async () => {
    const response = await locationInfo({
      street: '100 Main Street',
      city: 'Abbotsford',
      province: 'BC',
      postal: 'V2S 1A1',
    });
    expect(response.json()).toMatchObject({ locationInfo: { floodRisk: 'high' }, autofilledKeys: [] });
  });

  it('finds the city by name and province when there is no postal code, and fills the postal code', async () => {
    const body = (await locationInfo({ street: '7 Main Street', city: 'montreal', province: 'QC' })).json();
    expect(body.locationInfo).toMatchObject({ city: 'Montréal', province: 'QC' });
    expect(body.locationInfo.postal).toMatch(/^H\d[A-Z] \d[A-Z]\d$/);
    expect(body.autofilledKeys).toEqual(['business-address-city', 'business-address-postal']);
  });

  it('gives rural places a longer distance to the fire hall', async () => {
    const body = (await locationInfo({ street: '1 Main Street', postal: 'V0K 1X0' })).json();
    expect(body.locationInfo).toMatchObject({ city: 'Lytton', wildfireRisk: 'high' });
    expect(body.locationInfo.fireHallDistanceKm).toBeGreaterThanOrEqual(5);
  });

  it('answers null for a postal code in an unknown FSA', async () => {
    const response = await locationInfo({ street: '1 Concession Road', postal: 'K0K 1A0' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ locationInfo: null, autofilledKeys: [] });
  });

  it('answers 400 for a postal code in a bad format', async () => {
    const response = await locationInfo({ street: '1 Main Street', postal: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Postal code must match format: A1B 2C3' });
  });

  it('answers the same facts every time', async () => {
    const payload = { street: '22 Water Street', city: "St. John's", province: 'NL', postal: 'A1C 1A1' };
    const first = (await locationInfo(payload)).json();
    expect((await locationInfo(payload)).json()).toEqual(first);
  });
});

describe('GET /api/buildings', () => {
  const buildings = (query: string) => t.app.inject(`/api/buildings?${query}`);

  it('lists campus residences for student tenants, with valid addresses', async () => {
    const response = await buildings('productId=student-tenants&subdomain=mapleleaf');
    expect(response.statusCode).toBe(200);
    const list = response.json().data.data as { id: string; address: { province: string; postal: string } }[];
    expect(list.length).toBeGreaterThan(0);
    for (const b of list) expect(provinceFromPostalCode(b.address.postal)).toBe(b.address.province);
  });

  it("shows a brokerage's own buildings only on its marketplace", async () => {
    const ids = async (query: string) =>
      ((await buildings(query)).json().data.data as { id: string }[]).map((b) => b.id);
    expect(await ids('productId=tenants&subdomain=coastal')).toContain('orchard-house');
    expect(await ids('productId=tenants&subdomain=mapleleaf')).not.toContain('orchard-house');
    expect(await ids('productId=tenants')).not.toContain('orchard-house');
  });

  it('answers an empty list for products without buildings', async () => {
    const response = await buildings('productId=contractors&subdomain=mapleleaf');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { data: [] } });
  });

  it('is in the OpenAPI document', async () => {
    const paths = (await t.app.inject('/api/docs')).json().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/api/buildings', '/api/publicLocationInfo', '/api/addressSuggestions']),
    );
  });
});

describe('POST /api/publicLocationInfo rate limit', () => {
  it('answers 429 after 60 calls a minute from one address', async () => {
    let last = await locationInfo({ postal: 'V1Y 2A1' });
    for (let i = 0; i < 60 && last.statusCode === 200; i += 1)
      last = await locationInfo({ postal: 'V1Y 2A1' });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ message: 'Too many attempts. Please wait a few minutes and try again.' });
  });
});
