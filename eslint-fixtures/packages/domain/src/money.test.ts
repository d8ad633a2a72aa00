// Allowed: a domain test may import vitest.
import { expect, it } from 'vitest';
import { total } from './money.ts';

it('adds', () => expect(total([1, 2])).toBe(3));
