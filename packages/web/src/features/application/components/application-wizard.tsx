import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Application, PayApplicationResponse } from '@bm/contracts';
import {
  applyAnswer,
  defaultForm,
  isCompleted,
  PAYMENT_PERIODS,
  validatePage,
  type Form,
  type PaymentPeriod,
} from '@bm/domain';
import { useToast } from '../../../components/toast-context.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useSay, useT } from '../../../i18n/use-t.ts';
import type { Product } from '../api/products.ts';
import { fieldId, type AnswerChanges } from '../lib/form-values.ts';
import { QuestionnaireContext } from '../lib/questionnaire-context.ts';
import { useApplicationSaver } from '../lib/use-application-saver.ts';
import { usePricing } from '../lib/use-pricing.ts';
import { ApplicationStepper } from './application-stepper.tsx';
import { BoundPanel, ClosedApplication } from './bound-panel.tsx';
import { PaymentStep } from './payment-step.tsx';
import { QuestionnairePage } from './questionnaire-page.tsx';
import { QuoteStep } from './quote-step.tsx';
import { SaveIndicator } from './save-indicator.tsx';
import { WizardActions } from './wizard-actions.tsx';
import { paymentStepMessages, wizardMessages } from './messages.ts';

/** Answers are saved this long after the broker stops changing them. */
export const AUTOSAVE_DELAY_MS = 800;

function initialForm(application: Application | null, product: Product): Form {
  return application && Object.keys(application.form).length > 0
    ? (application.form as Form)
    : defaultForm(product.definition);
}

/**
 * The questionnaire, the quote and the payment of one application: the definition's pages, then
 * 'Quote', then 'Payment'. It resumes at application.currentPage and saves as the broker goes.
 * `application` is null until the first saved answer creates it under `applicationId`.
 */
export function ApplicationWizard({
  applicationId,
  application,
  product,
}: {
  applicationId: string;
  application: Application | null;
  product: Product;
}) {
  const t = useT(wizardMessages);
  const says = useT(paymentStepMessages);
  const say = useSay();
  usePageTitle(t('pageTitle', { product: say(product.name) }));
  const toast = useToast();
  const { definition } = product;
  const { pages } = definition;
  const quoteStep = pages.length;
  const paymentStep = pages.length + 1;
  const periods = definition.paymentPeriods?.length ? definition.paymentPeriods : PAYMENT_PERIODS;
  const [form, setForm] = useState<Form>(() => initialForm(application, product));
  const [step, setStep] = useState(() => Math.min(Math.max(application?.currentPage ?? 0, 0), paymentStep));
  const [period, setPeriod] = useState<PaymentPeriod>(() =>
    application && periods.includes(application.paymentPeriod)
      ? application.paymentPeriod
      : (periods[0] ?? 'annual'),
  );
  const [attempted, setAttempted] = useState<ReadonlySet<number>>(new Set());
  const [moving, setMoving] = useState(false);
  const [moveError, setMoveError] = useState<unknown>(null);
  const [bound, setBound] = useState<PayApplicationResponse | null>(null);
  const saver = useApplicationSaver({
    applicationId,
    productId: product.productId,
    productVersion: definition.version,
    initial: { currentPage: step, form, paymentPeriod: period },
  });
  const { save } = saver;

  // Autosave: once the answers (or the period) have been still for a moment.
  useEffect(() => {
    if (bound) return;
    const timer = setTimeout(() => {
      save({ currentPage: step, form, paymentPeriod: period }).catch(() => undefined);
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [bound, form, period, save, step]);

  const answer = useCallback(
    (changes: AnswerChanges) =>
      setForm((current) =>
        Object.entries(changes).reduce(
          (next, [key, value]) => applyAnswer(definition, key, value, next),
          current,
        ),
      ),
    [definition],
  );

  const pricing = usePricing({
    definition,
    form,
    applicationId,
    saver,
    active: step >= quoteStep,
  });

  /**
   * Saves with the new page and moves there. Forward moves wait for the save (its eligibility
   * decides what the quote shows) and stay put if it fails; going back moves anyway, and the
   * autosave tries again.
   */
  const goTo = async (target: number) => {
    const forward = target > step;
    setMoveError(null);
    setMoving(true);
    const saved = save({ currentPage: target, form, paymentPeriod: period }, { force: true });
    if (!forward) {
      setStep(target);
      saved.catch(() => undefined).finally(() => setMoving(false));
      return;
    }
    try {
      await saved;
      setStep(target);
      window.scrollTo?.({ top: 0 });
    } catch (error) {
      setMoveError(error);
    } finally {
      setMoving(false);
    }
  };

  const next = () => {
    const page = pages[step];
    if (page) {
      const errors = validatePage(page, form);
      const first = Object.keys(errors)[0];
      if (first) {
        setAttempted((current) => new Set(current).add(step));
        document.getElementById(fieldId(first))?.focus();
        return;
      }
    }
    void goTo(step + 1);
  };

  const paid = (result: PayApplicationResponse) => {
    setBound(result);
    const number = result.application.policyNumber;
    toast.success(number ? says('policyBoundNumber', { number }) : says('policyBound'));
  };

  if (bound || (application && isCompleted(application.status))) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        {bound || application?.status === 'bound' ? (
          <BoundPanel
            applicationId={applicationId}
            policyNumber={bound?.application.policyNumber ?? application?.policyNumber ?? null}
            amountCharged={bound?.payment.amount ?? null}
          />
        ) : (
          application && <ClosedApplication application={application} />
        )}
      </Container>
    );
  }

  const page = pages[step];
  const pageErrors = page && attempted.has(step) ? validatePage(page, form) : {};
  const blocked = page !== undefined && Object.keys(pageErrors).length > 0;

  return (
    <QuestionnaireContext.Provider
      value={{ subdomain: application?.subdomain ?? null, productId: product.productId }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, mb: 3 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {say(product.name)}
          </Typography>
          <SaveIndicator status={saver.status} error={saver.error} />
        </Box>
        <ApplicationStepper
          pages={pages}
          active={step}
          onStep={(index) => void goTo(index)}
          disabled={moving}
        />
        <Box sx={{ mt: 4 }}>
          {page ? <QuestionnairePage page={page} form={form} errors={pageErrors} onAnswer={answer} /> : null}
          {step === quoteStep && pricing ? (
            <QuoteStep
              definition={definition}
              form={form}
              browser={pricing.browser}
              eligibility={pricing.eligibility}
              server={pricing.server}
              period={period}
              periods={periods}
              onPeriodChange={setPeriod}
              onAnswer={answer}
              onGoToPage={(index) => void goTo(index)}
            />
          ) : null}
          {step === paymentStep && pricing ? (
            pricing.canPay && application ? (
              <PaymentStep
                application={application}
                quote={pricing.payable}
                period={period}
                periods={periods}
                onPeriodChange={setPeriod}
                onPaid={paid}
              />
            ) : (
              <Alert severity="info">{says('cannotPayYet')}</Alert>
            )
          ) : null}
        </Box>
        <WizardActions
          kind={page ? 'page' : step === quoteStep ? 'quote' : 'payment'}
          canGoBack={step > 0}
          canContinue={Boolean(pricing?.canPay)}
          moving={moving}
          blocked={blocked}
          moveError={moveError}
          onBack={() => void goTo(step - 1)}
          onNext={page ? next : () => void goTo(paymentStep)}
        />
      </Container>
    </QuestionnaireContext.Provider>
  );
}
