import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ErpQuoteResponse } from '@bm/contracts';
import {
  ERP_LENGTHS,
  ERP_LOSS_QUESTION,
  ERP_MESSAGES,
  ERP_REASONS,
  erpCharges,
  formatCad,
  formatDate,
  premiumTaxLabel,
} from '@bm/domain';
import { RadioGroupInput } from '../../../../components/inputs/radio-group-input.tsx';
import { SelectInput } from '../../../../components/inputs/select-input.tsx';
import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { useT } from '../../../../i18n/use-t.ts';
import { useApplication } from '../../api/get-application.ts';
import { erpMessages } from './messages.ts';
import { erpErrorMessage, useCreateErp, useErpQuote } from './api.ts';
import {
  centsToDollarsText,
  checkErpDraft,
  premiumCents,
  startErpDraft,
  toQuoteRequest,
  type ErpDraft,
} from './erp-form.ts';

export const ERP_TITLE = 'Extended reporting period';
const LENGTH_OPTIONS = ERP_LENGTHS.map((years) => ({
  value: String(years),
  label: `${years} year${years === 1 ? '' : 's'}`,
}));
const REASON_OPTIONS = ERP_REASONS.map(({ value, label }) => ({ value, label }));
const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** The quote step: the proposal, and the premium the underwriter records (editable). */
function QuoteFigures({ quote, premium }: { quote: ErpQuoteResponse; premium: number | null }) {
  const charges = premium !== null && premium > 0 ? erpCharges(premium, quote.taxRate) : null;
  const rows: [string, string][] = [
    [
      'Extended reporting period',
      `${quote.effectiveDate} to ${quote.expiryDate} (${quote.years} year${quote.years === 1 ? '' : 's'})`,
    ],
    ['Expiring annual premium', formatCad(quote.expiringAnnualPremium)],
    [
      'Proposed ERP premium',
      `${formatCad(quote.proposedPremium)} (${quote.basisPoints / 100}% of the annual premium)`,
    ],
    [premiumTaxLabel(quote.taxNames, quote.taxRate), charges ? formatCad(charges.tax) : '-'],
    ['Total invoiced', charges ? formatCad(charges.total) : '-'],
  ];
  return (
    <Table size="small" aria-label="ERP quote">
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row">
              {label}
            </TableCell>
            <TableCell align="right">{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * CreateExtendedReportingPeriod (spec 2.6, 4, 5, 8, 9): the input form (effective date, length 1 to
 * 6 years, the reason or custom text, the loss question), the quote (the proposed premium, editable), then the
 * recording step, which invoices the premium for finance to collect and never charges the card.
 * Failures show the server's message, else 'Error getting ERP quote' / 'Error purchasing ERP'.
 */
export function ErpModal({ applicationId, onClose }: ModalComponentProps) {
  const quoteStep = useErpQuote(applicationId);
  const create = useCreateErp(applicationId);
  const t = useT(erpMessages);
  const { data: policy } = useApplication(applicationId);
  const expiryDay =
    policy && policy.status !== 'cancelled' && policy.policyExpiryDate ? formatDate(policy.policyExpiryDate) : null;
  const [typed, setDraft] = useState<ErpDraft | null>(null);
  const draft = typed ?? startErpDraft(expiryDay);
  const [touched, setTouched] = useState(false);
  const [premiumText, setPremiumText] = useState('');
  const errors = touched ? checkErpDraft(draft) : {};
  const quote = quoteStep.data;
  const premium = premiumCents(premiumText);
  const busy = quoteStep.isPending || create.isPending;

  const edit = (change: Partial<ErpDraft>) => {
    setDraft({ ...draft, ...change });
    if (quoteStep.isError) quoteStep.reset();
  };
  const getQuote = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (busy || Object.keys(checkErpDraft(draft)).length > 0) return;
    quoteStep.mutate(toQuoteRequest(draft), {
      onSuccess: (answer) => setPremiumText(centsToDollarsText(answer.proposedPremium)),
    });
  };
  const record = (event: FormEvent) => {
    event.preventDefault();
    if (!quote || busy || premium === null || premium <= 0) return;
    create.mutate({
      ...toQuoteRequest(draft),
      years: null,
      expiryDate: quote.expiryDate,
      erpPremium: premium,
    });
  };

  if (create.data) {
    const { invoice } = create.data;
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="sm">
        <DialogTitle>{ERP_TITLE}</DialogTitle>
        <DialogContent>
          <Alert severity="success">
            {create.data.message} Invoice {invoice.number}: {formatCad(invoice.total)}.
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} variant="contained">
            Done
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  if (quote) {
    const premiumError = premium === null || premium <= 0 ? ERP_MESSAGES.premiumAboveZero : undefined;
    return (
      <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
        <form onSubmit={record} noValidate aria-label={`${ERP_TITLE} quote`}>
          <DialogTitle>{ERP_TITLE}</DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <QuoteFigures quote={quote} premium={premium} />
              <TextField
                id="erp-premium"
                label="ERP premium"
                name="erpPremium"
                required
                value={premiumText}
                onChange={(event) => {
                  setPremiumText(event.target.value);
                  if (create.isError) create.reset();
                }}
                error={Boolean(premiumError)}
                helperText={premiumError ?? 'The proposal; an underwriter may change it.'}
                disabled={busy}
                slotProps={{
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                  htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                }}
              />
              <Typography variant="body2" color="text.secondary">
                The card on file is not charged: the premium and its tax are invoiced for finance to collect.
              </Typography>
              {create.isError ? (
                <Alert severity="error" role="alert">
                  {erpErrorMessage(create.error, ERP_MESSAGES.purchaseFailed)}
                </Alert>
              ) : null}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => quoteStep.reset()} disabled={busy}>
              Back
            </Button>
            <SubmitButton loading={create.isPending} disabled={Boolean(premiumError)}>
              Record ERP
            </SubmitButton>
          </DialogActions>
        </form>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={getQuote} noValidate aria-label={ERP_TITLE}>
        <DialogTitle>{ERP_TITLE}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              id="erp-effective-date"
              label={t('effectiveDate')}
              name="effectiveDate"
              type="date"
              required
              value={draft.effectiveDate}
              onChange={(event) => edit({ effectiveDate: event.target.value })}
              error={Boolean(errors.effectiveDate)}
              helperText={errors.effectiveDate ?? t('effectiveDateHelp')}
              disabled={busy}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <SelectInput
              id="erp-length"
              label="Length"
              required
              options={LENGTH_OPTIONS}
              value={draft.years || null}
              onChange={(years) => edit({ years: years ?? '' })}
              error={errors.years}
              helperText="From the day the policy ends."
              disabled={busy}
            />
            <SelectInput
              id="erp-reason"
              label="Reason"
              required
              options={REASON_OPTIONS}
              value={draft.erpReason}
              onChange={(erpReason) => edit({ erpReason })}
              error={errors.erpReason}
              disabled={busy}
            />
            {draft.erpReason === 'other' ? (
              <TextField
                id="erp-reason-text"
                label="Custom reason"
                name="erpReasonText"
                required
                value={draft.erpReasonText}
                onChange={(event) => edit({ erpReasonText: event.target.value })}
                error={Boolean(errors.erpReasonText)}
                helperText={errors.erpReasonText}
                disabled={busy}
              />
            ) : null}
            <RadioGroupInput
              id="erp-known-claims"
              label={ERP_LOSS_QUESTION}
              required
              options={YES_NO}
              value={draft.knownClaims}
              onChange={(value) => edit({ knownClaims: value as 'yes' | 'no' })}
              error={errors.knownClaims}
              disabled={busy}
              row
            />
            {quoteStep.isError ? (
              <Alert severity="error" role="alert">
                {erpErrorMessage(quoteStep.error, ERP_MESSAGES.quoteFailed)}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <SubmitButton loading={quoteStep.isPending}>Get quote</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
