import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import type { CancellationPremiumsResponse } from '@bm/contracts';
import type { CancellationOption, CancellationWaivers } from '@bm/domain';
import { useT } from '../../../../i18n/use-t.ts';
import { cancellationMessages } from './messages.ts';

type Waiver = keyof CancellationWaivers;

const LABELS = {
  feeWaived: 'feeWaived',
  adminFeeWaived: 'waiveAdminFee',
  missedPaymentFeeWaived: 'waiveMissedPaymentFee',
} as const satisfies Record<Waiver, keyof typeof cancellationMessages>;

/**
 * The waiver boxes of the full flow (spec 4 and 6): fee waived always, the admin fee and missed
 * payment fee boxes only where the server says they are offered; MRP disables them all and flat
 * locks fee waived on.
 */
export function WaiverCheckboxes({
  option,
  checked,
  boxes,
  onChange,
}: {
  option: CancellationOption | null;
  /** The waivers in effect for the option. */
  checked: CancellationWaivers;
  /** What the last premiums answer said about the boxes (null before one). */
  boxes: CancellationPremiumsResponse['waivers'] | null;
  onChange: (waiver: Waiver, checked: boolean) => void;
}) {
  const t = useT(cancellationMessages);
  const visible = (waiver: Waiver) => waiver === 'feeWaived' || Boolean(boxes?.[waiver].visible);
  const enabled = (waiver: Waiver) =>
    option !== null && option !== 'mrp' && !(waiver === 'feeWaived' && option === 'flat');
  const waivers = (['feeWaived', 'adminFeeWaived', 'missedPaymentFeeWaived'] as const).filter(visible);
  return (
    <FormGroup row role="group" aria-label={t('waivers')}>
      {waivers.map((waiver) => (
        <FormControlLabel
          key={waiver}
          label={t(LABELS[waiver])}
          control={
            <Checkbox
              name={waiver}
              checked={checked[waiver]}
              disabled={!enabled(waiver)}
              onChange={(event) => onChange(waiver, event.target.checked)}
            />
          }
        />
      ))}
    </FormGroup>
  );
}
