import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { FuzzySearchResponse } from '@bm/contracts';
import { FUZZY_MIN_LENGTH, useFuzzySearch } from '../api/fuzzy-search.ts';
import { recordLinkState } from '../../../lib/crm-back-path.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { StatusChip } from '../../../components/status-chips.tsx';

type FuzzyResult = FuzzySearchResponse['results'][number];

export const FUZZY_DEBOUNCE_MS = 250;

const optionLabel = (option: FuzzyResult) =>
  option.policyNumber ? `${option.policyNumber} · ${option.insuredName}` : option.insuredName;

/** A typo-tolerant quick find over all visible applications; picking a result opens its record. */
export function FuzzyFind() {
  const navigate = useNavigate();
  const location = useLocation();
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), FUZZY_DEBOUNCE_MS);
  const query = useFuzzySearch(term);
  const searchable = term.length >= FUZZY_MIN_LENGTH;
  const options = searchable ? (query.data?.results ?? []) : [];

  const noOptionsText = !searchable
    ? `Type at least ${FUZZY_MIN_LENGTH} characters`
    : query.isError
      ? query.error.message
      : 'No matches';

  return (
    <Autocomplete<FuzzyResult, false, false, false>
      id="crm-fuzzy-find"
      sx={{ width: { xs: '100%', md: 420 } }}
      size="small"
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_, option) => {
        if (option) {
          setInput('');
          void navigate(`/crm/applications/${option.applicationId}`, {
            state: recordLinkState(location.search),
          });
        }
      }}
      // The server ranks by similarity; do not filter its answer again.
      filterOptions={(all) => all}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.applicationId === b.applicationId}
      loading={searchable && query.isFetching}
      loadingText="Searching…"
      noOptionsText={noOptionsText}
      blurOnSelect
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box sx={{ fontWeight: 500 }}>
                {option.insuredName}
                {option.policyNumber ? (
                  <Box component="span" sx={{ color: 'text.secondary', ml: 1 }}>
                    {option.policyNumber}
                  </Box>
                ) : null}
              </Box>
              <Box sx={{ color: 'text.secondary', fontSize: '0.75rem' }}>
                {option.email} · {option.productName} · {option.brokerageName}
              </Box>
            </Box>
            <StatusChip status={option.status} />
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField {...params} label="Fuzzy find" placeholder="Typo-tolerant: policy, insured or email" />
      )}
    />
  );
}
