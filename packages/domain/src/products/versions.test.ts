import { describe, expect, it } from 'vitest';
import { compareVersions, latestVersion } from './versions.ts';

describe('compareVersions: numeric by dot parts', () => {
  it.each<[string, string, number]>([
    ['1.10', '1.9', 1],
    ['1.9', '1.10', -1],
    ['1.0', '1', 0],
    ['1', '1.0.0', 0],
    ['2', '1.99', 1],
    ['1.2.3', '1.2.4', -1],
    ['1.02', '1.2', 0],
    ['10.0', '9.9', 1],
    ['v1.2', '1.2', 0],
    ['1.x', '1.0', 0],
  ])('%s vs %s -> %d', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });

  it('sorts versions', () => {
    expect(['1.10', '1.2', '1.9', '1'].sort(compareVersions)).toEqual(['1', '1.2', '1.9', '1.10']);
  });

  it('finds the latest version', () => {
    expect(latestVersion(['1.9', '1.10', '1.2'])).toBe('1.10');
    expect(latestVersion([])).toBeNull();
  });
});
