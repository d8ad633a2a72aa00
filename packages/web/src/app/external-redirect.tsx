import { useEffect } from 'react';
import { FullScreenLoading } from '../components/loading.tsx';
import { externalNavigation } from '../lib/browser.ts';

/** Leaves the app for an external page (spec 2.1: /free-ce-webinars). */
export function ExternalRedirect({ to }: { to: string }) {
  useEffect(() => {
    externalNavigation.assign(to);
  }, [to]);
  return <FullScreenLoading />;
}
