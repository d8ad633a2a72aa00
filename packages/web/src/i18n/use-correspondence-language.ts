import { useEffect, useRef } from 'react';
import type { Locale } from '@bm/domain';
import { setLocale } from './locale-store.ts';

/**
 * An insured's page (the portal, the payment link) opens in the insured's language of correspondence
 * (decision 0079) once the page knows it, for this visit only: the header's switch still changes it,
 * and what this browser remembers is left as it was.
 */
export function useCorrespondenceLanguage(language: Locale | undefined): void {
  const applied = useRef(false);
  useEffect(() => {
    if (!language || applied.current) return;
    applied.current = true;
    setLocale(language, { remember: false });
  }, [language]);
}
