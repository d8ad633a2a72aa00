import { useEffect, useEffectEvent, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useT } from '../../../i18n/use-t.ts';
import { invoicesMessages } from '../messages.ts';

export const INVOICE_SEARCH_DEBOUNCE_MS = 300;

export interface InvoiceSearchBoxProps {
  /** The search in force (from the URL). */
  value: string;
  /** Called once typing pauses for INVOICE_SEARCH_DEBOUNCE_MS, with the trimmed text; Enter at once. */
  onCommit: (value: string) => void;
}

/** Policy number, insured name or invoice number: the list filters after a short pause in typing. */
export function InvoiceSearchBox({ value, onCommit }: InvoiceSearchBoxProps) {
  const t = useT(invoicesMessages);
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
    const timer = setTimeout(() => commit(next), INVOICE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, committed]);

  return (
    <TextField
      id="invoice-search"
      type="search"
      size="small"
      label={t('search')}
      placeholder={t('searchPlaceholder')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        const next = text.trim();
        if (event.key === 'Enter' && next !== committed) onCommit(next);
      }}
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
