import { useState, type FormEvent, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { PaymentLinkPayResponse, PaymentLinkView } from '@bm/contracts';
import { formatDate, PRODUCT_TITLE } from '@bm/domain';
import { CardForm, EMPTY_CARD } from '../../../components/card/card-form.tsx';
import { StripeCardForm, stripeElementStyle } from '../../../components/card/stripe-card-form.tsx';
import { Spinner } from '../../../components/loading.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useFormat, useSay, useT } from '../../../i18n/use-t.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSayCardMessage } from '../../../lib/card-messages.ts';
import {
  checkCard,
  postalCodeError,
  type CardErrors,
  type CardField,
  type CardFields,
} from '../../../lib/card-checks.ts';
import { incompleteStripeFields, useStripeCard, withErrors } from '../../../lib/use-stripe-card.ts';
import { paymentLinkQueryKey, paymentLinkQueryOptions } from '../api/payment-link.ts';
import { useLinkPayment } from '../lib/use-link-payment.ts';
import { CardSurchargeNote } from '../../../components/card-surcharge-note.tsx';
import { paymentLinkMessages } from './messages.ts';
import { useCorrespondenceLanguage } from '../../../i18n/use-correspondence-language.ts';

/** An invoice's status as the sentence after it reads it (paid, open, void). */
const STATUS_WORDS = { paid: 'statusPaid', open: 'statusOpen', void: 'statusVoid' } as const;
const isStatusWord = (status: string): status is keyof typeof STATUS_WORDS =>
  Object.hasOwn(STATUS_WORDS, status);

/** The page's frame: the brand (the header is hidden) and one card, narrow on a phone. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, md: 6 } }}>
      <Box sx={{ width: '100%', maxWidth: 720 }}>
        <Typography sx={{ textAlign: 'center', fontWeight: 700, fontSize: '1.5rem', mb: 3 }}>
          {PRODUCT_TITLE}
        </Typography>
        <Paper elevation={2} sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack spacing={3}>{children}</Stack>
        </Paper>
      </Box>
    </Box>
  );
}

function Title({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="h4"
      component="h1"
      sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
    >
      {children}
    </Typography>
  );
}

/** Whether what the invoice owes carries a credit card surcharge a debit or prepaid card does not pay. */
const surcharged = (view: PaymentLinkView): boolean => view.payable && view.card.credit.cardFee > 0;

/** The insured, the policy and the invoice the link names, with what it owes now. */
function InvoiceSummary({ view }: { view: PaymentLinkView }) {
  const t = useT(paymentLinkMessages);
  const f = useFormat();
  const say = useSay();
  const rows: [string, ReactNode][] = [
    [t('insured'), view.insuredName],
    [t('policyNumber'), view.policyNumber ?? '—'],
    [t('product'), say(view.productName)],
    [t('invoice'), view.invoice.number],
    [t('dueDate'), formatDate(view.invoice.dueDate)],
    // The credit card surcharge billed inside a plan payment, its tax included (decision 0063): a
    // new card's funding is not known until it is charged, so the page shows the credit card's.
    ...(surcharged(view)
      ? [
          [t('cardSurcharge'), f.money(view.card.credit.cardFee + view.card.credit.cardFeePST)] as [
            string,
            ReactNode,
          ],
        ]
      : []),
    [t('amountOwing'), <strong key="owing">{f.money(view.invoice.amountOwing)}</strong>],
  ];
  return (
    <>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 200px) minmax(0, 1fr)' },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 1 },
          m: 0,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      {surcharged(view) && (
        <CardSurchargeNote>
          {t('debitNote', { total: f.money(view.card.noSurchargeTotal) })}
        </CardSurchargeNote>
      )}
    </>
  );
}

/** The card form and Pay: our fields (simulated processor) or Stripe's, on the invoice's account. */
function PayForm({
  linkToken,
  view,
  onPaid,
}: {
  linkToken: string;
  view: PaymentLinkView;
  onPaid: (result: PaymentLinkPayResponse) => void;
}) {
  const t = useT(paymentLinkMessages);
  const f = useFormat();
  const sayCard = useSayCardMessage();
  const theme = useTheme();
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const { pay, paying, failure, clearFailure } = useLinkPayment(linkToken);
  const { billing } = view;
  const stripeKey = billing.provider === 'stripe' ? billing.publishableKeys[view.account] : null;
  const stripeCard = useStripeCard(stripeKey, {
    onEdit: (field) => {
      setCardErrors((current) => ({ ...current, [field]: undefined }));
      clearFailure();
    },
    style: stripeElementStyle(theme),
    disabled: paying,
  });
  const shownErrors: CardErrors =
    billing.provider === 'stripe' ? withErrors(cardErrors, stripeCard.fieldErrors) : { ...cardErrors };
  if (failure?.field) shownErrors[failure.field] = failure.message;

  const editCard = (field: CardField, value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    setCardErrors((current) => ({ ...current, [field]: undefined }));
    if (failure) clearFailure();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (paying) return;
    let result: PaymentLinkPayResponse | null;
    if (billing.provider === 'stripe') {
      if (stripeCard.status !== 'ready') return;
      const postalCode = card.postalCode.trim().toUpperCase();
      const postal = postalCodeError(postalCode);
      const errors: CardErrors = {
        ...incompleteStripeFields(stripeCard),
        ...(postal ? { postalCode: postal } : {}),
      };
      setCardErrors(errors);
      if (Object.keys(errors).length > 0) return;
      result = await pay({
        kind: 'stripe',
        cardVersion: `${stripeKey}#${stripeCard.version}`,
        postalCode,
        createToken: () => stripeCard.createToken(postalCode),
      });
    } else {
      const errors = checkCard(card);
      setCardErrors(errors);
      if (Object.keys(errors).length > 0) return;
      result = await pay({ kind: 'new', card });
    }
    if (result) onPaid(result);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('cardPayment')}>
      <Stack spacing={2.5}>
        <Typography variant="h6" component="h2">
          {t('card')}
        </Typography>
        {billing.provider === 'stripe' ? (
          <StripeCardForm
            card={stripeCard}
            postalCode={card.postalCode}
            errors={shownErrors}
            onPostalCodeChange={(value) => editCard('postalCode', value)}
            disabled={paying}
          />
        ) : (
          <CardForm card={card} errors={shownErrors} onChange={editCard} disabled={paying} />
        )}
        {failure && !failure.field ? (
          <Alert severity="error" role="alert">
            {sayCard(failure.message)}
            {failure.status === 402 ? t('tryAnotherCard') : ''}
          </Alert>
        ) : null}
        <Box>
          <SubmitButton loading={paying} fullWidth sx={{ maxWidth: { sm: 320 } }}>
            {paying ? t('paying') : t('pay', { amount: f.money(view.invoice.amountOwing) })}
          </SubmitButton>
        </Box>
        {paying ? (
          <Typography role="status" color="text.secondary">
            {t('processing')}
          </Typography>
        ) : null}
      </Stack>
    </Box>
  );
}

/**
 * The public payment page (/pay/{token}, no sign-in, decision 0032): the invoice a payment link
 * names and what it owes now, a card form and Pay. A decline shows the processor's message and the
 * payer may try another card; an invoice already paid shows so without a form; an invalid or an
 * expired link shows the server's message.
 */
export function PaymentLinkPage() {
  const t = useT(paymentLinkMessages);
  const f = useFormat();
  usePageTitle(t('pageTitle'));
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const query = useQuery(paymentLinkQueryOptions(token));
  // The page speaks the insured's language of correspondence (decision 0079).
  useCorrespondenceLanguage(query.data?.correspondenceLanguage);
  const [paid, setPaid] = useState<PaymentLinkPayResponse | null>(null);

  if (paid) {
    return (
      <Frame>
        <Title>{t('received')}</Title>
        <Alert severity="success" role="status">
          {t('paidOn', { amount: f.money(paid.payment.amount), invoice: paid.invoice.number })}
        </Alert>
        <InvoiceSummary view={paid} />
        <Typography>
          {t('nowStatus', {
            invoice: paid.invoice.number,
            status: isStatusWord(paid.invoice.status)
              ? t(STATUS_WORDS[paid.invoice.status])
              : paid.invoice.status,
          })}
        </Typography>
      </Frame>
    );
  }

  if (query.isPending) {
    return (
      <Frame>
        <Spinner label={t('loading')} />
      </Frame>
    );
  }

  if (query.isError) {
    const known = query.error instanceof ApiError && [404, 410].includes(query.error.status);
    return (
      <Frame>
        <Title>
          {known && query.error instanceof ApiError && query.error.status === 410
            ? t('expired')
            : t('paymentLink')}
        </Title>
        <Alert
          severity="error"
          role="alert"
          action={
            known ? undefined : (
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t('tryAgain')}
              </Button>
            )
          }
        >
          {query.error.message}
        </Alert>
      </Frame>
    );
  }

  const view = query.data;
  return (
    <Frame>
      <Title>{t('pageTitle')}</Title>
      <InvoiceSummary view={view} />
      {view.payable ? (
        <PayForm
          linkToken={token}
          view={view}
          onPaid={(result) => {
            setPaid(result);
            queryClient.setQueryData(paymentLinkQueryKey(token), result);
          }}
        />
      ) : (
        <Alert severity={view.invoice.status === 'paid' ? 'success' : 'info'} role="status">
          {view.message ?? t('notPayable')}
        </Alert>
      )}
    </Frame>
  );
}
