import { MESSAGES } from '@bm/domain';
import { useSay, useT } from '../i18n/use-t.ts';
import { commonMessages } from './messages.ts';

/** Shown instead of the app in Internet Explorer (spec 2.1). Plain markup: no theme needed. */
export function IeNotSupported() {
  const t = useT(commonMessages);
  const say = useSay();
  return (
    <main style={{ fontFamily: 'Arial, sans-serif', maxWidth: 560, margin: '80px auto', padding: 24 }}>
      <h1 style={{ fontSize: 24 }}>{t('browserNotSupported')}</h1>
      <p style={{ fontSize: 16, lineHeight: 1.5 }}>{say(MESSAGES.ieNotSupported)}</p>
      <p>
        <a href="https://www.google.com/chrome/">{t('downloadChrome')}</a>
      </p>
    </main>
  );
}
