import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { INVOICE_STATUSES, type Brokerage, type InvoiceStatus } from '@bm/contracts';
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
import { InvoiceSearchBox } from './invoice-search-box.tsx';

const STATUS_OPTIONS = INVOICE_STATUSES.map((value) => ({ value, label: INVOICE_STATUS_CHIPS[value].label }));
const KIND_OPTIONS = INVOICE_KIND_KEYS.map((value) => ({ value, label: INVOICE_KINDS[value].label }));

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
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Search and filters"
      sx={{ p: 1.5, mb: 2, minWidth: { xs: 0, sm: FILTER_MIN_WIDTH } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <InvoiceSearchBox
          value={state.search}
          onCommit={(search) => onChange({ search }, { replace: true })}
        />
        <FilterSelect
          id="invoice-filter-status"
          label="Status"
          value={state.status}
          options={STATUS_OPTIONS}
          allLabel="All statuses"
          onChange={(status) => onChange({ status: status as InvoiceStatus | '' })}
        />
        <FilterSelect
          id="invoice-filter-kind"
          label="Type"
          value={state.kind}
          options={KIND_OPTIONS}
          allLabel="All types"
          onChange={(kind) => onChange({ kind: kind as InvoiceKind | '' })}
        />
        {showBrokerage ? (
          <FilterSelect
            id="invoice-filter-brokerage"
            label="Brokerage"
            value={state.brokerageId}
            options={brokerages.map((b) => ({ value: b.id, label: b.name }))}
            allLabel="All brokerages"
            onChange={(brokerageId) => onChange({ brokerageId })}
          />
        ) : null}
        <FilterDay
          id="invoice-filter-due-from"
          label="Due from"
          value={state.dueFrom}
          onChange={(dueFrom) => onChange({ dueFrom })}
        />
        <FilterDay
          id="invoice-filter-due-to"
          label="Due to"
          value={state.dueTo}
          onChange={(dueTo) => onChange({ dueTo })}
        />
        {count > 0 || state.search ? (
          <Button size="small" onClick={() => onChange(CLEARED_INVOICE_FILTERS)}>
            Clear filters{count > 0 ? ` (${count})` : ''}
          </Button>
        ) : null}
      </Box>
    </Paper>
  );
}
