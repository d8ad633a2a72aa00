import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Application, MeUser } from '@bm/contracts';
import {
  AI_ACKNOWLEDGEMENTS,
  AI_MESSAGES,
  AI_PRIOR_APPROVAL_QUESTION,
  asksPriorApproval,
  canApproveAdditionalInsured,
  MESSAGES,
  validateAdditionalInsured,
  type AiAcknowledgements,
  type AiField,
} from '@bm/domain';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { useToast } from '../../../../components/toast-context.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useSay, useT } from '../../../../i18n/use-t.ts';
import { useIssueCertificate } from './api.ts';
import { additionalInsuredMessages } from './messages.ts';

/** The certificate's states (spec 4): idle, loading, then success or failed, then idle again. */
export type CertificateState = 'idle' | 'loading' | 'success' | 'failed';

const NONE_TICKED = Object.fromEntries(AI_ACKNOWLEDGEMENTS.map((a) => [a.key, false])) as AiAcknowledgements;

/** The server's reason for a refusal (4xx); other failures have only the spec's message. */
function refusalReason(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null;
}

/**
 * AdditionalInsured (spec 2.6 and 5): the additional insured's name and address, every
 * acknowledgement ticked and, on trade contractors, whether it is a developer, home builder or
 * major construction firm (those need underwriting's prior approval, spec 6). Generating the
 * certificate shows the spec's toasts and closes the dialog when it is saved.
 */
export function AdditionalInsuredDialog({
  record,
  user,
  onClose,
}: {
  record: Application;
  user: MeUser;
  onClose: () => void;
}) {
  const t = useT(additionalInsuredMessages);
  const say = useSay();
  const toast = useToast();
  const issue = useIssueCertificate(record.applicationId);
  const [state, setState] = useState<CertificateState>('idle');
  const [insuredName, setInsuredName] = useState('');
  const [address, setAddress] = useState('');
  const [acknowledgements, setAcknowledgements] = useState<AiAcknowledgements>(NONE_TICKED);
  const [majorFirm, setMajorFirm] = useState<boolean | null>(null);
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  /** Any change after a failure returns the certificate to idle (spec 4). */
  const edited = () => {
    if (state === 'failed') setState('idle');
  };

  const asks = asksPriorApproval(record.productId);
  const approver = canApproveAdditionalInsured(user.flags);
  const input = { insuredName, address, acknowledgements, majorConstructionFirm: asks ? majorFirm : null };
  const issues = validateAdditionalInsured(input, { productId: record.productId, flags: user.flags });
  const issueOf = (field: AiField) => issues.find((i) => i.field === field)?.message ?? null;
  const needsApproval = asks && majorFirm === true && !approver;
  const shown = (field: AiField) => {
    const message = touched ? issueOf(field) : null;
    return message && say(message);
  };
  const loading = state === 'loading';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (issues.length > 0) return;
    setState('loading');
    setRefusal(null);
    issue.mutate(
      {
        insuredName: insuredName.trim(),
        address: address.trim(),
        acknowledgements,
        ...(asks ? { majorConstructionFirm: majorFirm } : {}),
      },
      {
        onSuccess: () => {
          // Success closes the dialog; the next one opens idle (the modal state remounts it).
          setState('success');
          toast.success(say(MESSAGES.additionalInsuredSuccess));
          onClose();
        },
        onError: (error) => {
          // Failed keeps what was entered, so that the user can correct it and try again.
          setState('failed');
          toast.error(say(MESSAGES.additionalInsuredError));
          setRefusal(refusalReason(error));
        },
      },
    );
  };

  return (
    <Dialog open onClose={loading ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('intro', { policy: record.policyNumber ?? record.applicationId })}
            </Typography>
            <TextField
              label={t('name')}
              required
              value={insuredName}
              onChange={(event) => {
                setInsuredName(event.target.value);
                edited();
              }}
              error={Boolean(shown('insuredName'))}
              helperText={shown('insuredName') ?? ' '}
              disabled={loading}
            />
            <TextField
              label={t('address')}
              required
              multiline
              minRows={2}
              value={address}
              onChange={(event) => {
                setAddress(event.target.value);
                edited();
              }}
              error={Boolean(shown('address'))}
              helperText={shown('address') ?? t('addressHelp')}
              disabled={loading}
            />
            {asks && (
              <FormControl required error={Boolean(shown('majorConstructionFirm')) || needsApproval}>
                <FormLabel id="ai-major-firm">{say(AI_PRIOR_APPROVAL_QUESTION)}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="ai-major-firm"
                  value={majorFirm === null ? '' : majorFirm ? 'yes' : 'no'}
                  onChange={(event) => {
                    setMajorFirm(event.target.value === 'yes');
                    edited();
                  }}
                >
                  <FormControlLabel value="yes" control={<Radio />} label={t('yes')} disabled={loading} />
                  <FormControlLabel value="no" control={<Radio />} label={t('no')} disabled={loading} />
                </RadioGroup>
                {touched && majorFirm === null && (
                  <FormHelperText>{say(AI_MESSAGES.priorApprovalUnanswered)}</FormHelperText>
                )}
              </FormControl>
            )}
            {needsApproval && <Alert severity="warning">{say(AI_MESSAGES.priorApprovalRequired)}</Alert>}
            {asks && majorFirm === true && approver && (
              <Alert severity="info">
                {t('approving')}
              </Alert>
            )}
            <FormControl required error={Boolean(shown('acknowledgements'))} component="fieldset">
              <FormLabel component="legend">{t('acknowledgements')}</FormLabel>
              {AI_ACKNOWLEDGEMENTS.map((a) => (
                <FormControlLabel
                  key={a.key}
                  control={
                    <Checkbox
                      checked={acknowledgements[a.key]}
                      onChange={(event) => {
                        setAcknowledgements((current) => ({ ...current, [a.key]: event.target.checked }));
                        edited();
                      }}
                      disabled={loading}
                    />
                  }
                  label={say(a.label)}
                />
              ))}
              {shown('acknowledgements') && <FormHelperText>{shown('acknowledgements')}</FormHelperText>}
            </FormControl>
            {state === 'failed' && (
              <Alert severity="error">{refusal ?? say(MESSAGES.additionalInsuredError)}</Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={loading}>
            {t('cancel')}
          </Button>
          <SubmitButton loading={loading} disabled={needsApproval}>
            {t('generate')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
