// Allowed: contracts' own files, @bm/domain and zod.
import { roundCents } from '@bm/domain';
import { z } from 'zod';
import { idSchema } from './common.ts';

export const quoteSchema = z.object({ id: idSchema, totalCents: z.number().transform(roundCents) });
