import LinearProgress from '@mui/material/LinearProgress';

/** The thin bar at the top of the window while the next page's code or data loads. */
export function PageLoadingBar() {
  return (
    <LinearProgress
      aria-label="Loading page"
      color="secondary"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 2 }}
    />
  );
}
