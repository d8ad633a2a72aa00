import { MESSAGES } from '@bm/domain';

/** Shown instead of the app in Internet Explorer (spec 2.1). Plain markup: no theme needed. */
export function IeNotSupported() {
  return (
    <main style={{ fontFamily: 'Arial, sans-serif', maxWidth: 560, margin: '80px auto', padding: 24 }}>
      <h1 style={{ fontSize: 24 }}>Your browser is not supported</h1>
      <p style={{ fontSize: 16, lineHeight: 1.5 }}>{MESSAGES.ieNotSupported}</p>
      <p>
        <a href="https://www.google.com/chrome/">Download Google Chrome</a>
      </p>
    </main>
  );
}
