import { useEffect, useEffectEvent, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  /** The search in force (from the URL). */
  value: string;
  /** Called once typing pauses for SEARCH_DEBOUNCE_MS, with the trimmed text. */
  onCommit: (value: string) => void;
}

/** Server-side search by policy number, insured name or email, sent after a pause in typing. */
export function SearchBox({ value, onCommit }: SearchBoxProps) {
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

  return (
    <TextField
      label="Search"
      placeholder="Policy number, insured name or email"
      size="small"
      type="search"
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ flex: '1 1 280px', minWidth: 240 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: { maxLength: 200 },
      }}
    />
  );
}
