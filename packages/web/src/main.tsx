import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { IeNotSupported } from './components/ie-not-supported.tsx';
import { isInternetExplorer } from './lib/browser.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>{isInternetExplorer(navigator.userAgent) ? <IeNotSupported /> : <App />}</StrictMode>,
);
