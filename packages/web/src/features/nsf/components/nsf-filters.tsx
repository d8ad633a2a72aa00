import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import type { Brokerage } from '@bm/contracts';
import { NSF_STATUSES, type NsfStatus } from '@bm/domain';
import { nsfStatusMessages } from '../../../components/nsf/messages.ts';
import { useT } from '../../../i18n/use-t.ts';
import { nsfFiltersMessages } from './messages.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { CLEARED_FILTERS, isFiltered, type NsfListState } from '../lib/list-state.ts';
import type { NsfListStateApi } from '../lib/use-list-state.ts';

export const SEARCH_DEBOUNCE_MS = 300;
const controlSx = { minWidth: 170, flex: '0 1 220px' };

/** Types freely; the search is sent once typing pauses. */
function SearchField({ value, onCommit }: { value: string; onCommit: (search: string) => void }) {
  const t = useT(nsfFiltersMessages);
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed elsewhere (Clear filters, Back): show what it says.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    // Only what the user typed and then paused on is sent, once.
    if (debounced === text.trim() && debounced !== value) onCommit(debounced);
  }, [debounced, text, value, onCommit]);
  return (
    <TextField
      size="small"
      type="search"
      label={t('search')}
      placeholder={t('searchPlaceholder')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ minWidth: 240, flex: '1 1 280px' }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 200 } }}
    />
  );
}

export interface NsfFiltersProps {
  state: NsfListState;
  onChange: NsfListStateApi['update'];
  /** Only users who see every brokerage may filter by brokerage. */
  showBrokerage: boolean;
  brokerages: Pick<Brokerage, 'id' | 'name'>[];
}

/** Search, status and (back-office) brokerage; every change lands in the URL. */
export function NsfFilters({ state, onChange, showBrokerage, brokerages }: NsfFiltersProps) {
  const t = useT(nsfFiltersMessages);
  const statusText = useT(nsfStatusMessages);
  return (
    <Paper variant="outlined" component="section" aria-label={t('region')} sx={{ p: 1.5, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <SearchField value={state.search} onCommit={(search) => onChange({ search }, { replace: true })} />
        <TextField
          select
          id="nsf-filter-status"
          size="small"
          label={t('status')}
          value={state.status}
          onChange={(event) => onChange({ status: event.target.value as NsfStatus | '' })}
          sx={controlSx}
          slotProps={{
            inputLabel: { shrink: true },
            select: {
              displayEmpty: true,
              renderValue: (selected) => (selected ? statusText(selected as NsfStatus) : t('allStatuses')),
            },
          }}
        >
          <MenuItem value="">{t('allStatuses')}</MenuItem>
          {NSF_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {statusText(status)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          id="nsf-filter-notice"
          size="small"
          label={t('notice')}
          value={state.notice}
          onChange={(event) => onChange({ notice: event.target.value as NsfListState['notice'] })}
          sx={controlSx}
          slotProps={{
            inputLabel: { shrink: true },
            select: {
              displayEmpty: true,
              renderValue: (selected) => (selected ? t('awaitingDelivery') : t('allNotices')),
            },
          }}
        >
          <MenuItem value="">{t('allNotices')}</MenuItem>
          <MenuItem value="awaitingDelivery">{t('awaitingDelivery')}</MenuItem>
        </TextField>
        {showBrokerage ? (
          <TextField
            select
            id="nsf-filter-brokerage"
            size="small"
            label={t('brokerage')}
            value={state.brokerageId}
            onChange={(event) => onChange({ brokerageId: event.target.value })}
            sx={controlSx}
            slotProps={{
              inputLabel: { shrink: true },
              select: {
                displayEmpty: true,
                renderValue: (selected) =>
                  brokerages.find((b) => b.id === selected)?.name ?? t('allBrokerages'),
              },
            }}
          >
            <MenuItem value="">{t('allBrokerages')}</MenuItem>
            {brokerages.map((brokerage) => (
              <MenuItem key={brokerage.id} value={brokerage.id}>
                {brokerage.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {isFiltered(state) ? (
          <Button size="small" onClick={() => onChange(CLEARED_FILTERS)}>
            {t('clear')}
          </Button>
        ) : null}
      </Box>
    </Paper>
  );
}
