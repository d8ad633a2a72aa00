import { describe, expect, it } from 'vitest';
import { formatFileSize, pageTitle } from './format.ts';
import { isValidPostalCode, normalisePostalCode, provinceFromPostalCode } from './provinces.ts';

describe('postal codes', () => {
  it.each([
    ['V6B 1A1', 'BC'],
    ['m5v2t6', 'ON'],
    ['H3B 2Y5', 'QC'],
    ['X0A 0H0', 'NU'],
    ['X1A 2L9', 'NT'],
    ['A1C 5M2', 'NL'],
  ])('%s is in %s', (postal, province) => {
    expect(provinceFromPostalCode(postal)).toBe(province);
  });
  it('checks the letter-digit pattern', () => {
    expect(isValidPostalCode('V6B 1A1')).toBe(true);
    expect(isValidPostalCode('V6B1A1')).toBe(true);
    expect(isValidPostalCode('123 456')).toBe(false);
    expect(isValidPostalCode('D6B 1A1')).toBe(false);
  });
  it('normalises to A1B 2C3', () => {
    expect(normalisePostalCode(' v6b1a1 ')).toBe('V6B 1A1');
  });
});

describe('formatting', () => {
  it.each([
    [0, '0 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [10_485_760, '10 MB'],
    [1_234_567, '1.18 MB'],
  ])('%d bytes -> %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
  it.each([
    [0, '0 octets'],
    [1023, '1023 octets'],
    [1536, '1,5 Ko'],
    [1_234_567, '1,18 Mo'],
  ])('%d bytes in French -> %s', (bytes, text) => {
    expect(formatFileSize(bytes, 'fr-CA')).toBe(text);
  });
  it('builds page titles as {title} | {product}', () => {
    expect(pageTitle('CRM')).toBe('CRM | Apollo Broker Marketplace');
  });
});
