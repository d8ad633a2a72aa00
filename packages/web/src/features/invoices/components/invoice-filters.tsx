import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { INVOICE_STATUSES, type Brokerage, type InvoiceStatus } from '@bm/contracts';
import { INVOICE_KIND_KEYS, INVOICE_KINDS, type InvoiceKind } from '@bm/domain';
import { FILTER_MIN_WIDTH } from '../../../components/table-layout.ts';
import { INVOICE_STATUS_CHIPS } from '../../../lib/invoice-labels.ts';
import {
  activeInvoiceFilterCount,
  CLEARED_INVOICE_FILTERS,
  type InvoiceListState,
} from '../lib/list-state.ts';
import type { InvoiceListStateApi } from '../lib/use-invoice-list-state.ts';
import { InvoiceSearchBox } from './invoice-search-box.tsx';

interface Option {
  value: string;
  label: string;
}

const controlSx = { minWidth: 160, flex: '0 1 190px' };

function SingleSelect({
  id,
  label,
  value,
  options,
  allLabel,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: Option[];
  allLabel: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      id={id}
      label={label}
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={controlSx}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          displayEmpty: true,
          renderValue: (selected) => options.find((o) => o.value === selected)?.label ?? allLabel,
        },
      }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A whole day of this era: a year typed digit by digit passes through 0002, 0020 and 0202 first. */
const WHOLE_DAY = /^(19|2\d)\d\d-\d\d-\d\d$/;

function DayField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  // The URL changed under us (back button, clear filters): show what is in force.
  if (value !== committed) {
    setCommitted(value);
    setText(value);
  }
  return (
    <TextField
      id={id}
      type="date"
      size="small"
      label={label}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        // Only a whole day, or clearing the field, changes the list.
        if ((next === '' || WHOLE_DAY.test(next)) && next !== committed) onChange(next);
      }}
      sx={{ ...controlSx, flex: '0 1 170px' }}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

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
        <SingleSelect
          id="invoice-filter-status"
          label="Status"
          value={state.status}
          options={STATUS_OPTIONS}
          allLabel="All statuses"
          onChange={(status) => onChange({ status: status as InvoiceStatus | '' })}
        />
        <SingleSelect
          id="invoice-filter-kind"
          label="Type"
          value={state.kind}
          options={KIND_OPTIONS}
          allLabel="All types"
          onChange={(kind) => onChange({ kind: kind as InvoiceKind | '' })}
        />
        {showBrokerage ? (
          <SingleSelect
            id="invoice-filter-brokerage"
            label="Brokerage"
            value={state.brokerageId}
            options={brokerages.map((b) => ({ value: b.id, label: b.name }))}
            allLabel="All brokerages"
            onChange={(brokerageId) => onChange({ brokerageId })}
          />
        ) : null}
        <DayField
          id="invoice-filter-due-from"
          label="Due from"
          value={state.dueFrom}
          onChange={(dueFrom) => onChange({ dueFrom })}
        />
        <DayField
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
