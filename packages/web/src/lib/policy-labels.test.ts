import { describe, expect, it } from 'vitest';
import { humaniseKey } from './policy-labels.ts';

describe('humaniseKey', () => {
  it.each([
    ['business-address-city', 'Business address city'],
    ['policy-effective-date', 'Policy effective date'],
    ['email', 'Email'],
    ['roommate_1_name', 'Roommate 1 name'],
    ['policyEffectiveDate', 'Policy effective date'],
  ])('%s -> %s', (key, label) => expect(humaniseKey(key)).toBe(label));
});
