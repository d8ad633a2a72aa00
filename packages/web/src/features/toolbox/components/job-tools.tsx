import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { jobRunState, type ToolboxJob, type ToolboxJobRun } from '@bm/contracts';
import { formatDateTime } from '@bm/domain';
import { useToast } from '../../../components/toast-context.ts';
import { useRunToolboxJob, useToolboxJobs } from '../api/toolbox.ts';
import { LabelledTableHead } from '../../../components/labelled-table-head.tsx';
import { ToolSection } from './tool-section.tsx';

/** What a run changed (or, while it runs, has changed so far), as its summary says: `key: value` pairs. */
export function runSummaryText(run: ToolboxJobRun, nowMs = Date.now()): string {
  const state = jobRunState(run, nowMs);
  const parts = Object.entries(run.summary ?? {}).map(([key, value]) => {
    const shown = Array.isArray(value)
      ? value.length
        ? value.join(', ')
        : 'none'
      : typeof value === 'object' && value !== null
        ? JSON.stringify(value)
        : String(value);
    return `${key}: ${shown}`;
  });
  if (state === 'running') {
    const seconds = Math.max(0, Math.round((nowMs - Date.parse(run.startedAt)) / 1000));
    return [`Running for ${seconds} s`, ...parts].join(' · ');
  }
  if (state === 'stopped') return 'Stopped before finishing: its server process ended during the run.';
  if (!run.summary) return '—';
  return parts.length ? parts.join('; ') : 'Nothing to do';
}

const OUTCOME_TEXT = { done: 'Done', failed: 'Failed', running: 'Running', stopped: 'Stopped' } as const;
const outcomeText = (run: ToolboxJobRun) => OUTCOME_TEXT[jobRunState(run, Date.now())];

function JobRow({ job }: { job: ToolboxJob }) {
  const toast = useToast();
  const run = useRunToolboxJob();
  const [open, setOpen] = useState(false);
  // The run started here, until its outcome is in (then a toast says how it went).
  const [watching, setWatching] = useState<string | null>(null);
  const last = job.runs[0];
  const running = last !== undefined && jobRunState(last, Date.now()) === 'running';
  const watched = job.runs.find((r) => r.startedAt === watching);
  useEffect(() => {
    if (!watched?.outcome) return;
    setWatching(null);
    if (watched.outcome === 'done') toast.success(`${job.name} ran: ${runSummaryText(watched)}`);
    else toast.error(`${job.name} failed: ${String(watched.summary?.error ?? 'see the server log')}`);
  }, [watched, job.name, toast]);
  const start = () =>
    run.mutate(job.name, {
      onSuccess: (result) => {
        setWatching(result.run.startedAt);
        toast.success(result.message);
      },
      onError: (error) => toast.error(error.message),
    });
  return (
    <>
      <TableRow>
        <TableCell component="th" scope="row">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {job.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {job.description}
          </Typography>
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          {last ? `${formatDateTime(last.startedAt)} · ${outcomeText(last)}` : 'No run in the last 30 days'}
        </TableCell>
        <TableCell aria-live="polite">{last ? runSummaryText(last) : '—'}</TableCell>
        <TableCell>
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            <Button
              size="small"
              variant="contained"
              disabled={run.isPending || running}
              onClick={start}
              aria-label={`Run ${job.name} now`}
            >
              {run.isPending || running ? 'Running…' : 'Run now'}
            </Button>
            {job.runs.length > 1 ? (
              <Button
                size="small"
                onClick={() => setOpen(!open)}
                aria-expanded={open}
                aria-label={`Recent runs of ${job.name}`}
              >
                {open ? 'Hide runs' : `${job.runs.length} runs`}
              </Button>
            ) : null}
          </Box>
        </TableCell>
      </TableRow>
      {open
        ? job.runs.map((r) => (
            <TableRow key={`${r.startedAt}-${r.runner}`} sx={{ bgcolor: 'action.hover' }}>
              <TableCell sx={{ pl: 4 }}>{r.runner}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(r.startedAt)} · {outcomeText(r)}
              </TableCell>
              <TableCell colSpan={2}>{runSummaryText(r)}</TableCell>
            </TableRow>
          ))
        : null}
    </>
  );
}

/** The scheduled jobs, their recent runs (scheduled or from here) and Run now. */
export function JobTools() {
  const jobs = useToolboxJobs();
  const items = jobs.data?.items ?? [];
  return (
    <ToolSection
      id="toolbox-jobs"
      title="Scheduled jobs"
      summary="Each job runs on its own schedule, once across every server process. Run one now to see what it changes: it runs in the background and shows its progress here; every job is safe to run while a scheduled run goes on."
    >
      {jobs.isError ? <Alert severity="error">{jobs.error.message}</Alert> : null}
      {items.length > 0 ? (
        <Box role="region" aria-label="Scheduled jobs" tabIndex={0} sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Scheduled jobs">
            <LabelledTableHead labels={['Job', 'Last run (Vancouver)', 'What it changed', 'Actions']} />
            <TableBody>
              {items.map((job) => (
                <JobRow key={job.name} job={job} />
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
    </ToolSection>
  );
}
