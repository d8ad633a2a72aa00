import { useEffect } from 'react';
import { EXTERNAL_LINKS, type ExternalLinkKey } from '@bm/domain';
import { FullScreenLoading } from '../components/loading.tsx';
import { externalNavigation } from '../lib/browser.ts';
import { useCurrentUser } from '../lib/session.ts';

/**
 * Leaves the app for a configured external page (spec 2.1: /free-ce-webinars): the address the
 * server's configuration gives with the session, or the default.
 */
export function ExternalRedirect({ link }: { link: ExternalLinkKey }) {
  const { user } = useCurrentUser();
  const to = user?.settings.links[link] ?? EXTERNAL_LINKS[link];
  useEffect(() => {
    externalNavigation.assign(to);
  }, [to]);
  return <FullScreenLoading />;
}
