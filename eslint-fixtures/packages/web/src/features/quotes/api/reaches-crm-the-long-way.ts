import { getRecord } from '../../../features/crm/api/get-record.ts';

export const record = getRecord;
