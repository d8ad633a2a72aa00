import { apiFetch } from '@bm/web';

export const fetcher = apiFetch;
