import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ToolboxUser, ToolboxUserAction } from '@bm/contracts';
import { formatDateTime } from '@bm/domain';
import { useToast } from '../../../components/toast-context.ts';
import { useToolboxUserAction, useToolboxUsers } from '../api/toolbox.ts';
import { LookupForm } from './lookup-form.tsx';
import { LabelledTableHead } from '../../../components/labelled-table-head.tsx';
import { ToolSection } from './tool-section.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { userToolsMessages } from './messages.ts';

type UserToolsKey = keyof typeof userToolsMessages;
const ACTIONS: { action: ToolboxUserAction; label: UserToolsKey; enabled: (user: ToolboxUser) => boolean }[] =
  [
    { action: 'unlock', label: 'unlock', enabled: (u) => u.signInLocked },
    {
      action: 'resend-confirmation',
      label: 'resendConfirmation',
      enabled: (u) => u.status === 'UNCONFIRMED' && !u.disabled,
    },
    { action: 'send-reset-code', label: 'sendResetCode', enabled: (u) => !u.disabled },
    { action: 'end-sessions', label: 'endSessions', enabled: (u) => u.activeSessions > 0 },
  ];

/** The account's state, in the bundle's words. */
function accountKey(user: ToolboxUser): UserToolsKey {
  if (user.disabled) return 'disabled';
  if (user.status === 'CONFIRMED') return 'confirmed';
  if (user.status === 'UNCONFIRMED') return 'unconfirmed';
  return 'mustSetPassword';
}

function UserActions({ user }: { user: ToolboxUser }) {
  const t = useT(userToolsMessages);
  const toast = useToast();
  const act = useToolboxUserAction();
  const [pending, setPending] = useState<ToolboxUserAction | null>(null);
  const run = (action: ToolboxUserAction) => {
    setPending(action);
    act.mutate(
      { userId: user.id, action },
      {
        onSuccess: (result) => toast.success(result.message),
        onError: (error) => toast.error(error.message),
        onSettled: () => setPending(null),
      },
    );
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {ACTIONS.map(({ action, label, enabled }) => (
        <Button
          key={action}
          size="small"
          variant="outlined"
          disabled={!enabled(user) || act.isPending}
          onClick={() => run(action)}
          aria-label={t('actionFor', { action: t(label), email: user.email })}
        >
          {pending === action ? t('working') : t(label)}
        </Button>
      ))}
    </Box>
  );
}

/** Look up any user; unlock a locked sign-in, resend a confirmation or reset code, end sessions. */
export function UserTools() {
  const t = useT(userToolsMessages);
  const [search, setSearch] = useState('');
  const users = useToolboxUsers(search);
  const items = users.data?.items;
  return (
    <ToolSection id="toolbox-users" title={t('title')} summary={t('summary')}>
      <LookupForm id="toolbox-user-search" label={t('searchLabel')} button={t('find')} onLookup={setSearch} />
      {users.isError ? <Alert severity="error">{users.error.message}</Alert> : null}
      {items && items.length === 0 ? (
        <Typography variant="body2">{t('noMatch', { search })}</Typography>
      ) : null}
      {items && items.length > 0 ? (
        <Box role="region" aria-label={t('found')} tabIndex={0} sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('found')}>
            <LabelledTableHead
              labels={[
                t('email'),
                t('name'),
                t('brokerage'),
                t('account'),
                t('signIn'),
                t('sessions'),
                t('lastSignIn'),
                t('actions'),
              ]}
            />
            <TableBody>
              {items.map((user) => (
                <TableRow key={user.id}>
                  <TableCell component="th" scope="row">
                    {user.email}
                  </TableCell>
                  <TableCell>{user.name || '—'}</TableCell>
                  <TableCell>{user.brokerageName ?? '—'}</TableCell>
                  <TableCell>
                    {t(accountKey(user))}
                    {user.mfaEnabled ? t('mfa') : ''}
                  </TableCell>
                  <TableCell>
                    {user.signInLocked ? <Chip size="small" color="error" label={t('locked')} /> : t('open')}
                  </TableCell>
                  <TableCell>{user.activeSessions}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {user.lastSignInAt ? formatDateTime(user.lastSignInAt) : t('never')}
                  </TableCell>
                  <TableCell>
                    <UserActions user={user} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
    </ToolSection>
  );
}
