import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { PAYMENT_PERIOD_LABELS, PAYMENT_PERIODS, PROVINCES } from '@bm/domain';
import { FilterDay, FilterSelect, type FilterOption } from '../../../components/list-filters.tsx';
import { FILTER_MIN_WIDTH } from '../../../components/table-layout.ts';
import { useSay, useT } from '../../../i18n/use-t.ts';
import { useProvinceName } from '../../../lib/province-names.ts';
import {
  activeReportFilterCount,
  CLEARED_REPORT_FILTERS,
  PAYOUT_STATUSES,
  type ReportListState,
} from '../lib/list-state.ts';
import type { ReportListStateApi } from '../lib/use-report-list-state.ts';
import { reportsMessages } from '../messages.ts';

const PAYOUT_STATUS_KEYS = { Paid: 'paid', 'Not Paid': 'notPaid' } as const;

export interface ReportFiltersProps {
  state: ReportListState;
  onChange: ReportListStateApi['update'];
  /** Only users who see every brokerage may filter by brokerage. */
  brokerages: FilterOption[] | null;
  brokers: (FilterOption & { brokerageId: string | null })[];
  products: FilterOption[];
}

/** The report's filters (issue 15): every change lands in the URL and starts again at page 1. */
export function ReportFilters({ state, onChange, brokerages, brokers, products }: ReportFiltersProps) {
  const t = useT(reportsMessages);
  const say = useSay();
  const provinceName = useProvinceName();
  const count = activeReportFilterCount(state);
  // Within a chosen brokerage, offer its brokers only.
  const brokerOptions = state.brokerageId
    ? brokers.filter((b) => b.brokerageId === state.brokerageId)
    : brokers;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('filters')}
      sx={{ p: 1.5, mb: 2, minWidth: { xs: 0, sm: FILTER_MIN_WIDTH } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <FilterDay
          id="report-filter-from"
          label={t('from')}
          value={state.from}
          onChange={(from) => onChange({ from })}
        />
        <FilterDay
          id="report-filter-to"
          label={t('to')}
          value={state.to}
          onChange={(to) => onChange({ to })}
        />
        {brokerages ? (
          <FilterSelect
            id="report-filter-brokerage"
            label={t('brokerage')}
            value={state.brokerageId}
            options={brokerages}
            allLabel={t('allBrokerages')}
            onChange={(brokerageId) => onChange({ brokerageId, brokerId: '' })}
          />
        ) : null}
        <FilterSelect
          id="report-filter-broker"
          label={t('broker')}
          value={state.brokerId}
          options={brokerOptions}
          allLabel={t('allBrokers')}
          onChange={(brokerId) => onChange({ brokerId })}
        />
        <FilterSelect
          id="report-filter-product"
          label={t('product')}
          value={state.productId}
          options={products}
          allLabel={t('allProducts')}
          onChange={(productId) => onChange({ productId })}
        />
        <FilterSelect
          id="report-filter-province"
          label={t('province')}
          value={state.province}
          options={PROVINCES.map((p) => ({ value: p, label: provinceName(p) }))}
          allLabel={t('allProvinces')}
          onChange={(province) => onChange({ province: province as ReportListState['province'] })}
        />
        <FilterSelect
          id="report-filter-period"
          label={t('paymentPeriod')}
          value={state.paymentPeriod}
          options={PAYMENT_PERIODS.map((p) => ({ value: p, label: say(PAYMENT_PERIOD_LABELS[p]) }))}
          allLabel={t('allPeriods')}
          onChange={(paymentPeriod) =>
            onChange({ paymentPeriod: paymentPeriod as ReportListState['paymentPeriod'] })
          }
        />
        <FilterSelect
          id="report-filter-payout"
          label={t('payoutStatus')}
          value={state.payoutStatus}
          options={PAYOUT_STATUSES.map((s) => ({ value: s, label: t(PAYOUT_STATUS_KEYS[s]) }))}
          allLabel={t('paidOrNot')}
          onChange={(payoutStatus) =>
            onChange({ payoutStatus: payoutStatus as ReportListState['payoutStatus'] })
          }
        />
        {count > 0 ? (
          <Button size="small" onClick={() => onChange(CLEARED_REPORT_FILTERS)}>
            {t('clearFilters', { count })}
          </Button>
        ) : null}
      </Box>
    </Paper>
  );
}
