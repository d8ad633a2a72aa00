import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import type { FuzzySearchResponse } from '@bm/contracts';
import { StatusChip } from '../../../components/status-chips.tsx';
import { recordLinkState } from '../../../lib/crm-back-path.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { FUZZY_MIN_LENGTH, useFuzzySearch } from '../api/fuzzy-search.ts';
import { useSay, useT } from '../../../i18n/use-t.ts';
import { crmSearchMessages } from './messages.ts';

export const SEARCH_DEBOUNCE_MS = 300;

type CloseMatch = FuzzySearchResponse['results'][number];

/** The heading over the suggestions in the dropdown (its English, for tests). */
export const CLOSE_MATCHES = crmSearchMessages.closeMatches.en;
/** Said under the box when the close matches could not be read (the list still filters), before the error. */
export const CLOSE_MATCHES_FAILED = crmSearchMessages.closeMatchesFailed.en.replace(' {error}', '');

export interface SearchBoxProps {
  /** The search in force (from the URL). */
  value: string;
  /** Called once typing pauses for SEARCH_DEBOUNCE_MS, with the trimmed text. */
  onCommit: (value: string) => void;
}

const optionLabel = (option: CloseMatch | string) =>
  typeof option === 'string'
    ? option
    : option.policyNumber
      ? `${option.policyNumber} · ${option.insuredName}`
      : option.insuredName;

/**
 * The CRM's one search box. What is typed filters the list on the server (policy number, insured name
 * or email) after a pause in typing, through the URL; the dropdown meanwhile suggests the
 * typo-tolerant close matches, and picking one opens its record. Enter filters at once.
 */
export function SearchBox({ value, onCommit }: SearchBoxProps) {
  const t = useT(crmSearchMessages);
  const say = useSay();
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  // The URL changed under us (back button, clear filters): show what is in force.
  if (value !== committed) {
    setCommitted(value);
    if (text.trim() !== value) setText(value);
  }

  // A new onCommit on each parent render must not restart the pause.
  const commit = useEffectEvent((next: string) => onCommit(next));
  useEffect(() => {
    const next = text.trim();
    if (next === committed) return;
    const timer = setTimeout(() => commit(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, committed]);

  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const suggest = term.length >= FUZZY_MIN_LENGTH && text.trim() !== '';
  const fuzzy = useFuzzySearch(suggest ? term : '');
  const failed = suggest && fuzzy.isError;
  const options = suggest && !failed ? (fuzzy.data?.results ?? []) : [];

  return (
    <Autocomplete<CloseMatch, false, false, true>
      id="crm-search"
      freeSolo
      size="small"
      sx={{ flex: '1 1 280px', minWidth: 240 }}
      options={options}
      value={null}
      inputValue={text}
      onInputChange={(_, next, reason) => {
        if (reason !== 'reset') setText(next);
      }}
      onChange={(_, option) => {
        if (typeof option === 'string') {
          // Enter on the typed text: filter now rather than after the pause.
          const next = option.trim();
          if (next !== committed) onCommit(next);
        } else if (option) {
          void navigate(`/crm/applications/${option.applicationId}`, {
            state: recordLinkState(location.search),
          });
        }
      }}
      // The server ranks by similarity; do not filter its answer again.
      filterOptions={(all) => all}
      groupBy={() => t('closeMatches')}
      getOptionLabel={optionLabel}
      loading={suggest && fuzzy.isFetching}
      loadingText={t('searching')}
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
                {option.email} · {say(option.productName)} · {option.brokerageName}
              </Box>
            </Box>
            <StatusChip status={option.status} />
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('search')}
          placeholder={t('placeholder')}
          helperText={failed ? t('closeMatchesFailed', { error: fuzzy.error.message }) : undefined}
          slotProps={{
            formHelperText: { role: 'alert' },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { ...params.slotProps.htmlInput, maxLength: 200 },
          }}
        />
      )}
    />
  );
}
