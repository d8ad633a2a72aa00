import { useId, type ChangeEventHandler } from 'react';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';

// MUI's outlined field with a start adornment (its label always floats on the outline's notch),
// drawn with the same rules as FormControl, InputLabel, OutlinedInput, NotchedOutline and
// InputAdornment, without their machinery (decision 0041).
const Root = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  flexDirection: 'column',
  position: 'relative',
  minWidth: 0,
  width: '100%',
  verticalAlign: 'top',
  [`&:focus-within > label`]: { color: theme.palette.primary.main },
}));

const Label = styled('label')(({ theme }) => ({
  ...theme.typography.body1,
  color: theme.palette.text.secondary,
  lineHeight: '1.4375em',
  padding: 0,
  display: 'block',
  position: 'absolute',
  left: 0,
  top: 0,
  zIndex: 1,
  transformOrigin: 'top left',
  transform: 'translate(14px, -9px) scale(0.75)',
  maxWidth: 'calc(133% - 32px)',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  userSelect: 'none',
}));

const Field = styled('div')(({ theme }) => ({
  ...theme.typography.body1,
  color: theme.palette.text.primary,
  lineHeight: '1.4375em',
  boxSizing: 'border-box',
  position: 'relative',
  cursor: 'text',
  display: 'inline-flex',
  alignItems: 'center',
  width: '100%',
  borderRadius: theme.shape.borderRadius,
  paddingLeft: 14,
  '&:hover > fieldset': { borderColor: theme.palette.text.primary },
  '@media (hover: none)': { '&:hover > fieldset': { borderColor: 'rgba(0, 0, 0, 0.23)' } },
  '&:focus-within > fieldset': { borderColor: theme.palette.primary.main, borderWidth: 2 },
}));

const Adornment = styled('div')(({ theme }) => ({
  display: 'flex',
  height: '0.01em',
  maxHeight: '2em',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  color: theme.palette.action.active,
  marginRight: 8,
}));

const Input = styled('input')({
  font: 'inherit',
  letterSpacing: 'inherit',
  color: 'currentColor',
  padding: '16.5px 14px 16.5px 0',
  border: 0,
  boxSizing: 'content-box',
  background: 'none',
  height: '1.4375em',
  margin: 0,
  WebkitTapHighlightColor: 'transparent',
  display: 'block',
  minWidth: 0,
  width: '100%',
  MozAppearance: 'textfield',
  '&::placeholder': { color: 'currentColor', opacity: 0.42 },
  '&:focus': { outline: 0 },
});

const Outline = styled('fieldset')({
  textAlign: 'left',
  position: 'absolute',
  bottom: 0,
  right: 0,
  top: -5,
  left: 0,
  margin: 0,
  padding: '0 8px',
  pointerEvents: 'none',
  borderRadius: 'inherit',
  borderStyle: 'solid',
  borderWidth: 1,
  borderColor: 'rgba(0, 0, 0, 0.23)',
  overflow: 'hidden',
  minWidth: '0%',
  '& > legend': {
    float: 'unset',
    width: 'auto',
    overflow: 'hidden',
    display: 'block',
    padding: 0,
    height: 11,
    fontSize: '0.75em',
    visibility: 'hidden',
    maxWidth: '100%',
    whiteSpace: 'nowrap',
    '& > span': {
      paddingLeft: 5,
      paddingRight: 5,
      display: 'inline-block',
      opacity: 0,
      visibility: 'visible',
    },
  },
});

/**
 * A search box that looks as the outlined TextInput with a search icon does, for the catalogue: a
 * first page, and the text field's parts are 9 KB gzipped of it (decision 0041).
 */
export function SearchInput({
  label,
  placeholder,
  value,
  onChange,
  sx,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  sx?: SxProps<Theme>;
}) {
  const id = useId();
  return (
    <Root sx={sx}>
      <Label htmlFor={id}>{label}</Label>
      <Field>
        <Adornment>
          <SearchIcon />
        </Adornment>
        <Input id={id} type="search" placeholder={placeholder} value={value} onChange={onChange} />
        <Outline aria-hidden>
          <legend>
            <span>{label}</span>
          </legend>
        </Outline>
      </Field>
    </Root>
  );
}
