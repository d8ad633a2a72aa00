import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AnalyticsBreakdownRow, AnalyticsSummary } from '@bm/contracts';
import {
  addDaysToDay,
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_GRANULARITIES,
  formatCad,
  formatDate,
  seesAllBrokerages,
  type AnalyticsGranularity,
} from '@bm/domain';
import { FilterDay, FilterSelect } from '../../../components/list-filters.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useBrokerages } from '../../../lib/brokerages.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useAnalyticsSummary } from '../api/get-analytics.ts';
import { FigureTable } from './figure-table.tsx';

const SeriesChart = lazy(() => import('../../../components/charts/series-chart.tsx'));

const GRANULARITY_LABELS: Record<AnalyticsGranularity, string> = { day: 'By day', week: 'By week', month: 'By month' };
const count = (n: number) => n.toLocaleString('en-CA');
const rate = (r: number | null) => (r === null ? '—' : `${r}%`);
const dollars = (value: number) => formatCad(Math.round(value * 100));

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, mb: 3 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Chart(props: Parameters<typeof SeriesChart>[0]) {
  return (
    <Suspense fallback={<Box sx={{ height: props.height ?? 300 }} aria-hidden />}>
      <Box data-testid="analytics-chart">
        <SeriesChart {...props} />
      </Box>
    </Suspense>
  );
}

/** What "premium written" counts: the accounting premium report's figure (docs/decisions/0067). */
export const PREMIUM_WRITTEN_NOTE =
  'Premium written is the premium of every policy change booked in the range (new business, renewals, endorsements, cancellation returns, reinstatements, extensions, ERPs, custom premiums), as the accounting premium report counts it: the same scope and months give the same figure there.';

function Tiles({ data }: { data: AnalyticsSummary }) {
  const tiles = [
    ['Quotes started', count(data.totals.started)],
    ['Quoted', `${count(data.totals.quoted)} (${rate(data.funnel.quotedRate)})`],
    ['Bound', `${count(data.totals.converted)} (${rate(data.funnel.boundRate)})`],
    ['Referred', count(data.totals.referred)],
    ['Rejected', count(data.totals.rejected)],
    ['Premium written', formatCad(data.totals.premiumWritten)],
  ] as const;
  return (
    <>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(6, 1fr)' },
          m: 0,
          mb: 1,
        }}
      >
        {tiles.map(([label, value]) => (
          <Paper key={label} variant="outlined" sx={{ p: 1.5 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {PREMIUM_WRITTEN_NOTE}
      </Typography>
    </>
  );
}

function Breakdown({ id, title, rows }: { id: string; title: string; rows: AnalyticsBreakdownRow[] }) {
  return (
    <Section id={id} title={title}>
      {rows.length === 0 ? (
        <Typography variant="body2">No policy was bound or changed in this range.</Typography>
      ) : (
        <>
          <Chart
            data={rows.map((r) => ({ label: r.label, premium: r.premiumWritten / 100 }))}
            series={[{ key: 'premium', name: 'Premium written' }]}
            format={dollars}
            axisFormat={(v) => dollars(v).replace(/\.\d\d$/, '')}
            height={240}
          />
          <FigureTable
            label={title}
            rows={rows}
            rowKey={(r) => r.key}
            columns={[
              { header: 'Name', value: (r) => r.label },
              { header: 'Policies bound', value: (r) => count(r.bound), numeric: true },
              { header: 'Premium written', value: (r) => formatCad(r.premiumWritten), numeric: true },
            ]}
          />
        </>
      )}
    </Section>
  );
}

function Figures({ data }: { data: AnalyticsSummary }) {
  return (
    <>
      <Tiles data={data} />
      <Section id="analytics-activity" title="Quotes over time">
        <Chart
          data={data.series.map((p) => ({
            label: p.period,
            started: p.started,
            quoted: p.quoted,
            converted: p.converted,
            referred: p.referred,
            rejected: p.rejected,
          }))}
          series={[
            { key: 'started', name: 'Started', kind: 'line' },
            { key: 'quoted', name: 'Quoted', kind: 'line' },
            { key: 'converted', name: 'Bound', kind: 'line' },
            { key: 'referred', name: 'Referred', kind: 'line' },
            { key: 'rejected', name: 'Rejected', kind: 'line' },
          ]}
          format={count}
        />
        <FigureTable
          label="Quotes by period"
          rows={data.series}
          rowKey={(p) => p.period}
          maxHeight={320}
          columns={[
            { header: 'Period', value: (p) => p.period },
            { header: 'Started', value: (p) => count(p.started), numeric: true },
            { header: 'Quoted', value: (p) => count(p.quoted), numeric: true },
            { header: 'Bound', value: (p) => count(p.converted), numeric: true },
            { header: 'Referred', value: (p) => count(p.referred), numeric: true },
            { header: 'Rejected', value: (p) => count(p.rejected), numeric: true },
            { header: 'Policies bound that period', value: (p) => count(p.bound), numeric: true },
            { header: 'Premium written', value: (p) => formatCad(p.premiumWritten), numeric: true },
          ]}
        />
      </Section>
      <Section id="analytics-funnel" title="From started to bound">
        <Chart
          data={[
            { label: 'Started', applications: data.funnel.started },
            { label: 'Quoted', applications: data.funnel.quoted },
            { label: 'Bound', applications: data.funnel.bound },
          ]}
          series={[{ key: 'applications', name: 'Applications' }]}
          format={count}
          height={220}
        />
        <FigureTable
          label="Conversion"
          rows={[
            { step: 'Started to quoted', value: rate(data.funnel.quotedRate) },
            { step: 'Quoted to bound', value: rate(data.funnel.quoteToBindRate) },
            { step: 'Started to bound', value: rate(data.funnel.boundRate) },
          ]}
          rowKey={(r) => r.step}
          columns={[
            { header: 'Step', value: (r) => r.step },
            { header: 'Conversion', value: (r) => r.value, numeric: true },
          ]}
        />
      </Section>
      <Breakdown id="analytics-products" title="Premium written by product" rows={data.byProduct} />
      <Breakdown id="analytics-provinces" title="Premium written by province" rows={data.byProvince} />
      <Breakdown id="analytics-periods" title="Premium written by payment plan" rows={data.byPaymentPeriod} />
      <Section id="analytics-actions" title="Record actions opened most">
        {data.topActions.length === 0 ? (
          <Typography variant="body2">No record action was opened in this range.</Typography>
        ) : (
          <FigureTable
            label="Record actions opened most"
            rows={data.topActions}
            rowKey={(a) => a.modalType}
            columns={[
              { header: 'Action', value: (a) => a.modalType.replace(/([a-z])([A-Z])/g, '$1 $2') },
              { header: 'Opened', value: (a) => count(a.opened), numeric: true },
            ]}
          />
        )}
      </Section>
    </>
  );
}

/**
 * /analytics (issue 16 item 1; docs/decisions/0047): quotes started, quoted, bound, referred and
 * rejected over time, the funnel, premium written by product, province and payment plan, and the
 * record actions opened most, for a range of Vancouver days. A broker sees their brokerage; the
 * back-office every brokerage, with a brokerage filter. Each chart has its table.
 */
export function AnalyticsPage() {
  usePageTitle('Analytics');
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const today = formatDate(new Date());
  const to = params.get('to') || today;
  const from = params.get('from') || addDaysToDay(to, -(ANALYTICS_DEFAULT_DAYS - 1));
  const granularityParam = params.get('granularity') as AnalyticsGranularity | null;
  const granularity =
    granularityParam && ANALYTICS_GRANULARITIES.includes(granularityParam) ? granularityParam : 'day';
  const allBrokerages = user ? seesAllBrokerages(user.flags) : false;
  const brokerageId = allBrokerages ? (params.get('brokerageId') ?? '') : '';
  const brokerages = useBrokerages(allBrokerages).data ?? [];
  const summary = useAnalyticsSummary({ from, to, granularity, ...(brokerageId ? { brokerageId } : {}) });
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1">
        Analytics
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {allBrokerages
          ? 'Every brokerage, or the one you choose.'
          : `${user?.brokerage?.name ?? 'Your brokerage'}'s quotes and policies.`}{' '}
        Days are Vancouver days; applications count on the day they were started, policies on the day they
        were bound.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <FilterDay id="analytics-from" label="From" value={from} onChange={(v) => set('from', v)} />
        <FilterDay id="analytics-to" label="To" value={to} onChange={(v) => set('to', v)} />
        <FilterSelect
          id="analytics-granularity"
          label="Group"
          value={granularity === 'day' ? '' : granularity}
          allLabel={GRANULARITY_LABELS.day}
          options={[
            { value: 'week', label: GRANULARITY_LABELS.week },
            { value: 'month', label: GRANULARITY_LABELS.month },
          ]}
          onChange={(v) => set('granularity', v)}
        />
        {allBrokerages ? (
          <FilterSelect
            id="analytics-brokerage"
            label="Brokerage"
            value={brokerageId}
            allLabel="All brokerages"
            options={brokerages.map((b) => ({ value: b.id, label: b.name }))}
            onChange={(v) => set('brokerageId', v)}
          />
        ) : null}
      </Box>
      {summary.isFetching ? <LinearProgress aria-label="Loading analytics" sx={{ mb: 1 }} /> : null}
      {summary.isError ? <Alert severity="error">{summary.error.message}</Alert> : null}
      {summary.data && !summary.isError ? <Figures data={summary.data} /> : null}
    </Container>
  );
}
