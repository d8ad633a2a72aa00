import { quoteSchema } from '@bm/contracts';

export const schema = quoteSchema;
