import Typography from '@mui/material/Typography';
import type { TransferOptionsResponse } from '@bm/contracts';
import { SelectInput } from '../../../../components/inputs/select-input.tsx';
import { useSay, useT } from '../../../../i18n/use-t.ts';
import { transferMessages } from './messages.ts';

export interface OwnerChoice {
  brokerage: string | null;
  broker: string | null;
}

/**
 * The new owner: a brokerage select when the user may choose one (super admins; agency staff
 * assigning a lead), otherwise the account's brokerage as text, and the brokerage's brokers.
 */
export function OwnerFields({
  idPrefix,
  options,
  value,
  errors,
  onChange,
}: {
  idPrefix: string;
  options: TransferOptionsResponse | undefined;
  value: OwnerChoice;
  errors: { brokerage?: string; broker?: string };
  onChange: (next: OwnerChoice) => void;
}) {
  const t = useT(transferMessages);
  const say = useSay();
  const brokerageLabel =
    options?.brokerageSelectOptions.find((o) => o.value === value.brokerage)?.label ??
    options?.originalBrokerage.label;
  // The owners listed belong to the brokerage the server answered for; while another brokerage's
  // owners load, none are offered.
  const owners =
    options && options.selectedBrokerage.value === value.brokerage ? options.usersSelectOptions : [];
  return (
    <>
      {options?.canChooseBrokerage ? (
        <SelectInput
          id={`${idPrefix}-brokerage`}
          label={t('brokerage')}
          required
          options={options.brokerageSelectOptions}
          value={value.brokerage}
          error={errors.brokerage && say(errors.brokerage)}
          onChange={(brokerage) => onChange({ brokerage, broker: null })}
        />
      ) : (
        <Typography variant="body2">
          {t('brokerageIs')} <strong>{brokerageLabel ?? '…'}</strong>
          {errors.brokerage ? ` (${say(errors.brokerage)})` : ''}
        </Typography>
      )}
      <SelectInput
        id={`${idPrefix}-broker`}
        label={t('broker')}
        required
        options={owners}
        value={value.broker}
        error={errors.broker && say(errors.broker)}
        disabled={!value.brokerage}
        onChange={(broker) => onChange({ ...value, broker })}
      />
    </>
  );
}
