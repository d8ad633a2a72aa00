import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useT } from '../i18n/use-t.ts';
import { commonMessages } from './messages.ts';

/** The loading state of a section or page (spec 2.1). */
export function Spinner({ label, size = 40 }: { label?: string; size?: number }) {
  const t = useT(commonMessages);
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', py: 4 }}>
      <CircularProgress size={size} aria-label={label ?? t('loading')} />
    </Box>
  );
}

/** Whole-screen 'Loading' indicator, shown while the session or a page's code loads. */
export function FullScreenLoading() {
  const t = useT(commonMessages);
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-hidden />
      <Typography variant="h6" component="p" color="text.secondary">
        {t('loading')}
      </Typography>
    </Box>
  );
}

/** A spinner laid over the page (or over a `position: relative` parent when `contained`). */
export function LoadingOverlay({
  open,
  label,
  contained = false,
}: {
  open: boolean;
  label?: string;
  contained?: boolean;
}) {
  const t = useT(commonMessages);
  const text = label ?? t('working');
  return (
    <Backdrop
      open={open}
      sx={{
        position: contained ? 'absolute' : 'fixed',
        zIndex: (theme) => theme.zIndex.modal + 1,
        color: '#fff',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      <CircularProgress color="inherit" aria-label={text} />
      <Typography>{text}</Typography>
    </Backdrop>
  );
}
