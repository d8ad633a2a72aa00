import { useEffect } from 'react';
import { pageTitle } from '@bm/domain';

/** Sets the document title to '{title} | {product}' (spec 1) while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
