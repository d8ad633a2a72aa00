import type { ChipProps } from '@mui/material/Chip';
import { POLICY_STATUS_LABELS, type PolicyStatus, type SalesStatus } from '@bm/domain';

export const STATUS_LABELS: Record<PolicyStatus, string> = POLICY_STATUS_LABELS;

export const STATUS_COLOURS: Record<PolicyStatus, ChipProps['color']> = {
  started: 'default',
  indicated: 'info',
  quoted: 'primary',
  referred: 'warning',
  bound: 'success',
  cancelled: 'error',
  rejected: 'error',
  lapsed: 'secondary',
};

export const SALES_STATUS_COLOURS: Record<SalesStatus, ChipProps['color']> = {
  Open: 'info',
  'Closed-Won': 'success',
  'Closed-Loss': 'error',
  'Closed-Test': 'default',
};

/** 'business-address-city' -> 'Business address city'; 'policyEffectiveDate' -> 'Policy effective date'. */
export function humaniseKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[-_\s.]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  const text = words.join(' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : key;
}
