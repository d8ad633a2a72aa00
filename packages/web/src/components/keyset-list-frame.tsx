import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RetryAlert } from './retry-alert.tsx';
import { useT } from '../i18n/use-t.ts';
import { pagingMessages } from './messages.ts';

export interface KeysetListFrameProps {
  /** The list's query as react-query gives it. */
  query: { isFetching: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
  /** e.g. 'Loading invoices' (the progress bar's name). */
  loadingLabel: string;
  /** The first page came back empty (not while a placeholder page shows). */
  empty: boolean;
  /** A search or a filter is in force: the empty state offers to clear them. */
  filtered: boolean;
  emptyTitle: string;
  /** What the list will hold, shown when it is empty and nothing filters it. */
  emptyHint: string;
  onClearFilters: () => void;
  /** The table, shown unless the list failed or is empty. */
  children: ReactNode;
  /** The pager, under the table (or the message). */
  pagination: ReactNode;
}

/**
 * The frame of a keyset-paged list page (CRM, invoices, NSF): a progress bar while a page loads, the
 * server's message with Retry when it fails, an empty state that offers to clear the filters, else
 * the table; the pager below.
 */
export function KeysetListFrame(props: KeysetListFrameProps) {
  const { query } = props;
  const t = useT(pagingMessages);
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ height: 4 }}>
        {query.isFetching ? <LinearProgress aria-label={props.loadingLabel} /> : null}
      </Box>
      {query.isError ? (
        <RetryAlert sx={{ m: 2 }} onRetry={() => void query.refetch()}>
          {query.error?.message}
        </RetryAlert>
      ) : props.empty ? (
        <Box sx={{ p: 6, textAlign: 'center' }}>
          <Typography variant="subtitle1" component="p">
            {props.emptyTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {props.filtered ? t('nothingMatches') : props.emptyHint}
          </Typography>
          {props.filtered ? (
            <Button variant="outlined" size="small" onClick={props.onClearFilters}>
              {t('clearFilters')}
            </Button>
          ) : null}
        </Box>
      ) : (
        props.children
      )}
      {props.pagination}
    </Paper>
  );
}
