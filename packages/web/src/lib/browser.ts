/** Internet Explorer 10 and older say MSIE; Internet Explorer 11 says Trident. */
export function isInternetExplorer(userAgent: string): boolean {
  return /MSIE |Trident\//.test(userAgent);
}

/** localStorage that never throws (private modes, disabled storage). */
export const localFlags = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Not remembered past this page; nothing else to do.
    }
  },
};

/** Leaving the app for another site; an object so tests can watch it (jsdom cannot navigate). */
export const externalNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
