import Box from '@mui/material/Box';
import type { CancellationPremiumsResponse } from '@bm/contracts';
import {
  CANCELLATION_DESCRIPTIONS,
  isCalendarDay,
  type CancellationIssue,
  type CancellationWaivers,
} from '@bm/domain';
import { SelectInput } from '../../../../components/inputs/select-input.tsx';
import { useSay, useT } from '../../../../i18n/use-t.ts';
import { CancellationDateField } from './cancellation-date-field.tsx';
import { CancellationOptionPicker } from './cancellation-option-picker.tsx';
import { cancellationMessages } from './messages.ts';
import type { CancelFormAction, CancelFormState } from './cancel-policy-state.ts';
import { WaiverCheckboxes } from './waiver-checkboxes.tsx';

/** The first message of a field other than 'Required' (nothing is shown as missing before a try). */
export function shownIssue(issues: CancellationIssue[], field: string): string | undefined {
  return issues.find((issue) => issue.field === field && issue.message !== 'Required')?.message;
}

/**
 * Description, date, option and waivers of the full flow (spec 4 and 6). Before a date no option
 * shows as chosen: one pressed then only brings 'Please select cancellation effective date.' (spec 5).
 */
export function FullFlowFields({
  state,
  dispatch,
  policyEffectiveDay,
  issues,
  waivers,
  boxes,
}: {
  state: CancelFormState;
  dispatch: (action: CancelFormAction) => void;
  policyEffectiveDay: string;
  issues: CancellationIssue[];
  /** The waivers in effect for the option. */
  waivers: CancellationWaivers;
  boxes: CancellationPremiumsResponse['waivers'] | null;
}) {
  const t = useT(cancellationMessages);
  const say = useSay();
  const descriptionOptions = CANCELLATION_DESCRIPTIONS.map((value) => ({ value, label: say(value) }));
  return (
    <>
      <SelectInput
        id="cancellation-description"
        label={t('description')}
        required
        options={descriptionOptions}
        value={state.description}
        onChange={(description) => dispatch({ type: 'description', description })}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <CancellationDateField
          value={state.date}
          onChange={(date) => dispatch({ type: 'date', date, policyEffectiveDay })}
          error={shownIssue(issues, 'cancEffectiveDate')}
        />
        <CancellationOptionPicker
          value={isCalendarDay(state.date) ? state.option : null}
          onChange={(option) => dispatch({ type: 'option', option })}
          error={shownIssue(issues, 'cancOption')}
        />
      </Box>
      <WaiverCheckboxes
        option={state.option}
        checked={waivers}
        boxes={boxes}
        onChange={(waiver, checked) => dispatch({ type: 'waiver', waiver, checked })}
      />
    </>
  );
}
