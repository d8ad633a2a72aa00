import Chip from '@mui/material/Chip';
import type { NsfStatus } from '@bm/domain';

export const NSF_STATUS_LABELS: Record<NsfStatus, string> = { pending: 'Pending', completed: 'Completed' };

/** An NSF invoice's status (spec 4): pending while its payment is owed, completed once settled. */
export function NsfStatusChip({ status }: { status: NsfStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={NSF_STATUS_LABELS[status]}
      color={status === 'pending' ? 'warning' : 'success'}
    />
  );
}
