import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type {
  Application,
  BillingConfigResponse,
  PayApplicationResponse,
  PaymentMethod,
} from '@bm/contracts';
import { paymentAccountFor, quoteBreakdown, type PaymentPeriod, type Quote } from '@bm/domain';
import { useFormat, useT } from '../../../i18n/use-t.ts';
import { Spinner } from '../../../components/loading.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useBillingConfig, useSavedCard } from '../api/billing.ts';
import {
  checkCard,
  postalCodeError,
  type CardErrors,
  type CardField,
  type CardFields,
} from '../../../lib/card-checks.ts';
import { usePayment, type PaymentSource } from '../lib/use-payment.ts';
import { incompleteStripeFields, useStripeCard, withErrors } from '../../../lib/use-stripe-card.ts';
import { CardForm, EMPTY_CARD } from '../../../components/card/card-form.tsx';
import { paymentStepMessages } from './messages.ts';
import { PeriodSelector, usePeriodLabel } from './period-selector.tsx';
import { StripeCardForm, stripeElementStyle } from '../../../components/card/stripe-card-form.tsx';

type CardChoice = 'saved' | 'new';

/** The publishable key of the account this period is paid on (spec section 9), in Stripe mode. */
function publishableKeyFor(config: BillingConfigResponse | undefined, period: PaymentPeriod): string | null {
  return config?.provider === 'stripe' ? config.publishableKeys[paymentAccountFor(period, new Date())] : null;
}

function SavedCardChoice({
  card,
  value,
  onChange,
}: {
  card: PaymentMethod;
  value: CardChoice;
  onChange: (choice: CardChoice) => void;
}) {
  const t = useT(paymentStepMessages);
  return (
    <RadioGroup
      aria-label={t('card')}
      value={value}
      onChange={(event) => onChange(event.target.value === 'saved' ? 'saved' : 'new')}
    >
      <FormControlLabel
        value="saved"
        control={<Radio />}
        label={t('payWithSaved', { brand: card.card.brand, last4: card.card.lastFourDigits })}
      />
      <FormControlLabel value="new" control={<Radio />} label={t('useNewCard')} />
    </RadioGroup>
  );
}

/**
 * Payment: the period, the card (the one on file or a new one, checked field by field before it is
 * sent) and the charge of the first payment, which binds the policy. The amounts are the server's
 * figures when it priced the saved answers, so the charge matches what was shown. A new card is
 * typed into our own fields for the simulated processor, or into Stripe's (Stripe.js, with the
 * publishable key of the account the period is paid on) when the server uses Stripe
 * (GET /api/billing/config).
 */
export function PaymentStep({
  application,
  quote,
  period,
  periods,
  onPeriodChange,
  onPaid,
}: {
  application: Application;
  quote: Quote;
  period: PaymentPeriod;
  periods: readonly PaymentPeriod[];
  onPeriodChange: (period: PaymentPeriod) => void;
  onPaid: (result: PayApplicationResponse) => void;
}) {
  const t = useT(paymentStepMessages);
  const periodLabel = usePeriodLabel();
  const f = useFormat();
  const savedCard = useSavedCard(application.stripe, application.applicationId);
  const [choice, setChoice] = useState<CardChoice | null>(null);
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const { pay, paying, failure, clearFailure } = usePayment(application.applicationId);
  const billingConfig = useBillingConfig();
  const theme = useTheme();
  const config = billingConfig.data;
  const onFile = savedCard.data ?? null;
  const cardChoice: CardChoice = choice ?? (onFile ? 'saved' : 'new');
  const dueNow = quote.schedule[period][0]?.amount ?? quote.total[period];
  const stripeKey = cardChoice === 'new' ? publishableKeyFor(config, period) : null;
  const stripeCard = useStripeCard(stripeKey, {
    onEdit: (field) => {
      setCardErrors((current) => ({ ...current, [field]: undefined }));
      clearFailure();
    },
    style: stripeElementStyle(theme),
    disabled: paying,
  });
  const shownErrors: CardErrors =
    config?.provider === 'stripe' ? withErrors(cardErrors, stripeCard.fieldErrors) : { ...cardErrors };
  if (failure?.field) shownErrors[failure.field] = failure.message;

  const editCard = (field: CardField, value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    setCardErrors((current) => ({ ...current, [field]: undefined }));
    if (failure) clearFailure();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (paying) return;
    const cardId = application.stripe.cardId;
    let source: PaymentSource;
    if (cardChoice === 'saved' && onFile && cardId) {
      source = { kind: 'saved' as const, cardId };
    } else if (config?.provider === 'stripe') {
      if (stripeCard.status !== 'ready') return;
      const postalCode = card.postalCode.trim().toUpperCase();
      const postal = postalCodeError(postalCode);
      const errors: CardErrors = {
        ...incompleteStripeFields(stripeCard),
        ...(postal ? { postalCode: postal } : {}),
      };
      setCardErrors(errors);
      if (Object.keys(errors).length > 0) return;
      source = {
        kind: 'stripe',
        cardVersion: `${stripeKey}#${stripeCard.version}`,
        postalCode,
        createToken: () => stripeCard.createToken(postalCode),
      };
    } else if (config?.provider === 'simulated') {
      const errors = checkCard(card);
      setCardErrors(errors);
      if (Object.keys(errors).length > 0) return;
      source = { kind: 'new' as const, card };
    } else {
      return;
    }
    const result = await pay({ period, expectedTotal: quote.total[period], source });
    if (result) onPaid(result);
  };

  // The step waits for how cards are taken (simulated or Stripe): one small request, then cached.
  if (billingConfig.isPending) return <Spinner label={t('loadingForm')} />;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('payment')}>
      <Stack spacing={3}>
        <Typography variant="h5" component="h2">
          {t('payment')}
        </Typography>
        <PeriodSelector quote={quote} value={period} onChange={onPeriodChange} periods={periods} />
        <Typography>
          {quote.schedule[period].length > 1
            ? t('planSeveral', {
                period: periodLabel(period),
                total: f.money(quote.total[period]),
                dueNow: f.money(dueNow),
              })
            : t('planOne', { period: periodLabel(period), total: f.money(quote.total[period]) })}
        </Typography>
        {quote.stripeFees[period] > 0 ? (
          <Typography variant="body2" data-testid="card-surcharge-note">
            {t('surcharge', { amount: f.money(quote.stripeFees[period]) })}{' '}
            {quoteBreakdown(quote, period, f.locale).cardNote}
          </Typography>
        ) : null}
        {savedCard.isLoading ? <Spinner label={t('lookingForCard')} size={24} /> : null}
        {onFile ? <SavedCardChoice card={onFile} value={cardChoice} onChange={setChoice} /> : null}
        {cardChoice === 'new' && billingConfig.isError ? (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={() => void billingConfig.refetch()}>
                {t('tryAgain')}
              </Button>
            }
          >
            {t('cardFormFailed')}
          </Alert>
        ) : null}
        {cardChoice === 'new' && config?.provider === 'simulated' ? (
          <CardForm card={card} errors={shownErrors} onChange={editCard} disabled={paying} />
        ) : null}
        {cardChoice === 'new' && config?.provider === 'stripe' ? (
          <StripeCardForm
            card={stripeCard}
            postalCode={card.postalCode}
            errors={shownErrors}
            onPostalCodeChange={(value) => editCard('postalCode', value)}
            disabled={paying}
          />
        ) : null}
        {failure && (!failure.field || cardChoice === 'saved') ? (
          <Alert severity="error" role="alert">
            {failure.message}
          </Alert>
        ) : null}
        <Box>
          <SubmitButton loading={paying}>{t('payAndBind', { amount: f.money(dueNow) })}</SubmitButton>
        </Box>
      </Stack>
    </Box>
  );
}
