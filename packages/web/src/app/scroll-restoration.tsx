import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, type Location } from 'react-router';

const STORAGE_KEY = 'bm-scroll-positions';

/**
 * Scroll positions per history entry; a fresh page load has the key 'default' whatever its path,
 * so it is keyed by path instead (else /a's position would be restored on a freshly loaded /b).
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname : location.key;
}

function storedPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return new Map();
    return new Map(
      Object.entries(stored).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    );
  } catch {
    return new Map();
  }
}

/**
 * What react-router's `<ScrollRestoration>` did under the data router (decision 0041): back and
 * forward return to where the page was scrolled (kept for the tab's life, across reloads); a new
 * page starts at its `#hash` target if it has one, else at the top.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const positions = useRef<Map<string, number> | null>(null);
  const currentKey = useRef(scrollKey(location));

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => positions.current?.set(currentKey.current, window.scrollY);
    const persist = () => {
      save();
      if (positions.current)
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions.current)));
    };
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= storedPositions();
    const key = scrollKey(location);
    currentKey.current = key;
    const saved = positions.current.get(key);
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location]);

  return null;
}
