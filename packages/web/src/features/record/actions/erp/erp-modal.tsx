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
import { ERP_LENGTHS, ERP_MESSAGES, ERP_REASONS, erpCharges, formatDate, premiumTaxLabel } from '@bm/domain';
import { RadioGroupInput } from '../../../../components/inputs/radio-group-input.tsx';
import { SelectInput } from '../../../../components/inputs/select-input.tsx';
import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { useFormat, useSay, useT, type Translate } from '../../../../i18n/use-t.ts';
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

export const ERP_TITLE = erpMessages.title.en;

/** The input step's choices in the screens' language (the reasons by the domain's labels). */
function erpOptions(t: Translate<typeof erpMessages>, say: (english: string) => string) {
  return {
    lengths: ERP_LENGTHS.map((years) => ({ value: String(years), label: t('years', { years }) })),
    reasons: ERP_REASONS.map(({ value, label }) => ({ value, label: say(label) })),
    yesNo: [
      { value: 'yes', label: t('yes') },
      { value: 'no', label: t('no') },
    ],
  };
}

/** The quote step: the proposal, and the premium the underwriter records (editable). */
function QuoteFigures({ quote, premium }: { quote: ErpQuoteResponse; premium: number | null }) {
  const t = useT(erpMessages);
  const f = useFormat();
  const charges = premium !== null && premium > 0 ? erpCharges(premium, quote.taxRate) : null;
  const rows: [string, string][] = [
    [t('title'), t('period', { from: quote.effectiveDate, to: quote.expiryDate, years: quote.years })],
    [t('expiringAnnualPremium'), f.money(quote.expiringAnnualPremium)],
    [
      t('proposedPremium'),
      t('proposedValue', {
        premium: f.money(quote.proposedPremium),
        percent: f.percent(quote.basisPoints / 10_000),
      }),
    ],
    [premiumTaxLabel(quote.taxNames, quote.taxRate, f.locale), charges ? f.money(charges.tax) : '-'],
    [t('totalInvoiced'), charges ? f.money(charges.total) : '-'],
  ];
  return (
    <Table size="small" aria-label={t('erpQuote')}>
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
  const say = useSay();
  const f = useFormat();
  const options = erpOptions(t, say);
  const { data: policy } = useApplication(applicationId);
  const expiryDay =
    policy && policy.status !== 'cancelled' && policy.policyExpiryDate
      ? formatDate(policy.policyExpiryDate)
      : null;
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
        <DialogTitle>{t('title')}</DialogTitle>
        <DialogContent>
          <Alert severity="success">
            {t('recorded', {
              message: create.data.message,
              number: invoice.number,
              total: f.money(invoice.total),
            })}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} variant="contained">
            {t('done')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  if (quote) {
    const premiumError = premium === null || premium <= 0 ? say(ERP_MESSAGES.premiumAboveZero) : undefined;
    return (
      <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
        <form onSubmit={record} noValidate aria-label={t('quoteForm')}>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <QuoteFigures quote={quote} premium={premium} />
              <TextField
                id="erp-premium"
                label={t('erpPremium')}
                name="erpPremium"
                required
                value={premiumText}
                onChange={(event) => {
                  setPremiumText(event.target.value);
                  if (create.isError) create.reset();
                }}
                error={Boolean(premiumError)}
                helperText={premiumError ?? t('premiumHelp')}
                disabled={busy}
                slotProps={{
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                  htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                }}
              />
              <Typography variant="body2" color="text.secondary">
                {t('notCharged')}
              </Typography>
              {create.isError ? (
                <Alert severity="error" role="alert">
                  {say(erpErrorMessage(create.error, ERP_MESSAGES.purchaseFailed))}
                </Alert>
              ) : null}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => quoteStep.reset()} disabled={busy}>
              {t('back')}
            </Button>
            <SubmitButton loading={create.isPending} disabled={Boolean(premiumError)}>
              {t('recordErp')}
            </SubmitButton>
          </DialogActions>
        </form>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={getQuote} noValidate aria-label={t('title')}>
        <DialogTitle>{t('title')}</DialogTitle>
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
              helperText={errors.effectiveDate ? say(errors.effectiveDate) : t('effectiveDateHelp')}
              disabled={busy}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <SelectInput
              id="erp-length"
              label={t('length')}
              required
              options={options.lengths}
              value={draft.years || null}
              onChange={(years) => edit({ years: years ?? '' })}
              error={errors.years && say(errors.years)}
              helperText={t('lengthHelp')}
              disabled={busy}
            />
            <SelectInput
              id="erp-reason"
              label={t('reason')}
              required
              options={options.reasons}
              value={draft.erpReason}
              onChange={(erpReason) => edit({ erpReason })}
              error={errors.erpReason && say(errors.erpReason)}
              disabled={busy}
            />
            {draft.erpReason === 'other' ? (
              <TextField
                id="erp-reason-text"
                label={t('customReason')}
                name="erpReasonText"
                required
                value={draft.erpReasonText}
                onChange={(event) => edit({ erpReasonText: event.target.value })}
                error={Boolean(errors.erpReasonText)}
                helperText={errors.erpReasonText && say(errors.erpReasonText)}
                disabled={busy}
              />
            ) : null}
            <RadioGroupInput
              id="erp-known-claims"
              label={t('lossQuestion')}
              required
              options={options.yesNo}
              value={draft.knownClaims}
              onChange={(value) => edit({ knownClaims: value as 'yes' | 'no' })}
              error={errors.knownClaims && say(errors.knownClaims)}
              disabled={busy}
              row
            />
            {quoteStep.isError ? (
              <Alert severity="error" role="alert">
                {say(erpErrorMessage(quoteStep.error, ERP_MESSAGES.quoteFailed))}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <SubmitButton loading={quoteStep.isPending}>{t('getQuote')}</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
