// Allowed: domain's own files and its pure libraries.
import { TZDate } from '@date-fns/tz';
import { roundCents } from './rounding.ts';

export const dueOn = (iso: string) => new TZDate(iso, 'America/Toronto');
export const total = (cents: number[]) => roundCents(cents.reduce((sum, c) => sum + c, 0));
