/** Reads one cookie set by this site's scripts (HttpOnly session cookies are invisible here). */
export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  path?: string;
  secure?: boolean;
}

/** The `document.cookie` assignment for a cookie: exported so its attributes can be checked. */
export function cookieString(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${options.maxAgeSeconds}`,
    `Path=${options.path ?? '/'}`,
    'SameSite=Lax',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function writeCookie(name: string, value: string, options: CookieOptions): void {
  document.cookie = cookieString(name, value, options);
}
