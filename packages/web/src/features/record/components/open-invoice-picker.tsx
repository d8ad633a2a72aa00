import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { OpenInvoice } from '@bm/contracts';
import { formatDate, type Cents } from '@bm/domain';
import { useFormat, useT } from '../../../i18n/use-t.ts';
import type { useOpenInvoices } from '../api/open-invoices.ts';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { recordFormMessages } from './messages.ts';

/** What is still owed on an open invoice. */
export const owingOn = (invoice: OpenInvoice): Cents => invoice.amountDue - invoice.amountPaid;

/** Only what still asks for money: an open credit note is owed to the insured, not paid by them. */
export const stillOwing = (invoice: OpenInvoice): boolean => owingOn(invoice) > 0;

export interface OpenInvoicePickerProps {
  query: ReturnType<typeof useOpenInvoices>;
  /** The group's legend, e.g. 'Open invoices this payment settles'. */
  legend: string;
  /** The ids of the invoices ticked. */
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  /** Which open invoices are offered; all of them by default. */
  offered?: (invoice: OpenInvoice) => boolean;
  /** The group's error (it marks the group and replaces the helper text). */
  error?: string;
  helperText?: string;
  disabled: boolean;
}

/**
 * The policy's open invoices as checkboxes ('INV-1 — due 2026-01-01 — $100.00 owing'), with their
 * query's states: a placeholder while loading, the error with Retry, a line when there are none.
 */
export function OpenInvoicePicker(props: OpenInvoicePickerProps) {
  const { query, selected, onChange } = props;
  const t = useT(recordFormMessages);
  const f = useFormat();
  const invoices = query.data?.filter(props.offered ?? (() => true));
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((value) => value !== id));
  const message = props.error ?? props.helperText;
  let body;
  if (query.isError) {
    body = <RetryAlert onRetry={() => void query.refetch()}>{query.error.message}</RetryAlert>;
  } else if (invoices === undefined) {
    body = <Skeleton variant="rounded" height={40} aria-label={t('loadingOpenInvoices')} />;
  } else if (invoices.length === 0) {
    body = (
      <Typography variant="body2" color="text.secondary">
        {t('noOpenInvoices')}
      </Typography>
    );
  } else {
    body = (
      <FormGroup>
        {invoices.map((invoice) => (
          <FormControlLabel
            key={invoice.id}
            control={
              <Checkbox
                checked={selected.includes(invoice.id)}
                onChange={(event) => toggle(invoice.id, event.target.checked)}
              />
            }
            label={t('openInvoice', {
              number: invoice.number,
              due: formatDate(invoice.dueDate),
              amount: f.money(owingOn(invoice)),
            })}
          />
        ))}
      </FormGroup>
    );
  }
  return (
    <FormControl
      component="fieldset"
      variant="standard"
      disabled={props.disabled}
      error={Boolean(props.error)}
    >
      <FormLabel component="legend">{props.legend}</FormLabel>
      {body}
      {message !== undefined && <FormHelperText>{message}</FormHelperText>}
    </FormControl>
  );
}
