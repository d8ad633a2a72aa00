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
import { formatDateTime, say, type Locale } from '@bm/domain';
import { useToast } from '../../../components/toast-context.ts';
import { useRunToolboxJob, useToolboxJobs } from '../api/toolbox.ts';
import { LabelledTableHead } from '../../../components/labelled-table-head.tsx';
import { ToolSection } from './tool-section.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useT } from '../../../i18n/use-t.ts';
import { jobToolsMessages } from './messages.ts';

const m = jobToolsMessages;

/**
 * What a run changed (or, while it runs, has changed so far), as its summary says: `key: value` pairs
 * (the keys and values as the job wrote them), in the screens' language.
 */
export function runSummaryText(run: ToolboxJobRun, locale: Locale, nowMs = Date.now()): string {
  const state = jobRunState(run, nowMs);
  const parts = Object.entries(run.summary ?? {}).map(([key, value]) => {
    const shown = Array.isArray(value)
      ? value.length
        ? value.join(', ')
        : say(m.none, locale)
      : typeof value === 'object' && value !== null
        ? JSON.stringify(value)
        : String(value);
    return say(m.summaryPart, locale, { key, value: shown });
  });
  if (state === 'running') {
    const seconds = Math.max(0, Math.round((nowMs - Date.parse(run.startedAt)) / 1000));
    return [say(m.runningFor, locale, { seconds }), ...parts].join(' · ');
  }
  if (state === 'stopped') return say(m.stoppedEarly, locale);
  if (!run.summary) return '—';
  return parts.length ? parts.join(locale === 'fr-CA' ? '\u00a0; ' : '; ') : say(m.nothingToDo, locale);
}

const OUTCOME_KEY = {
  done: 'done',
  failed: 'outcomeFailed',
  running: 'outcomeRunning',
  stopped: 'stopped',
} as const;
const outcomeKey = (run: ToolboxJobRun) => OUTCOME_KEY[jobRunState(run, Date.now())];

function JobRow({ job }: { job: ToolboxJob }) {
  const t = useT(jobToolsMessages);
  const locale = useLocale();
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
    if (watched.outcome === 'done')
      toast.success(t('ran', { job: job.name, summary: runSummaryText(watched, locale) }));
    else
      toast.error(t('failed', { job: job.name, error: String(watched.summary?.error ?? t('seeServerLog')) }));
  }, [watched, job.name, toast, t, locale]);
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
          {last ? `${formatDateTime(last.startedAt)} · ${t(outcomeKey(last))}` : t('noRun')}
        </TableCell>
        <TableCell aria-live="polite">{last ? runSummaryText(last, locale) : '—'}</TableCell>
        <TableCell>
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            <Button
              size="small"
              variant="contained"
              disabled={run.isPending || running}
              onClick={start}
              aria-label={t('runNowOf', { job: job.name })}
            >
              {run.isPending || running ? t('running') : t('runNow')}
            </Button>
            {job.runs.length > 1 ? (
              <Button
                size="small"
                onClick={() => setOpen(!open)}
                aria-expanded={open}
                aria-label={t('recentRunsOf', { job: job.name })}
              >
                {open ? t('hideRuns') : t('runs', { count: job.runs.length })}
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
                {formatDateTime(r.startedAt)} · {t(outcomeKey(r))}
              </TableCell>
              <TableCell colSpan={2}>{runSummaryText(r, locale)}</TableCell>
            </TableRow>
          ))
        : null}
    </>
  );
}

/** The scheduled jobs, their recent runs (scheduled or from here) and Run now. */
export function JobTools() {
  const t = useT(jobToolsMessages);
  const jobs = useToolboxJobs();
  const items = jobs.data?.items ?? [];
  return (
    <ToolSection id="toolbox-jobs" title={t('title')} summary={t('summary')}>
      {jobs.isError ? <Alert severity="error">{jobs.error.message}</Alert> : null}
      {items.length > 0 ? (
        <Box role="region" aria-label={t('title')} tabIndex={0} sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('title')}>
            <LabelledTableHead labels={[t('job'), t('lastRun'), t('changed'), t('actions')]} />
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
