import { RecordPanel } from '../../crm/components/record/record-panel.tsx';

export const QuotePage = () => <RecordPanel />;
