// Another module, through the index.
import { priceQuote } from '../quotes/index.ts';

export const chargeQuote = (id: string) => priceQuote(id);
