import { apiFetch } from '../../../lib/api-client.ts';

export const getRecord = (id: string) => apiFetch(`/api/applications/${id}`);
