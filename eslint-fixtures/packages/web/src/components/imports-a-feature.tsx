import { RecordPanel } from '../features/crm/components/record/record-panel.tsx';

export const Shell = () => <RecordPanel />;
