import { lazy, Suspense, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AccountingReportQuery } from '@bm/contracts';
import {
  accountingReportDefinition,
  ACCOUNTING_REPORTS,
  isMonth,
  monthOfInstant,
  seesAllBrokerages,
  type AccountingReportKind,
} from '@bm/domain';
import { FilterSelect } from '../../../components/list-filters.tsx';
import { Spinner } from '../../../components/loading.tsx';
import { ServerErrorAlert } from '../../../components/server-error-alert.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useFormat, useT } from '../../../i18n/use-t.ts';
import { useBrokerages } from '../../../lib/brokerages.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { accountingCsvHref, useAccountingReport } from '../api/accounting-reports.ts';
import { DrillDown } from './drill-down.tsx';
import { FiguresTable } from './figures-table.tsx';
import { financialReportsMessages } from '../messages.ts';
import { withLanguage } from '../../../i18n/download-href.ts';

/** recharts (about 90 KB) loads with the first chart, never with another page. */
const ReportChart = lazy(() => import('./report-chart.tsx'));

function monthsBefore(month: string, count: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * /financial-reports, Accounting (spec 2.1, 2.2; issue 15 item 2; docs/decisions/0043): premium
 * written, earned and unearned; taxes by province; tax owed by authority and month (decision 0058);
 * commissions payable to brokers; premium payable to insurers; refunds and fees. Each report has a
 * chart, a table whose rows drill down to the policies behind a figure, and a CSV export. Finance staff and super admins see every brokerage (with a
 * brokerage filter); brokers and agency users their own.
 */
export function FinancialReportsPage() {
  const t = useT(financialReportsMessages);
  const f = useFormat();
  usePageTitle(t('title'));
  const { user } = useCurrentUser();
  const allBrokerages = user ? seesAllBrokerages(user.flags) : false;
  const thisMonth = monthOfInstant(new Date());
  const [report, setReport] = useState<AccountingReportKind>('premium');
  const [from, setFrom] = useState(monthsBefore(thisMonth, 11));
  const [to, setTo] = useState(thisMonth);
  const [brokerageId, setBrokerageId] = useState('');
  const [drillKey, setDrillKey] = useState<string | null>(null);
  const query: AccountingReportQuery = useMemo(
    () => ({ from, to, ...(allBrokerages && brokerageId ? { brokerageId } : {}) }),
    [from, to, brokerageId, allBrokerages],
  );
  const result = useAccountingReport(report, query, !!user);
  const brokerages = useBrokerages(allBrokerages).data ?? [];
  const definition = accountingReportDefinition(report, f.locale);
  const data = result.isError ? undefined : result.data?.report === report ? result.data : undefined;
  const change = (apply: () => void) => {
    apply();
    setDrillKey(null);
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
        {allBrokerages ? '' : t('ownBrokerage')}
      </Typography>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <TextField
          type="month"
          label={t('from')}
          size="small"
          value={from}
          onChange={(event) => isMonth(event.target.value) && change(() => setFrom(event.target.value))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="month"
          label={t('to')}
          size="small"
          value={to}
          onChange={(event) => isMonth(event.target.value) && change(() => setTo(event.target.value))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {allBrokerages ? (
          <FilterSelect
            id="accounting-brokerage"
            label={t('brokerage')}
            value={brokerageId}
            allLabel={t('allBrokerages')}
            options={brokerages.map((b) => ({ value: b.id, label: b.name }))}
            onChange={(value) => change(() => setBrokerageId(value))}
          />
        ) : null}
        <Button variant="outlined" href={withLanguage(accountingCsvHref(report, query), f.locale)} download>
          {t('exportCsv')}
        </Button>
      </Box>

      <Tabs
        value={report}
        onChange={(_, value: AccountingReportKind) => change(() => setReport(value))}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('reports')}
        sx={{ mb: 2 }}
      >
        {ACCOUNTING_REPORTS.map((kind) => (
          <Tab key={kind} value={kind} label={t(kind)} />
        ))}
      </Tabs>

      <Box component="section" aria-labelledby="accounting-report-title">
        <Typography id="accounting-report-title" variant="subtitle1" component="h2">
          {definition.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {definition.summary}
        </Typography>
        {result.isError ? <ServerErrorAlert error={result.error} /> : null}
        {!data && !result.isError ? <Spinner label={t('loading')} /> : null}
        {data ? (
          <>
            {data.rows.length === 0 ? (
              <Typography sx={{ my: 2 }}>{t('noTransactions')}</Typography>
            ) : (
              <Box aria-label={t('chart', { title: definition.title })} role="figure" sx={{ mb: 2 }}>
                <Suspense fallback={<Spinner label={t('loadingChart')} />}>
                  <ReportChart
                    rows={data.rows}
                    figures={definition.figures.filter((f) => f.key !== 'total' && f.key !== 'payable')}
                    lines={report === 'premium' ? ['unearned'] : []}
                  />
                </Suspense>
              </Box>
            )}
            {data.openingUnearned !== undefined ? (
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t('openingUnearned', { amount: f.money(data.openingUnearned) })}
              </Typography>
            ) : null}
            <FiguresTable
              label={definition.title}
              headers={[definition.groupHeader]}
              figures={definition.figures}
              totals={data.totals}
              rows={data.rows.map((row) => ({
                id: row.key,
                selected: row.key === drillKey,
                figures: row.figures,
                cells: [
                  <Link
                    key="label"
                    component="button"
                    type="button"
                    onClick={() => setDrillKey(row.key)}
                    aria-label={t('showPolicies', { label: row.label })}
                  >
                    {row.label}
                  </Link>,
                ],
              }))}
            />
            {drillKey ? (
              <DrillDown report={report} query={query} rowKey={drillKey} onClose={() => setDrillKey(null)} />
            ) : null}
          </>
        ) : null}
      </Box>
    </Box>
  );
}
