import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  brokerCommission,
  unpricedReasonLabel,
  validatePage,
  visibleQuestions,
  type quoteApplication,
  type EligibilityResult,
  type Form,
  type PaymentPeriod,
  type ProductDefinition,
  type Quote,
} from '@bm/domain';
import { coveragePage } from '../lib/coverage-page.ts';
import type { AnswerChanges } from '../lib/form-values.ts';
import { EligibilityPanel } from './eligibility-panel.tsx';
import { QuotePaymentSchedule } from './quote-payment-schedule.tsx';
import { PeriodSelector, usePeriodLabel } from './period-selector.tsx';
import { QuestionList } from './questionnaire-page.tsx';
import { QuoteBreakdownTable } from './quote-breakdown-table.tsx';
import { quoteMessages, quoteStepMessages } from './messages.ts';
import { useFormat, useT } from '../../../i18n/use-t.ts';
import { useProductSay } from '../../../i18n/product-texts.ts';

/** The server's figures for the saved answers, when they are of the answers on screen. */
export interface ServerQuoteState {
  quote: Quote | null;
  current: boolean;
}

/** Pages with missing or invalid answers, so the broker can go back and finish them. */
function MissingAnswers({
  definition,
  form,
  onGoToPage,
}: {
  definition: ProductDefinition;
  form: Form;
  onGoToPage: (index: number) => void;
}) {
  const t = useT(quoteStepMessages);
  const pages = definition.pages
    .map((page, index) => ({ page, index, count: Object.keys(validatePage(page, form)).length }))
    .filter((entry) => entry.count > 0);
  return (
    <Alert severity="info">
      <AlertTitle>{t('answersNeeded')}</AlertTitle>
      <Stack spacing={0.5}>
        {pages.map(({ page, index, count }) => (
          <Box key={page.name}>
            <Button size="small" onClick={() => onGoToPage(index)}>
              {page.title}
            </Button>{' '}
            {t('toComplete', { count })}
          </Box>
        ))}
      </Stack>
    </Alert>
  );
}

function PriceMismatch({
  server,
  browser,
  period,
}: {
  server: Quote;
  browser: Quote;
  period: PaymentPeriod;
}) {
  const t = useT(quoteStepMessages);
  const label = usePeriodLabel();
  const f = useFormat();
  return (
    <Alert severity="warning">
      <AlertTitle>{t('priceChanged')}</AlertTitle>
      {t('priceMismatch', {
        period: label(period).toLowerCase(),
        server: f.money(server.total[period]),
        browser: f.money(browser.total[period]),
      })}
    </Alert>
  );
}

function PricedQuote({
  quote,
  period,
  onPeriodChange,
  effectiveDate,
  periods,
}: {
  quote: Quote;
  period: PaymentPeriod;
  onPeriodChange: (period: PaymentPeriod) => void;
  effectiveDate: string | null;
  periods: readonly PaymentPeriod[];
}) {
  const t = useT(quoteStepMessages);
  return (
    <Stack spacing={3}>
      <PeriodSelector quote={quote} value={period} onChange={onPeriodChange} periods={periods} />
      <QuoteBreakdownTable quote={quote} period={period} />
      <CommissionNote quote={quote} />
      {period !== 'annual' ? (
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {t('schedule')}
          </Typography>
          <QuotePaymentSchedule schedule={quote.schedule[period]} effectiveDate={effectiveDate} />
        </Box>
      ) : null}
    </Stack>
  );
}

/**
 * The broker's commission on this quote, before binding: the rate and amount the record's commission
 * transfer shows once it is bound (domain brokerCommission), the same on every plan.
 */
function CommissionNote({ quote }: { quote: Quote }) {
  const t = useT(quoteMessages);
  const format = useFormat();
  const { ratePercent, amount } = brokerCommission(quote);
  return (
    <Box component="section" aria-label={t('commissionTitle')}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('commissionTitle')}
      </Typography>
      <Typography data-testid="broker-commission">
        {t('commission', { amount: format.money(amount), rate: format.number(ratePercent, 2) })}
      </Typography>
    </Box>
  );
}

/**
 * The quote, priced in the browser by the domain's quoteApplication as the answers change (the same
 * function the server charges with), with the coverage questions beside it (see coveragePage) so
 * the figures follow a change of limit at once.
 */
export function QuoteStep({
  definition,
  form,
  browser,
  eligibility,
  server,
  period,
  periods,
  onPeriodChange,
  onAnswer,
  onGoToPage,
}: {
  definition: ProductDefinition;
  form: Form;
  browser: ReturnType<typeof quoteApplication>;
  eligibility: EligibilityResult;
  server: ServerQuoteState;
  period: PaymentPeriod;
  periods: readonly PaymentPeriod[];
  onPeriodChange: (period: PaymentPeriod) => void;
  onAnswer: (changes: AnswerChanges) => void;
  onGoToPage: (index: number) => void;
}) {
  const t = useT(quoteStepMessages);
  const say = useProductSay();
  const { locale } = useFormat();
  const coverageQuestions = coveragePage(definition);
  const coverage = coverageQuestions ? visibleQuestions(coverageQuestions, form) : [];
  const incomplete = Object.keys(browser.errors).length > 0;
  const { quote } = browser;
  const mismatch =
    server.current &&
    server.quote?.priced &&
    quote.priced &&
    server.quote.total[period] !== quote.total[period];
  const effectiveDate =
    typeof form['policy-effective-date'] === 'string' ? form['policy-effective-date'] : null;

  const figures = (() => {
    if (eligibility.status !== 'eligible') return <EligibilityPanel eligibility={eligibility} />;
    if (incomplete) return <MissingAnswers definition={definition} form={form} onGoToPage={onGoToPage} />;
    if (!quote.priced) {
      return (
        <Alert severity="info">
          <AlertTitle>{t('cannotPrice')}</AlertTitle>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {quote.unpricedReasons.map((reason: string) => (
              <li key={reason}>{unpricedReasonLabel(reason, locale)}</li>
            ))}
          </ul>
        </Alert>
      );
    }
    return (
      <Stack spacing={2}>
        {mismatch && server.quote ? (
          <PriceMismatch server={server.quote} browser={quote} period={period} />
        ) : null}
        <PricedQuote
          quote={quote}
          period={period}
          onPeriodChange={onPeriodChange}
          effectiveDate={effectiveDate}
          periods={periods}
        />
      </Stack>
    );
  })();

  return (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}
    >
      <Stack spacing={2} component="section" aria-label={t('quote')}>
        <Typography variant="h5" component="h2">
          {t('quote')}
        </Typography>
        {figures}
      </Stack>
      {coverage.length > 0 && coverageQuestions ? (
        <Paper variant="outlined" component="section" aria-label={t('coverage')} sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {say(coverageQuestions.title)}
          </Typography>
          <QuestionList
            questions={coverage}
            form={form}
            errors={validatePage(coverageQuestions, form)}
            onAnswer={onAnswer}
          />
        </Paper>
      ) : null}
    </Box>
  );
}
