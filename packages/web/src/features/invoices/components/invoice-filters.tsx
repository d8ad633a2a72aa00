import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { INVOICE_STATUSES, type Brokerage, type InvoiceSort, type InvoiceStatus } from '@bm/contracts';
import { INVOICE_KIND_KEYS, INVOICE_KINDS, type InvoiceKind } from '@bm/domain';
import { FilterDay, FilterSelect } from '../../../components/list-filters.tsx';
import { FILTER_MIN_WIDTH } from '../../../components/table-layout.ts';
import { INVOICE_STATUS_CHIPS } from '../../../lib/invoice-labels.ts';
import {
  activeInvoiceFilterCount,
  CLEARED_INVOICE_FILTERS,
  type InvoiceListState,
} from '../lib/list-state.ts';
import type { InvoiceListStateApi } from '../lib/use-invoice-list-state.ts';
import { useSay, useT } from '../../../i18n/use-t.ts';
import { invoicesMessages } from '../messages.ts';
import { InvoiceSearchBox } from './invoice-search-box.tsx';

export interface InvoiceFiltersProps {
  state: InvoiceListState;
  onChange: InvoiceListStateApi['update'];
  /** Only users who see every brokerage may filter by brokerage. */
  showBrokerage: boolean;
  brokerages: Pick<Brokerage, 'id' | 'name'>[];
}

/** Search and filters for /invoices; every change lands in the URL and starts again at page 1. */
export function InvoiceFilters({ state, onChange, showBrokerage, brokerages }: InvoiceFiltersProps) {
  const count = activeInvoiceFilterCount(state);
  const t = useT(invoicesMessages);
  const say = useSay();
  const statusOptions = INVOICE_STATUSES.map((value) => ({
    value,
    label: say(INVOICE_STATUS_CHIPS[value].label),
  }));
  const kindOptions = INVOICE_KIND_KEYS.map((value) => ({ value, label: say(INVOICE_KINDS[value].label) }));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('searchAndFilters')}
      sx={{ p: 1.5, mb: 2, minWidth: { xs: 0, sm: FILTER_MIN_WIDTH } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <InvoiceSearchBox
          value={state.search}
          onCommit={(search) => onChange({ search }, { replace: true })}
        />
        <FilterSelect
          id="invoice-filter-status"
          label={t('status')}
          value={state.status}
          options={statusOptions}
          allLabel={t('allStatuses')}
          onChange={(status) => onChange({ status: status as InvoiceStatus | '' })}
        />
        <FilterSelect
          id="invoice-filter-kind"
          label={t('type')}
          value={state.kind}
          options={kindOptions}
          allLabel={t('allTypes')}
          onChange={(kind) => onChange({ kind: kind as InvoiceKind | '' })}
        />
        {showBrokerage ? (
          <FilterSelect
            id="invoice-filter-brokerage"
            label={t('brokerage')}
            value={state.brokerageId}
            options={brokerages.map((b) => ({ value: b.id, label: b.name }))}
            allLabel={t('allBrokerages')}
            onChange={(brokerageId) => onChange({ brokerageId })}
          />
        ) : null}
        <FilterDay
          id="invoice-filter-due-from"
          label={t('dueFrom')}
          value={state.dueFrom}
          onChange={(dueFrom) => onChange({ dueFrom })}
        />
        <FilterDay
          id="invoice-filter-due-to"
          label={t('dueTo')}
          value={state.dueTo}
          onChange={(dueTo) => onChange({ dueTo })}
        />
        {/* The order is not a filter: clearing the filters keeps it. '' is the default order. */}
        <FilterSelect
          id="invoice-sort"
          label={t('sort')}
          value={state.sort === 'latest-due' ? '' : state.sort}
          options={[{ value: 'overdue-first', label: t('overdueFirst') }]}
          allLabel={t('latestDueFirst')}
          onChange={(sort) => onChange({ sort: (sort || 'latest-due') as InvoiceSort })}
        />
        {count > 0 || state.search ? (
          <Button size="small" onClick={() => onChange(CLEARED_INVOICE_FILTERS)}>
            {t('clearFilters', { count })}
          </Button>
        ) : null}
      </Box>
    </Paper>
  );
}
