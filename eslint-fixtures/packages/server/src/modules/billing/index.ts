export { chargeQuote } from './charge.ts';
