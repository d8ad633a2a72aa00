// Allowed: a feature imports its own files, components/, lib/, domain and contracts.
import { quoteSchema } from '@bm/contracts';
import { total } from '@bm/domain';
import { apiFetch } from '../../../lib/api-client.ts';

export const getQuote = (id: string) => apiFetch(`/api/quotes/${id}`).then(quoteSchema.parse).then(total);
