import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Application, CustomQuoteResponse } from '@bm/contracts';
import {
  CUSTOM_PREMIUM_MESSAGES as M,
  CUSTOM_PREMIUM_OPERATIONS,
  formatDate,
  HEALTH_FITNESS_PRESET_PREMIUMS,
  isHealthFitness,
  MESSAGES,
  premiumError,
} from '@bm/domain';
import { RadioGroupInput } from '../../../../components/inputs/radio-group-input.tsx';
import { useFormat, useSay, useT } from '../../../../i18n/use-t.ts';
import { customPremiumMessages } from './messages.ts';
import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { useToast } from '../../../../components/toast-context.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useCardAttempts } from '../../../../lib/use-card-attempt.ts';
import { CardRefused, newCardToken, useBillingProvider, useCardOnFile } from '../../api/card-payment.ts';
import { useApplication, useRefreshRecord } from '../../api/get-application.ts';
import { CardChoice, PaymentRegion, type CardChoiceForm } from '../../components/card-choice.tsx';
import { PaymentFailedDialog } from '../../components/payment-failed-dialog.tsx';
import { useCardChoice } from '../../lib/use-card-choice.ts';
import { createCustomPremiums, fetchCustomQuote, premiumCents, quoteFailure, saveFailure } from './api.ts';
import { CustomQuoteFigures } from './custom-quote-figures.tsx';
import { shownCharge } from '../../lib/card-choice.ts';
import { RecordLoadingDialog } from '../../components/record-loading-dialog.tsx';


type Errors = Partial<
  Record<'reason' | 'totalPremium' | 'expiryDate' | 'effectiveDate' | 'newOperation', string>
>;

/** The dialog of a loaded record: the premium and its quote, the dates, the card, and Charge. */
function CustomPremiumsDialog({ record, onClose }: { record: Application; onClose: () => void }) {
  const t = useT(customPremiumMessages);
  const say = useSay();
  const { money: formatCad, locale } = useFormat();
  // The card choice's words; new cards in Stripe mode go through Stripe.js, which this dialog does not embed.
  const cardForm: CardChoiceForm = {
    id: 'custom-premium-card',
    labels: 'payWith',
    noCardMessage: say(M.noCard),
    stripeMessage: t('stripe'),
  };
  const shownError = (error: string | undefined) => error && say(error);
  const applicationId = record.applicationId;
  const hf = isHealthFitness(record.productId);
  const currentExpiry = record.policyExpiryDate ? formatDate(record.policyExpiryDate) : '';
  const toast = useToast();
  const refresh = useRefreshRecord();
  const cardOnFile = useCardOnFile(record);
  const billing = useBillingProvider();
  const [reason, setReason] = useState('');
  const [premiumText, setPremiumText] = useState('');
  const [preset, setPreset] = useState<string | null>(null);
  const [expiryDate, setExpiryDate] = useState(currentExpiry);
  const [effectiveDate, setEffectiveDate] = useState('');
  const [newOperation, setNewOperation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [quote, setQuote] = useState<CustomQuoteResponse | null>(null);
  const [quoting, setQuoting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [declined, setDeclined] = useState<string | null>(null);
  const attempts = useCardAttempts();

  const cents = hf ? (preset ? Number(preset) : null) : premiumCents(premiumText);
  const onFile = record.stripe.cardId !== null && cardOnFile.data !== null;
  const cards = useCardChoice({ onFile, cardOnFile: cardOnFile.data });
  const { usingNewCard } = cards;
  // The charge as shown before payment for the card chosen (decision 0063).
  const shown = quote
    ? shownCharge(
        {
          cardFee: quote.quote.stripeFeesPreTax,
          cardFeePST: quote.quote.stripeFeesPST,
          total: quote.quote.total,
        },
        quote.card,
        usingNewCard,
        locale,
      )
    : null;
  const stripeMode = billing.data?.provider === 'stripe';

  const premiumChanged = () => {
    setQuote(null);
    setErrors((previous) => ({ ...previous, totalPremium: undefined }));
  };

  const getQuote = async () => {
    const error = cents === null ? M.invalidPremium : premiumError(cents, record.productId);
    if (error || cents === null) {
      setErrors((previous) => ({ ...previous, totalPremium: error ?? M.invalidPremium }));
      return;
    }
    setQuoting(true);
    setFailure(null);
    try {
      setQuote(await fetchCustomQuote(applicationId, cents));
    } catch (cause) {
      const message = quoteFailure(cause);
      setFailure(message);
      toast.error(say(message));
    } finally {
      setQuoting(false);
    }
  };

  const check = (): Errors => {
    const found: Errors = {};
    if (!reason.trim()) found.reason = M.required;
    const premium = cents === null ? M.invalidPremium : premiumError(cents, record.productId);
    if (premium) found.totalPremium = premium;
    if (expiryDate && currentExpiry && expiryDate < currentExpiry) found.expiryDate = M.expiryEarlier;
    if (hf && !effectiveDate) found.effectiveDate = M.required;
    if (hf && !newOperation) found.newOperation = M.required;
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0 || cents === null) return;
    if (!quote || quote.quote.premiumsSum <= 0) {
      setFailure(M.noQuote);
      return;
    }
    if (usingNewCard && !cards.check()) return;
    const body = {
      reason: reason.trim(),
      totalPremium: cents,
      expiryDate: expiryDate && expiryDate !== currentExpiry ? expiryDate : null,
      effectiveDate: effectiveDate || null,
      newOperation: newOperation || null,
      expectedTotal: shown?.total ?? quote.quote.total,
    };
    const current = attempts.for({ body, usingNewCard, card: usingNewCard ? cards.card : null });
    setSaving(true);
    setFailure(null);
    try {
      if (usingNewCard) current.token ??= await newCardToken(cards.card, quote.account);
      const saved = await createCustomPremiums(applicationId, {
        ...body,
        idempotencyKey: current.idempotencyKey,
        ...(usingNewCard && current.token ? { token: current.token } : {}),
      });
      attempts.succeeded();
      void refresh(applicationId, saved.application);
      toast.success(t('recorded', { amount: formatCad(saved.payment.amount) }));
      onClose();
    } catch (cause) {
      attempts.failed(cause);
      if (cause instanceof CardRefused) {
        cards.setErrors(cause.errors);
      } else if (cause instanceof ApiError && cause.status === 402) {
        setDeclined(cause.message);
      } else {
        const message = saveFailure(cause);
        setFailure(message);
        toast.error(say(message));
      }
    } finally {
      setSaving(false);
    }
  };

  if (declined !== null) {
    return (
      <PaymentFailedDialog
        id="custom-premiums-failed"
        message={declined}
        text={MESSAGES.endorsementPaymentFailedText}
        onClose={onClose}
        onTryAnotherCard={() => {
          setDeclined(null);
          cards.reset();
        }}
      />
    );
  }

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="custom-premiums-title"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="custom-premiums-title">{t('title')}</DialogTitle>
        <DialogContent dividers>
          <Box sx={{ display: 'grid', gap: 2 }}>
            {failure && <Alert severity="error">{say(failure)}</Alert>}
            <TextField
              id="custom-premium-reason"
              label={t('reason')}
              required
              multiline
              minRows={2}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setErrors((previous) => ({ ...previous, reason: undefined }));
              }}
              error={Boolean(errors.reason)}
              helperText={shownError(errors.reason)}
              disabled={saving}
            />
            {hf ? (
              <RadioGroupInput
                id="custom-premium-preset"
                label={t('premium')}
                required
                row
                options={HEALTH_FITNESS_PRESET_PREMIUMS.map((value) => ({
                  value: String(value),
                  label: formatCad(value),
                }))}
                value={preset}
                onChange={(value) => {
                  setPreset(value);
                  premiumChanged();
                }}
                error={shownError(errors.totalPremium)}
                disabled={saving}
              />
            ) : (
              <TextField
                id="custom-premium-amount"
                label={t('premiumDollars')}
                required
                inputMode="decimal"
                value={premiumText}
                onChange={(event) => {
                  setPremiumText(event.target.value);
                  premiumChanged();
                }}
                error={Boolean(errors.totalPremium)}
                helperText={shownError(errors.totalPremium)}
                disabled={saving}
              />
            )}
            {hf && (
              <>
                <TextField
                  id="custom-premium-effective"
                  label={t('effectiveDate')}
                  type="date"
                  required
                  value={effectiveDate}
                  onChange={(event) => setEffectiveDate(event.target.value)}
                  error={Boolean(errors.effectiveDate)}
                  helperText={shownError(errors.effectiveDate)}
                  disabled={saving}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <TextField
                  id="custom-premium-operation"
                  select
                  label={t('operation')}
                  required
                  value={newOperation}
                  onChange={(event) => setNewOperation(event.target.value)}
                  error={Boolean(errors.newOperation)}
                  helperText={shownError(errors.newOperation)}
                  disabled={saving}
                >
                  {CUSTOM_PREMIUM_OPERATIONS.map((operation) => (
                    <MenuItem key={operation.value} value={operation.value}>
                      {operation.label}
                    </MenuItem>
                  ))}
                </TextField>
              </>
            )}
            <TextField
              id="custom-premium-expiry"
              label={t('expiryDate')}
              type="date"
              value={expiryDate}
              onChange={(event) => setExpiryDate(event.target.value)}
              error={Boolean(errors.expiryDate)}
              helperText={shownError(errors.expiryDate) ?? t('currentExpiry', { date: currentExpiry })}
              disabled={saving}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: currentExpiry } }}
            />
            <Box>
              <Button variant="outlined" onClick={() => void getQuote()} disabled={quoting || saving}>
                {t(quoting ? 'quoting' : 'getQuote')}
              </Button>
            </Box>
            {quote && <CustomQuoteFigures quote={quote.quote} shown={shown} />}
            {quote && (
              <PaymentRegion>
                <CardChoice
                  form={cardForm}
                  amount={shown?.total ?? quote.quote.total}
                  cards={cards}
                  stripeMode={stripeMode}
                  disabled={saving}
                />
              </PaymentRegion>
            )}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {t('cancel')}
          </Button>
          <SubmitButton loading={saving} disabled={!quote || saving || (usingNewCard && stripeMode)}>
            {quote ? t('chargeAmount', { amount: formatCad(shown?.total ?? quote.quote.total) }) : t('charge')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The CreateCustomPremiums modal of the shared modal state (spec 2.6). */
export function CustomPremiumsModal({ applicationId, onClose }: ModalComponentProps) {
  const t = useT(customPremiumMessages);
  const record = useApplication(applicationId);
  if (record.data) return <CustomPremiumsDialog record={record.data} onClose={onClose} />;
  return (
    <RecordLoadingDialog
      title={t('title')}
      titleId="custom-premiums-title"
      error={record.error}
      onClose={onClose}
    />
  );
}
