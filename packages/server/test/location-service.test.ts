import { describe, expect, it } from 'vitest';
import { isValidPostalCode, provinceFromPostalCode, PROVINCES } from '@bm/domain';
import { createLocationService } from '../src/integrations/location/index.ts';
import { BUILDINGS, CITIES, HAZARDS } from '../src/integrations/location/local-data.ts';

const service = createLocationService();
const allFsas = CITIES.flatMap((city) => city.fsas);

describe('local location data', () => {
  it('covers every province and territory', () => {
    expect(new Set(CITIES.map((city) => city.province))).toEqual(new Set(PROVINCES));
  });

  it.each(CITIES.map((city) => [city.name, city] as const))(
    '%s has valid FSAs of its province',
    (_, city) => {
      expect(city.fsas.length).toBeGreaterThan(0);
      for (const fsa of city.fsas) {
        expect(isValidPostalCode(`${fsa} 1A1`)).toBe(true);
        expect(provinceFromPostalCode(fsa)).toBe(city.province);
      }
    },
  );

  it('gives each FSA to one city only, and hazards only to known FSAs', () => {
    expect(new Set(allFsas).size).toBe(allFsas.length);
    for (const fsa of Object.keys(HAZARDS)) expect(allFsas).toContain(fsa);
  });

  it('places every building in a known city of its postal code', () => {
    for (const { address } of BUILDINGS) {
      expect(isValidPostalCode(address.postal)).toBe(true);
      const city = CITIES.find((c) => c.fsas.includes(address.postal.slice(0, 3)));
      expect(city).toMatchObject({ name: address.city, province: address.province });
    }
  });
});

describe('local location service', () => {
  it.each([
    [
      '12-345 main st, kelowna, bc',
      { unit: '12', street: '345 Main Street', city: 'Kelowna', province: 'BC' },
    ],
    ['77 water st st johns', { street: '77 Water Street', city: "St. John's", province: 'NL' }],
    ['9 Oak Street Sudbury ON', { street: '9 Oak Street', city: 'Greater Sudbury', province: 'ON' }],
    ['10 Queen St, Mont', { street: '10 Queen Street', city: 'Montréal', province: 'QC' }],
    ['5 1st ave, Whitehorse', { street: '5 First Avenue', city: 'Whitehorse', province: 'YT' }],
  ])('reads %s', async (query, expected) => {
    const [first] = await service.suggest(query);
    expect(first).toMatchObject(expected);
  });

  it('offers French street names only where they are used', async () => {
    const suggestions = await service.suggest('5 rue principale');
    expect(suggestions.length).toBeGreaterThan(0);
    for (const s of suggestions) expect(['QC', 'NB']).toContain(s.province);
  });

  it('offers streets of a city typed alone, and nothing for unknown text', async () => {
    const suggestions = await service.suggest('kelow');
    expect(suggestions).toHaveLength(8);
    expect(new Set(suggestions.map((s) => s.city))).toEqual(new Set(['Kelowna']));
    expect(await service.suggest('zzzz')).toEqual([]);
  });

  it('looks up hazards by FSA and answers low where none are known', async () => {
    const at = (postal: string) =>
      service.lookup({ street: '1 Main Street', city: '', province: '', postal });
    expect(await at('T9H 1A1')).toMatchObject({
      city: 'Fort McMurray',
      wildfireRisk: 'high',
      floodRisk: 'moderate',
    });
    expect(await at('J8T 1A1')).toMatchObject({ city: 'Gatineau', floodRisk: 'high' });
    expect(await at('R2C 1A1')).toMatchObject({ city: 'Winnipeg', floodRisk: 'high' });
    expect(await at('M5V 1A1')).toMatchObject({ city: 'Toronto', floodRisk: 'low', wildfireRisk: 'low' });
    expect(await at('X0A 1H0')).toMatchObject({ city: 'Iqaluit', province: 'NU' });
  });

  it('keeps a postal code of an unlisted FSA when the city and province agree with it', async () => {
    const info = await service.lookup({
      street: '1 Main St',
      city: 'Montreal',
      province: 'QC',
      postal: 'H4A 1A1',
    });
    expect(info).toMatchObject({ city: 'Montréal', postal: 'H4A 1A1' });
    const clash = await service.lookup({
      street: '1 Main St',
      city: 'Montreal',
      province: 'QC',
      postal: 'M9W 1A1',
    });
    expect(clash).toBeNull();
  });

  it('answers null when nothing matches', async () => {
    expect(await service.lookup({ street: '', city: 'Atlantis', province: 'BC', postal: '' })).toBeNull();
    expect(await service.lookup({ street: '', city: 'Kelowna', province: 'ON', postal: '' })).toBeNull();
  });
});
