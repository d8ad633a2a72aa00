import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Switch from '@mui/material/Switch';
import {
  CATALOGUE,
  PAYMENT_PERIOD_LABELS,
  PAYMENT_PERIODS,
  POLICY_STATUS_LABELS,
  POLICY_STATUSES,
  PROVINCE_NAMES,
  PROVINCES,
  SALES_STATUSES,
  type PaymentPeriod,
  type Province,
} from '@bm/domain';
import { FilterSelect } from '../../../components/list-filters.tsx';
import { FILTER_MIN_WIDTH } from '../../../components/table-layout.ts';
import { activeFilterCount, CLEARED_FILTERS, type CrmListState } from '../lib/list-state.ts';
import type { CrmListStateApi } from '../lib/use-list-state.ts';
import type { Brokerage } from '@bm/contracts';

import { SearchBox } from './search-box.tsx';
import { useSay, useT } from '../../../i18n/use-t.ts';
import { crmFiltersMessages } from './messages.ts';

type BrokerageOption = Pick<Brokerage, 'id' | 'name'>;

const controlSx = { minWidth: 170, flex: '0 1 200px' };

function MultiSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T[];
  options: { value: T; label: string }[];
  onChange: (value: T[]) => void;
}) {
  return (
    <FormControl size="small" sx={controlSx}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select<T[]>
        labelId={`${id}-label`}
        id={id}
        label={label}
        multiple
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          const picked = typeof next === 'string' ? next.split(',') : next;
          // Keep the canonical order so the URL (and the query cache key) is stable.
          onChange(options.map((o) => o.value).filter((v) => picked.includes(v)));
        }}
        renderValue={(selected) =>
          options
            .filter((o) => selected.includes(o.value))
            .map((o) => o.label)
            .join(', ')
        }
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value} dense>
            <Checkbox size="small" checked={value.includes(option.value)} sx={{ p: 0.5, mr: 1 }} />
            <ListItemText primary={option.label} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

const SALES_STATUS_OPTIONS = SALES_STATUSES.map((value) => ({ value, label: value }));
const PRODUCT_OPTIONS = [...CATALOGUE]
  .map((entry) => ({ value: entry.productId, label: entry.name }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en-CA'));

export interface ApplicationsFiltersProps {
  state: CrmListState;
  onChange: CrmListStateApi['update'];
  /** Only users who see every brokerage may filter by brokerage. */
  showBrokerage: boolean;
  brokerages: BrokerageOption[];
}

/** Search and filters for the CRM list; every change lands in the URL. */
export function ApplicationsFilters({
  state,
  onChange,
  showBrokerage,
  brokerages,
}: ApplicationsFiltersProps) {
  const t = useT(crmFiltersMessages);
  const say = useSay();
  const provinceOptions = PROVINCES.map((value) => ({
    value,
    label: `${say(PROVINCE_NAMES[value])} (${value})`,
  }));
  const statusOptions = POLICY_STATUSES.map((value) => ({ value, label: say(POLICY_STATUS_LABELS[value]) }));
  const periodOptions = PAYMENT_PERIODS.map((value) => ({ value, label: say(PAYMENT_PERIOD_LABELS[value]) }));
  const count = activeFilterCount(state);
  const clear = () => onChange(CLEARED_FILTERS);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('region')}
      sx={{ p: 1.5, mb: 2, minWidth: FILTER_MIN_WIDTH }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <SearchBox value={state.search} onCommit={(search) => onChange({ search }, { replace: true })} />
        <MultiSelect
          id="crm-filter-status"
          label={t('status')}
          value={state.status}
          options={statusOptions}
          onChange={(status) => onChange({ status })}
        />
        <MultiSelect
          id="crm-filter-sales-status"
          label={t('salesStatus')}
          value={state.salesStatus}
          options={SALES_STATUS_OPTIONS}
          onChange={(salesStatus) => onChange({ salesStatus })}
        />
        <FilterSelect
          sx={controlSx}
          id="crm-filter-product"
          label={t('product')}
          value={state.productId}
          options={PRODUCT_OPTIONS}
          allLabel={t('allProducts')}
          onChange={(productId) => onChange({ productId })}
        />
        <FilterSelect
          sx={controlSx}
          id="crm-filter-province"
          label={t('province')}
          value={state.province}
          options={provinceOptions}
          allLabel={t('allProvinces')}
          onChange={(province) => onChange({ province: province as Province | '' })}
        />
        <FilterSelect
          sx={controlSx}
          id="crm-filter-payment-period"
          label={t('paymentPeriod')}
          value={state.paymentPeriod}
          options={periodOptions}
          allLabel={t('allPeriods')}
          onChange={(paymentPeriod) => onChange({ paymentPeriod: paymentPeriod as PaymentPeriod | '' })}
        />
        {showBrokerage ? (
          <FilterSelect
            sx={controlSx}
            id="crm-filter-brokerage"
            label={t('brokerage')}
            value={state.brokerageId}
            options={brokerages.map((b) => ({ value: b.id, label: b.name }))}
            allLabel={t('allBrokerages')}
            onChange={(brokerageId) => onChange({ brokerageId })}
          />
        ) : null}
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={state.includeClosed}
              onChange={(event) => onChange({ includeClosed: event.target.checked })}
            />
          }
          label={t('includeClosed')}
          slotProps={{ typography: { variant: 'body2' } }}
        />
        {count > 0 || state.search ? (
          <Button size="small" onClick={clear}>
            {count > 0 ? t('clearCount', { count }) : t('clear')}
          </Button>
        ) : null}
      </Box>
    </Paper>
  );
}
