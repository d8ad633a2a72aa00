import { describe, expect, it } from 'vitest';
import { configWarnings, LINK_SECRET_WARNING, loadConfig } from '../src/config.ts';

const SECRET = 'x'.repeat(32);
const DATABASE_URL = 'postgres://app@db.example:5432/marketplace';

describe('start-up warnings (configWarnings, logged by buildApp)', () => {
  it('warns when DATABASE_URL is set and DOCUMENT_LINK_SECRET is not: links would work in one process only', () => {
    expect(configWarnings(loadConfig({ DATABASE_URL }))).toEqual([LINK_SECRET_WARNING]);
    expect(LINK_SECRET_WARNING).toMatch(/DOCUMENT_LINK_SECRET/);
    expect(LINK_SECRET_WARNING).toMatch(/refused by another/);
  });

  it('says nothing with the secret set, nor on the embedded database (one process)', () => {
    expect(configWarnings(loadConfig({ DATABASE_URL, DOCUMENT_LINK_SECRET: SECRET }))).toEqual([]);
    expect(configWarnings(loadConfig({}))).toEqual([]);
    expect(configWarnings(loadConfig({ DOCUMENT_LINK_SECRET: SECRET }))).toEqual([]);
  });
});
