import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** A form's submit button: disabled with a spinner while the request is under way. */
export function SubmitButton({ loading, children, disabled, ...rest }: ButtonProps & { loading: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={loading || disabled}
      aria-busy={loading}
      startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      {...rest}
    >
      {children}
    </Button>
  );
}
