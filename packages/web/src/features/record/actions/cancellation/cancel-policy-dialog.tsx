import { useReducer } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Application } from '@bm/contracts';
import {
  BROKER_CANCELLATION_DESCRIPTION,
  canSubmitCancellation,
  formatDate,
  MESSAGES,
  premiumLineLabel,
  validateCancellationForm,
  validateCancellationPremiums,
  type CancellationFormContext,
  type CancellationFormValues,
  type Locale,
} from '@bm/domain';
import { useSay, useT } from '../../../../i18n/use-t.ts';
import { useLocale } from '../../../../i18n/locale-store.ts';
import { parseQuote } from '../../lib/quote-figures.ts';
import { BrokerFlowFields } from './broker-flow-fields.tsx';
import { useCancellationPremiums } from './api.ts';
import { CancellationReasonFields, reasonTextError } from './cancellation-reason-fields.tsx';
import {
  cancelFormReducer,
  chosenOption,
  effectiveWaivers,
  INITIAL_CANCEL_FORM,
  premiumsRequest,
  saveRequest,
  shownFigures,
  type CancellationMode,
} from './cancel-policy-state.ts';
import { FullFlowFields } from './full-flow-fields.tsx';
import { PremiumsSection } from './premiums-section.tsx';
import { EmptyTicketDialog, TicketNotFoundDialog } from './ticket-dialogs.tsx';
import { cancellationMessages } from './messages.ts';
import { useCancelSubmit } from './use-cancel-submit.ts';

export const CANCEL_POLICY_TITLE = cancellationMessages.title.en;

/** The premium line labels of the record's quote, by key, in the screens' language. */
function premiumLineLabels(record: Application, locale: Locale): Record<string, string> {
  const quote = parseQuote(record.quote);
  return Object.fromEntries(
    (quote?.premiums ?? []).map((line) => [line.key, premiumLineLabel(line.label, locale)]),
  );
}

/** While the save is under way (spec 4). */
function SavingPanel() {
  const say = useSay();
  return (
    <Box role="status" sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 6 }}>
      <CircularProgress aria-hidden />
      <Typography>{say(MESSAGES.endorsementSaving)}</Typography>
    </Box>
  );
}

/**
 * CancelPolicy (spec 2.6, 4 and 5): reason, description, date, option and waivers in the full flow,
 * or the broker's self-service flow; the figures fetched on every change, the return premiums
 * editable (full flow) and checked as typed; then the save through the endorsement call.
 */
export function CancelPolicyDialog({
  record,
  mode,
  onClose,
}: {
  record: Application;
  mode: CancellationMode;
  onClose: () => void;
}) {
  const t = useT(cancellationMessages);
  const locale = useLocale();
  const [state, dispatch] = useReducer(cancelFormReducer, INITIAL_CANCEL_FORM);
  const policyEffectiveDay = formatDate(record.policyEffectiveDate);
  const policyExpiryDay = formatDate(record.policyExpiryDate);
  const today = formatDate(new Date());

  const request = premiumsRequest(mode, state, policyEffectiveDay);
  const premiums = useCancellationPremiums(record.applicationId, request);
  const response = request ? (premiums.data ?? null) : null;
  const { figures, parseIssues } = shownFigures(response, state.edits);
  const option = chosenOption(mode, state, policyEffectiveDay);

  const values: CancellationFormValues = {
    cancellationReason: state.reason,
    cancellationDescription: mode === 'full' ? state.description : BROKER_CANCELLATION_DESCRIPTION,
    cancOption: option,
    cancEffectiveDate: state.date || null,
    signedForm: state.signedForm ? { name: state.signedForm.name } : null,
  };
  const context: CancellationFormContext = { isBroker: mode === 'broker', today, policyExpiryDay };
  const formIssues = validateCancellationForm(values, context);
  const premiumIssues = figures ? [...parseIssues, ...validateCancellationPremiums(figures)] : [];
  const ready =
    canSubmitCancellation(values, context, figures) &&
    parseIssues.length === 0 &&
    !reasonTextError(state.reason, state.reasonText) &&
    !premiums.isFetching &&
    !premiums.isError;

  const save = useCancelSubmit({
    applicationId: record.applicationId,
    askForTicket: mode === 'full',
    onDone: onClose,
    onFiguresMoved: () => void premiums.refetch(),
  });
  const saving = save.phase === 'saving';

  const submit = () => {
    if (!ready || !figures || !option) return;
    save.submit(saveRequest(mode, state, option, figures));
  };

  return (
    <>
      <Dialog
        open={save.phase !== 'ticketNotFound'}
        onClose={saving ? undefined : onClose}
        fullWidth
        maxWidth="md"
      >
        <DialogTitle>{t('title')}</DialogTitle>
        <DialogContent>
          {saving ? (
            <SavingPanel />
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {t('inForce', {
                  policy: record.policyNumber
                    ? t('policyNumbered', { number: record.policyNumber })
                    : record.insuredName,
                  from: policyEffectiveDay,
                  to: policyExpiryDay,
                })}
              </Typography>
              <CancellationReasonFields
                reason={state.reason}
                reasonText={state.reasonText}
                onReason={(reason) => dispatch({ type: 'reason', reason })}
                onReasonText={(text) => dispatch({ type: 'reasonText', text })}
              />
              {mode === 'full' ? (
                <FullFlowFields
                  state={state}
                  dispatch={dispatch}
                  policyEffectiveDay={policyEffectiveDay}
                  issues={formIssues}
                  waivers={effectiveWaivers(mode, state.option, state.waivers)}
                  boxes={premiums.data?.waivers ?? null}
                />
              ) : (
                <BrokerFlowFields
                  applicationId={record.applicationId}
                  state={state}
                  dispatch={dispatch}
                  option={option}
                  today={today}
                  policyEffectiveDay={policyEffectiveDay}
                  policyExpiryDay={policyExpiryDay}
                  issues={formIssues}
                />
              )}
              <PremiumsSection
                view={{
                  requested: request !== null,
                  loading: premiums.isFetching,
                  error: premiums.isError ? premiums.error : null,
                  figures,
                  method: response?.refundMethod ?? 'none',
                  taxNames: response?.taxNames ?? [],
                }}
                editable={mode === 'full'}
                edits={state.edits}
                issues={premiumIssues}
                lineLabels={premiumLineLabels(record, locale)}
                onEdit={(field, text) => {
                  if (response) dispatch({ type: 'editReturn', field, text, figures: response });
                }}
              />
              {mode === 'full' && (
                <TextField
                  label={t('ticketNumber')}
                  name="ticketNumber"
                  value={state.ticketNumber}
                  onChange={(event) => dispatch({ type: 'ticketNumber', ticketNumber: event.target.value })}
                  helperText={t('ticketHelp')}
                  slotProps={{ htmlInput: { maxLength: 50 } }}
                />
              )}
            </Stack>
          )}
        </DialogContent>
        {!saving && (
          <DialogActions>
            <Button onClick={onClose}>{t('close')}</Button>
            <Button variant="contained" color="error" disabled={!ready} onClick={submit}>
              {t('title')}
            </Button>
          </DialogActions>
        )}
      </Dialog>
      <EmptyTicketDialog
        open={save.phase === 'confirmTicket'}
        onBack={save.goBack}
        onProceed={save.proceedAnyway}
      />
      <TicketNotFoundDialog open={save.phase === 'ticketNotFound'} onClose={save.acknowledgeTicket} />
    </>
  );
}
