import { getQuote } from '../features/quotes/api/get-quote.ts';

export const quote = getQuote;
