import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { portalLinkResponse, type PortalLinkResponse } from '@bm/contracts';
import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { useT } from '../../../../i18n/use-t.ts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { errorMessage } from '../../../../lib/form-field.ts';
import { useCurrentUser } from '../../../../lib/session.ts';
import { useRefreshRecord } from '../../api/get-application.ts';
import { portalMessages } from './messages.ts';

export const PORTAL_MODAL_TITLE = portalMessages.title.en;

/** GET /api/link/{id}?email=&agentName=&scope=ADMIN (spec 7): answer data.link. */
export function fetchPortalLink(
  applicationId: string,
  query: { agentName?: string; email?: string },
  signal?: AbortSignal,
): Promise<PortalLinkResponse> {
  return apiRequest(`/api/link/${encodeURIComponent(applicationId)}`, {
    query: { scope: 'ADMIN', ...query },
    schema: portalLinkResponse,
    signal,
  });
}

/**
 * The EndorsementOnPortalModal (spec 2.6): full screen, the policy portal page of a freshly issued
 * admin link in a frame.
 */
export function EndorsementOnPortalModal({ applicationId, onClose }: ModalComponentProps) {
  const t = useT(portalMessages);
  const { user } = useCurrentUser();
  const refresh = useRefreshRecord();
  // A request made in the portal wrote a note and a history row: the record reads them again.
  const close = () => {
    void refresh(applicationId);
    onClose();
  };
  const agentName = user
    ? [user.givenName, user.familyName].filter(Boolean).join(' ') || undefined
    : undefined;
  const link = useQuery({
    queryKey: ['crm', 'portal-link', applicationId] as const,
    queryFn: ({ signal }) => fetchPortalLink(applicationId, { agentName }, signal),
    enabled: user !== undefined,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  return (
    <Dialog open fullScreen onClose={close} aria-labelledby="portal-modal-title">
      <AppBar position="static" color="default" elevation={1}>
        <Toolbar>
          <Typography id="portal-modal-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('title')}
          </Typography>
          <Button onClick={close} variant="outlined">
            {t('close')}
          </Button>
        </Toolbar>
      </AppBar>
      <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        {link.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label={t('opening')} />
          </Box>
        )}
        {link.error && (
          <Alert severity="error" sx={{ m: 2 }}>
            {errorMessage(link.error)}
          </Alert>
        )}
        {link.data && (
          <Box
            component="iframe"
            title={t('portal')}
            src={link.data.data.link}
            sx={{ flexGrow: 1, width: '100%', border: 0 }}
          />
        )}
      </Box>
    </Dialog>
  );
}
