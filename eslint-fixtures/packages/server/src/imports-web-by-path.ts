import { apiFetch } from '../../web/src/lib/api-client.ts';

export const fetcher = apiFetch;
