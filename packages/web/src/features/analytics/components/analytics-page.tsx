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
import { useFormat, useT, type Translate } from '../../../i18n/use-t.ts';
import { analyticsMessages } from './messages.ts';

const SeriesChart = lazy(() => import('../../../components/charts/series-chart.tsx'));

type T = Translate<typeof analyticsMessages>;

/** Counts, rates and dollars in the screens' language ("1 234", "12,5 %", "1 234,56 $"). */
function useFigures() {
  const { number, percent, money } = useFormat();
  return {
    count: (n: number) => number(n, 0),
    rate: (r: number | null) => (r === null ? '—' : percent(r / 100, 2)),
    money,
    dollars: (value: number) => money(Math.round(value * 100)),
  };
}

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

// What "premium written" counts (premiumWrittenNote): the accounting premium report's figure (docs/decisions/0067).

function Tiles({ data, t }: { data: AnalyticsSummary; t: T }) {
  const { count, rate, money } = useFigures();
  const tiles = [
    [t('quotesStarted'), count(data.totals.started)],
    [t('quoted'), `${count(data.totals.quoted)} (${rate(data.funnel.quotedRate)})`],
    [t('bound'), `${count(data.totals.converted)} (${rate(data.funnel.boundRate)})`],
    [t('referred'), count(data.totals.referred)],
    [t('rejected'), count(data.totals.rejected)],
    [t('premiumWritten'), money(data.totals.premiumWritten)],
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
        {t('premiumWrittenNote')}
      </Typography>
    </>
  );
}

function Breakdown({ id, title, rows, t }: { id: string; title: string; rows: AnalyticsBreakdownRow[]; t: T }) {
  const { count, money, dollars } = useFigures();
  return (
    <Section id={id} title={title}>
      {rows.length === 0 ? (
        <Typography variant="body2">{t('noPolicyInRange')}</Typography>
      ) : (
        <>
          <Chart
            data={rows.map((r) => ({ label: r.label, premium: r.premiumWritten / 100 }))}
            series={[{ key: 'premium', name: t('premiumWritten') }]}
            format={dollars}
            axisFormat={(v) => dollars(v).replace(/[.,]\d\d(?=\D*$)/, '')}
            height={240}
          />
          <FigureTable
            label={title}
            rows={rows}
            rowKey={(r) => r.key}
            columns={[
              { header: t('name'), value: (r) => r.label },
              { header: t('policiesBound'), value: (r) => count(r.bound), numeric: true },
              { header: t('premiumWritten'), value: (r) => money(r.premiumWritten), numeric: true },
            ]}
          />
        </>
      )}
    </Section>
  );
}

function Figures({ data }: { data: AnalyticsSummary }) {
  const t = useT(analyticsMessages);
  const { count, rate, money } = useFigures();
  return (
    <>
      <Tiles data={data} t={t} />
      <Section id="analytics-activity" title={t('quotesOverTime')}>
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
            { key: 'started', name: t('started'), kind: 'line' },
            { key: 'quoted', name: t('quoted'), kind: 'line' },
            { key: 'converted', name: t('bound'), kind: 'line' },
            { key: 'referred', name: t('referred'), kind: 'line' },
            { key: 'rejected', name: t('rejected'), kind: 'line' },
          ]}
          format={count}
        />
        <FigureTable
          label={t('quotesByPeriod')}
          rows={data.series}
          rowKey={(p) => p.period}
          maxHeight={320}
          columns={[
            { header: t('period'), value: (p) => p.period },
            { header: t('started'), value: (p) => count(p.started), numeric: true },
            { header: t('quoted'), value: (p) => count(p.quoted), numeric: true },
            { header: t('bound'), value: (p) => count(p.converted), numeric: true },
            { header: t('referred'), value: (p) => count(p.referred), numeric: true },
            { header: t('rejected'), value: (p) => count(p.rejected), numeric: true },
            { header: t('policiesBoundThatPeriod'), value: (p) => count(p.bound), numeric: true },
            { header: t('premiumWritten'), value: (p) => money(p.premiumWritten), numeric: true },
          ]}
        />
      </Section>
      <Section id="analytics-funnel" title={t('funnelTitle')}>
        <Chart
          data={[
            { label: t('started'), applications: data.funnel.started },
            { label: t('quoted'), applications: data.funnel.quoted },
            { label: t('bound'), applications: data.funnel.bound },
          ]}
          series={[{ key: 'applications', name: t('applications') }]}
          format={count}
          height={220}
        />
        <FigureTable
          label={t('conversion')}
          rows={[
            { step: t('startedToQuoted'), value: rate(data.funnel.quotedRate) },
            { step: t('quotedToBound'), value: rate(data.funnel.quoteToBindRate) },
            { step: t('startedToBound'), value: rate(data.funnel.boundRate) },
          ]}
          rowKey={(r) => r.step}
          columns={[
            { header: t('step'), value: (r) => r.step },
            { header: t('conversion'), value: (r) => r.value, numeric: true },
          ]}
        />
      </Section>
      <Breakdown id="analytics-products" title={t('byProduct')} rows={data.byProduct} t={t} />
      <Breakdown id="analytics-provinces" title={t('byProvince')} rows={data.byProvince} t={t} />
      <Breakdown id="analytics-periods" title={t('byPaymentPlan')} rows={data.byPaymentPeriod} t={t} />
      <Section id="analytics-actions" title={t('actionsTitle')}>
        {data.topActions.length === 0 ? (
          <Typography variant="body2">{t('noAction')}</Typography>
        ) : (
          <FigureTable
            label={t('actionsTitle')}
            rows={data.topActions}
            rowKey={(a) => a.modalType}
            columns={[
              { header: t('action'), value: (a) => a.modalType.replace(/([a-z])([A-Z])/g, '$1 $2') },
              { header: t('opened'), value: (a) => count(a.opened), numeric: true },
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
  const t = useT(analyticsMessages);
  usePageTitle(t('title'));
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
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {allBrokerages
          ? t('everyBrokerage')
          : t('ownBrokerage', { name: user?.brokerage?.name ?? t('yourBrokerage') })}{' '}
        {t('vancouverDays')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <FilterDay id="analytics-from" label={t('from')} value={from} onChange={(v) => set('from', v)} />
        <FilterDay id="analytics-to" label={t('to')} value={to} onChange={(v) => set('to', v)} />
        <FilterSelect
          id="analytics-granularity"
          label={t('group')}
          value={granularity === 'day' ? '' : granularity}
          allLabel={t('byDay')}
          options={[
            { value: 'week', label: t('byWeek') },
            { value: 'month', label: t('byMonth') },
          ]}
          onChange={(v) => set('granularity', v)}
        />
        {allBrokerages ? (
          <FilterSelect
            id="analytics-brokerage"
            label={t('brokerage')}
            value={brokerageId}
            allLabel={t('allBrokerages')}
            options={brokerages.map((b) => ({ value: b.id, label: b.name }))}
            onChange={(v) => set('brokerageId', v)}
          />
        ) : null}
      </Box>
      {summary.isFetching ? <LinearProgress aria-label={t('loading')} sx={{ mb: 1 }} /> : null}
      {summary.isError ? <Alert severity="error">{summary.error.message}</Alert> : null}
      {summary.data && !summary.isError ? <Figures data={summary.data} /> : null}
    </Container>
  );
}
