import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Application } from '@bm/contracts';
import {
  canAttachNoteFiles,
  canMarkNoteInternal,
  NOTE_COMMENT_MAX,
  NOTE_MESSAGES,
  seesNoteReminder,
  type BrokerFlags,
  type SalesStatus,
} from '@bm/domain';
import { SelectInput } from '../../../../components/inputs/select-input.tsx';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { useToast } from '../../../../components/toast-context.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useSay, useT } from '../../../../i18n/use-t.ts';
import { useAddNote } from './api.ts';
import { noteMessages } from './messages.ts';
import { LossReasonFields } from './loss-reason-fields.tsx';
import { NoteAttachments } from './note-attachments.tsx';
import {
  asksLossReason,
  canSave,
  draftIssues,
  initialDraft,
  noteBody,
  statusOptions,
  type NoteDraft,
} from './note-draft.ts';

export const NOTE_DIALOG_TITLE = noteMessages.title.en;
export const INTERNAL_LABEL = noteMessages.internal.en;

/** The server's own words for a refused note (4xx), under the spec's message; none for other failures. */
function refusal(error: Error | null): string | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  return error.message === NOTE_MESSAGES.saveError ? null : error.message;
}

/**
 * AddAccountNote (spec 2.6, 5, 6): a comment and/or a sales status change; Closed-Loss asks for a
 * reason and, for some reasons, a detail. Super admins choose internal (the default) or public;
 * agency users attach PDFs; everyone else is reminded that notes notify nobody.
 */
export function AccountNoteDialog({
  record,
  flags,
  onClose,
}: {
  record: Application;
  flags: BrokerFlags;
  onClose: () => void;
}) {
  const t = useT(noteMessages);
  const say = useSay();
  const toast = useToast();
  const save = useAddNote(record.applicationId);
  const [draft, setDraft] = useState<NoteDraft>(() => initialDraft(record, flags));
  const [touched, setTouched] = useState(false);
  const update = (changes: Partial<NoteDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const statuses = statusOptions(record, flags);
  const issues = touched ? draftIssues(draft, record, flags) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(draftIssues(draft, record, flags)).length > 0) return;
    save.mutate(noteBody(draft, record, flags), {
      onSuccess: () => {
        toast.success(say(NOTE_MESSAGES.saved));
        onClose();
      },
    });
  };

  const refused = refusal(save.error);
  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {seesNoteReminder(flags) && <Alert severity="info">{say(NOTE_MESSAGES.reminder)}</Alert>}
            {statuses.length > 0 && (
              <SelectInput
                id="note-sales-status"
                label={t('salesStatus')}
                options={statuses}
                value={draft.status}
                // Clearing the field keeps the current status: a note always has one.
                onChange={(status) =>
                  update({ status: (status as SalesStatus | null) ?? record.salesStatus })
                }
                error={issues.status && say(issues.status)}
                helperText={t('statusHelp')}
              />
            )}
            {asksLossReason(draft, record) && (
              <LossReasonFields
                reason={draft.lossReason}
                targetPremium={draft.targetPremium}
                detail={draft.lossDetail}
                errors={{
                  reason: issues.lossReason && say(issues.lossReason),
                  detail: issues.lossDetail && say(issues.lossDetail),
                }}
                onReason={(lossReason) => update({ lossReason, targetPremium: '', lossDetail: '' })}
                onTargetPremium={(targetPremium) => update({ targetPremium })}
                onDetail={(lossDetail) => update({ lossDetail })}
              />
            )}
            <TextField
              label={t('comment')}
              name="comment"
              multiline
              minRows={3}
              value={draft.comment}
              onChange={(event) => update({ comment: event.target.value })}
              error={Boolean(issues.comment)}
              helperText={issues.comment && say(issues.comment)}
              slotProps={{ htmlInput: { maxLength: NOTE_COMMENT_MAX } }}
            />
            {canMarkNoteInternal(flags) && (
              <>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={draft.isInternal}
                      onChange={(event) => update({ isInternal: event.target.checked })}
                    />
                  }
                  label={t('internal')}
                />
                {!draft.isInternal && <Alert severity="warning">{say(NOTE_MESSAGES.publicWarning)}</Alert>}
              </>
            )}
            {canAttachNoteFiles(flags) && (
              <NoteAttachments
                applicationId={record.applicationId}
                files={draft.files}
                error={issues.uploadedFiles && say(issues.uploadedFiles)}
                onChange={(files) => update({ files })}
              />
            )}
            {save.isError && (
              <Alert severity="error">
                {say(NOTE_MESSAGES.saveError)}
                {refused && <div>{refused}</div>}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('cancel')}
          </Button>
          <SubmitButton loading={save.isPending} disabled={!canSave(draft, record)}>
            {t('save')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
