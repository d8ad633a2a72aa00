import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

/** The filter controls the keyset lists share (/invoices, /reports). */

export interface FilterOption {
  value: string;
  label: string;
}

const controlSx = { minWidth: 160, flex: '0 1 190px' };

/** A filter picking one value, or every value ('All ...'). */
export function FilterSelect({
  id,
  label,
  value,
  options,
  allLabel,
  onChange,
  sx = controlSx,
}: {
  id: string;
  label: string;
  value: string;
  options: FilterOption[];
  allLabel: string;
  onChange: (value: string) => void;
  /** The control's width in its bar (a list may give its controls more room). */
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      select
      id={id}
      label={label}
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={sx}
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

/** A Vancouver day filter (YYYY-MM-DD) that changes the list only once a whole day is typed. */
export function FilterDay({
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
