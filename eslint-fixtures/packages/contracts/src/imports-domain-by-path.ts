import { roundCents } from '../../domain/src/rounding.ts';

export const round = roundCents;
