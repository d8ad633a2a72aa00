import { quoteSchema } from '../../contracts/src/quote.ts';

export const schema = quoteSchema;
