import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, isLocale, parseLocale, type Locale } from '@bm/domain';

/**
 * The language of the screens (decision 0079): the signed-in user's (remembered on their profile), else
 * the one last picked in this browser, else the browser's own when it is French, else English. Held
 * outside React so that the API client sends it with every call (Accept-Language) and the server
 * answers in it.
 */
const STORAGE_KEY = 'bm.locale';

function stored(): Locale | null {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

function initial(): Locale {
  return stored() ?? parseLocale(globalThis.navigator?.language) ?? DEFAULT_LOCALE;
}

let current: Locale = initial();
const listeners = new Set<() => void>();

function showOnPage(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
showOnPage(current);

export function currentLocale(): Locale {
  return current;
}

/**
 * Changes the screens' language, and remembers it in this browser unless `remember` is false (an
 * insured's page opening in their language of correspondence: the browser's own choice stays).
 */
export function setLocale(locale: Locale, { remember = true }: { remember?: boolean } = {}): void {
  if (remember) {
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, locale);
    } catch {
      // A browser that keeps nothing still switches for this visit.
    }
  }
  if (locale === current) return;
  current = locale;
  showOnPage(locale);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The screens' language; the component renders again when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}
