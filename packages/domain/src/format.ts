const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** File size formatter: 1024 steps with 2 decimals (spec section 9). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${parseFloat(value.toFixed(2))} ${UNITS[exponent]}`;
}

/** Page titles read '{title} | {product}' (spec section 1). */
export const PRODUCT_TITLE = 'Apollo Broker Marketplace';
export function pageTitle(title: string): string {
  return `${title} | ${PRODUCT_TITLE}`;
}

export const SUPPORT_EMAIL = 'support@apollocover.example';
export const VANCOUVER_ADDRESS = '555 West Hastings Street, Suite 1200, Vancouver, BC V6B 4N6';
