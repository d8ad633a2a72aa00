import { describe, expect, it } from 'vitest';
import { sayAccountingSyncError } from './sync-errors.ts';

describe('sayAccountingSyncError (decision 0086)', () => {
  it.each([
    [{ code: 'stopped' } as const, 'Stopped before it finished.', 'Arrêtée avant la fin.'],
    [
      { code: 'providerFailed', params: { action: 'journal' }, detail: 'Business Validation Error' } as const,
      'QuickBooks journal entry failed: Business Validation Error.',
      'Échec de QuickBooks\u00a0: écriture de journal. Business Validation Error',
    ],
    [
      { code: 'providerFailed', params: { action: 'refresh' } } as const,
      'QuickBooks token refresh failed.',
      'Échec de QuickBooks\u00a0: renouvellement du jeton.',
    ],
    [
      { code: 'noAccount', params: { name: '1200 Bank' } } as const,
      'QuickBooks has no account 1200 Bank and did not create it.',
      'QuickBooks n’a pas de compte 1200 Bank et ne l’a pas créé.',
    ],
    [
      { code: 'unexpected', detail: 'connection reset' } as const,
      'connection reset',
      'La synchronisation s’est arrêtée sur une erreur. connection reset',
    ],
  ])('says %j in English as stored and in French', (error, english, french) => {
    expect(sayAccountingSyncError(error, 'en-CA')).toBe(english);
    expect(sayAccountingSyncError(error, 'fr-CA')).toBe(french);
  });
});
