import type { Locale } from './i18n/locales.ts';

const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;
/** The units in French (OQLF: octet, kilooctet…), with a decimal comma. */
const UNITS_FR = ['octets', 'Ko', 'Mo', 'Go', 'To'] as const;

/** File size formatter: 1024 steps with 2 decimals (spec section 9); "2.5 MB", in French "2,5 Mo". */
export function formatFileSize(bytes: number, locale: Locale = 'en-CA'): string {
  const units = locale === 'fr-CA' ? UNITS_FR : UNITS;
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${units[0]}`;
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1);
  const value = String(parseFloat((bytes / 1024 ** exponent).toFixed(2)));
  return `${locale === 'fr-CA' ? value.replace('.', ',') : value} ${units[exponent]}`;
}

/** Page titles read '{title} | {product}' (spec section 1). */
export const PRODUCT_TITLE = 'Apollo Broker Marketplace';
export function pageTitle(title: string): string {
  return `${title} | ${PRODUCT_TITLE}`;
}

export const SUPPORT_EMAIL = 'support@apollocover.example';
export const VANCOUVER_ADDRESS = '555 West Hastings Street, Suite 1200, Vancouver, BC V6B 4N6';
