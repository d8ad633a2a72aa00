import Chip, { type ChipProps } from '@mui/material/Chip';
import { POLICY_STATUS_LABELS, type PolicyStatus, type SalesStatus } from '@bm/domain';
import type { InvoiceStatus } from '@bm/contracts';
import { INVOICE_STATUS_CHIPS } from '../lib/invoice-labels.ts';
import { SALES_STATUS_COLOURS, STATUS_COLOURS } from '../lib/policy-labels.ts';
import { useSay, useT } from '../i18n/use-t.ts';
import { commonMessages } from './messages.ts';

type Size = ChipProps['size'];

/** A policy's status in the screens' language. */
export function StatusChip({ status, size = 'small' }: { status: PolicyStatus; size?: Size }) {
  const say = useSay();
  return <Chip label={say(POLICY_STATUS_LABELS[status])} color={STATUS_COLOURS[status]} size={size} />;
}

export function SalesStatusChip({ salesStatus, size = 'small' }: { salesStatus: SalesStatus; size?: Size }) {
  return (
    <Chip label={salesStatus} color={SALES_STATUS_COLOURS[salesStatus]} size={size} variant="outlined" />
  );
}

/** Stop bind: the open application was closed by underwriting and cannot be bound. */
export function UnavailableChip({ bindStopped, size = 'small' }: { bindStopped: boolean; size?: Size }) {
  const t = useT(commonMessages);
  return bindStopped ? <Chip label={t('unavailable')} color="warning" size={size} /> : null;
}

/** An invoice's status: open, paid or void. */
export function InvoiceStatusChip({ status, size = 'small' }: { status: InvoiceStatus; size?: Size }) {
  const say = useSay();
  const chip = INVOICE_STATUS_CHIPS[status];
  return <Chip label={say(chip.label)} color={chip.color} size={size} variant="outlined" />;
}
