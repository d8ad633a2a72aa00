import LinearProgress from '@mui/material/LinearProgress';
import { useT } from '../../i18n/use-t.ts';
import { loadingBarMessages } from './messages.ts';

/** The thin bar at the top of the window while the next page's code or data loads. */
export function PageLoadingBar() {
  const t = useT(loadingBarMessages);
  return (
    <LinearProgress
      aria-label={t('loadingPage')}
      color="secondary"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 2 }}
    />
  );
}
