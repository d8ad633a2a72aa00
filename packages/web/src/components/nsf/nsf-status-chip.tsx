import Chip from '@mui/material/Chip';
import type { NsfStatus } from '@bm/domain';
import { useT } from '../../i18n/use-t.ts';
import { nsfStatusMessages } from './messages.ts';

/** An NSF invoice's status (spec 4): pending while its payment is owed, completed once settled. */
export function NsfStatusChip({ status }: { status: NsfStatus }) {
  const t = useT(nsfStatusMessages);
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(status)}
      color={status === 'pending' ? 'warning' : 'success'}
    />
  );
}
