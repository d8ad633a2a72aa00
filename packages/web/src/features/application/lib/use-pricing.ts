import { useMemo } from 'react';
import {
  quoteApplication,
  type EligibilityResult,
  type Form,
  type ProductDefinition,
  type Quote,
} from '@bm/domain';
import { useServerQuote } from '../api/applications.ts';
import { stricterEligibility } from './eligibility.ts';
import type { ApplicationSaver } from './use-application-saver.ts';

export interface Pricing {
  /** The domain's quoteApplication of the answers on screen: instant, the function the server charges with. */
  browser: ReturnType<typeof quoteApplication>;
  eligibility: EligibilityResult;
  /** The server's quote of the saved answers; `current` when those are the answers on screen. */
  server: { quote: Quote | null; current: boolean };
  /** What payment charges: the server's figures when it priced the current answers, else the browser's. */
  payable: Quote;
  canPay: boolean;
}

/**
 * The quote of an application while the quote or payment step is shown (null before: pricing on
 * every keystroke of the questionnaire would be wasted). The server's POST /quote is fetched per
 * saved revision, so figures of older answers are never compared with the current ones.
 */
export function usePricing(params: {
  definition: ProductDefinition;
  form: Form;
  applicationId: string;
  saver: ApplicationSaver;
  active: boolean;
}): Pricing | null {
  const { definition, form, applicationId, saver, active } = params;
  const browser = useMemo(
    () => (active ? quoteApplication(definition, form) : null),
    [active, definition, form],
  );
  const formText = useMemo(() => (active ? JSON.stringify(form) : ''), [active, form]);
  const serverQuote = useServerQuote(applicationId, saver.revision, active);
  if (!browser) return null;
  const current = Boolean(serverQuote.data) && formText === saver.savedFormText && saver.status !== 'saving';
  const serverFigures = serverQuote.data?.quote ?? null;
  const payable = current && serverFigures?.priced ? serverFigures : browser.quote;
  const eligibility = stricterEligibility(saver.lastResult?.eligibility, browser.eligibility);
  return {
    browser,
    eligibility,
    server: { quote: serverFigures, current },
    payable,
    canPay: eligibility.status === 'eligible' && Object.keys(browser.errors).length === 0 && payable.priced,
  };
}
