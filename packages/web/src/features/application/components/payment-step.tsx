import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Application, PayApplicationResponse, PaymentMethod } from '@bm/contracts';
import { formatCad, type PaymentPeriod, type Quote } from '@bm/domain';
import { Spinner } from '../../../components/loading.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useSavedCard } from '../api/billing.ts';
import { checkCard, type CardErrors, type CardField, type CardFields } from '../lib/card-checks.ts';
import { usePayment } from '../lib/use-payment.ts';
import { CardForm, EMPTY_CARD } from './card-form.tsx';
import { PERIOD_LABELS, PeriodSelector } from './period-selector.tsx';

type CardChoice = 'saved' | 'new';

function SavedCardChoice({
  card,
  value,
  onChange,
}: {
  card: PaymentMethod;
  value: CardChoice;
  onChange: (choice: CardChoice) => void;
}) {
  return (
    <RadioGroup
      aria-label="Card"
      value={value}
      onChange={(event) => onChange(event.target.value === 'saved' ? 'saved' : 'new')}
    >
      <FormControlLabel
        value="saved"
        control={<Radio />}
        label={`Pay with ${card.card.brand} ending ${card.card.lastFourDigits}`}
      />
      <FormControlLabel value="new" control={<Radio />} label="Use a new card" />
    </RadioGroup>
  );
}

/**
 * Payment: the period, the card (the one on file or a new one, checked field by field before it is
 * sent) and the charge of the first payment, which binds the policy. The amounts are the server's
 * figures when it priced the saved answers, so the charge matches what was shown.
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
  const savedCard = useSavedCard(application.stripe, application.applicationId);
  const [choice, setChoice] = useState<CardChoice | null>(null);
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const { pay, paying, failure, clearFailure } = usePayment(application.applicationId);
  const onFile = savedCard.data ?? null;
  const cardChoice: CardChoice = choice ?? (onFile ? 'saved' : 'new');
  const dueNow = quote.schedule[period][0]?.amount ?? quote.total[period];
  const shownErrors: CardErrors = { ...cardErrors };
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
    let source;
    if (cardChoice === 'saved' && onFile && cardId) {
      source = { kind: 'saved' as const, cardId };
    } else {
      const errors = checkCard(card);
      setCardErrors(errors);
      if (Object.keys(errors).length > 0) return;
      source = { kind: 'new' as const, card };
    }
    const result = await pay({ period, expectedTotal: quote.total[period], source });
    if (result) onPaid(result);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Payment">
      <Stack spacing={3}>
        <Typography variant="h5" component="h2">
          Payment
        </Typography>
        <PeriodSelector quote={quote} value={period} onChange={onPeriodChange} periods={periods} />
        <Typography>
          {PERIOD_LABELS[period]} plan: {formatCad(quote.total[period])} in total
          {quote.schedule[period].length > 1 ? `, ${formatCad(dueNow)} charged today` : ', charged today'}.
        </Typography>
        {savedCard.isLoading ? <Spinner label="Looking for a card on file" size={24} /> : null}
        {onFile ? <SavedCardChoice card={onFile} value={cardChoice} onChange={setChoice} /> : null}
        {cardChoice === 'new' ? (
          <CardForm card={card} errors={shownErrors} onChange={editCard} disabled={paying} />
        ) : null}
        {failure && (!failure.field || cardChoice === 'saved') ? (
          <Alert severity="error" role="alert">
            {failure.message}
          </Alert>
        ) : null}
        <Box>
          <SubmitButton loading={paying}>Pay {formatCad(dueNow)} and bind</SubmitButton>
        </Box>
      </Stack>
    </Box>
  );
}
