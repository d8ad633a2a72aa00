import Typography from '@mui/material/Typography';
import {
  brokerCancellationDateWindow,
  CANCELLATION_OPTION_LABELS,
  type CancellationIssue,
  type CancellationOption,
} from '@bm/domain';
import { useSay, useT } from '../../../../i18n/use-t.ts';
import { CancellationDateField } from './cancellation-date-field.tsx';
import type { CancelFormAction, CancelFormState } from './cancel-policy-state.ts';
import { shownIssue } from './full-flow-fields.tsx';
import { cancellationMessages } from './messages.ts';
import { SignedFormUpload } from './signed-form-upload.tsx';

/**
 * The broker's self-service fields (spec 4 and 6): a date between today and the policy expiry,
 * the option that follows from it (shown, not picked) and the signed PDF.
 */
export function BrokerFlowFields({
  applicationId,
  state,
  dispatch,
  option,
  today,
  policyEffectiveDay,
  policyExpiryDay,
  issues,
}: {
  applicationId: string;
  state: CancelFormState;
  dispatch: (action: CancelFormAction) => void;
  option: CancellationOption | null;
  today: string;
  policyEffectiveDay: string;
  policyExpiryDay: string;
  issues: CancellationIssue[];
}) {
  const t = useT(cancellationMessages);
  const say = useSay();
  const dateWindow = brokerCancellationDateWindow(today, policyExpiryDay);
  return (
    <>
      <CancellationDateField
        value={state.date}
        onChange={(date) => dispatch({ type: 'date', date, policyEffectiveDay })}
        error={shownIssue(issues, 'cancEffectiveDate')}
        min={dateWindow.min}
        max={dateWindow.max}
      />
      {option && (
        <Typography variant="body2" color="text.secondary">
          {t('optionFollows', { option: say(CANCELLATION_OPTION_LABELS[option]) })}
        </Typography>
      )}
      <SignedFormUpload
        applicationId={applicationId}
        value={state.signedForm}
        onChange={(file) => dispatch({ type: 'signedForm', file })}
      />
    </>
  );
}
