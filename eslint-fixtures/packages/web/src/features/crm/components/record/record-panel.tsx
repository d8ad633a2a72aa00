// Allowed: leaving the feature's folder and coming back into it is still the same feature.
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { getRecord } from '../../../crm/api/get-record.ts';

export const RecordPanel = () => <SubmitButton label={String(getRecord)} />;
