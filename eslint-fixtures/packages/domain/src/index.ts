export { total } from './money.ts';
export { roundCents } from './rounding.ts';
