import { useEffect } from 'react';
import { useCurrentUser } from '../lib/session.ts';
import { currentLocale, setLocale } from './locale-store.ts';

/** A signed-in user's screens are in the language remembered on their profile (picked on any device). */
export function ProfileLanguage() {
  const { user } = useCurrentUser();
  const language = user?.language;
  useEffect(() => {
    if (language && language !== currentLocale()) setLocale(language);
  }, [language]);
  return null;
}
