import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UploadedFile } from '@bm/contracts';
import { REINSTATEMENT_TEXT_MAX, validateOpenLapsedForm } from '@bm/domain';
import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { useToast } from '../../../../components/toast-context.ts';
import { useSay, useT } from '../../../../i18n/use-t.ts';
import { errorMessage } from '../../../../lib/form-field.ts';
import { useOpenLapsedPolicy } from './api.ts';
import { reinstatementMessages } from './messages.ts';
import { PdfUploads } from './supporting-pdfs.tsx';

/**
 * OpenLapsedPolicyModal (spec 2.6): a lapsed policy bound again, its expiry unchanged, so that its
 * renewal can be bound. A comment is required; supporting files are optional PDFs (spec 5).
 */
export function OpenLapsedPolicyModal({ applicationId, onClose }: ModalComponentProps) {
  const t = useT(reinstatementMessages);
  const say = useSay();
  const toast = useToast();
  const open = useOpenLapsedPolicy(applicationId);
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [touched, setTouched] = useState(false);
  const errors = validateOpenLapsedForm({ comment });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (errors.comment) return;
    open.mutate(
      { comment: comment.trim(), uploadedFiles: files.map(({ path, name }) => ({ path, name })) },
      {
        onSuccess: (result) => {
          const number = result.application.policyNumber;
          toast.success(number ? t('openedNumber', { number }) : t('opened'));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={open.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('openTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="info">{t('openExplained')}</Alert>
            <TextField
              label={t('comment')}
              name="comment"
              required
              multiline
              minRows={3}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              error={touched && Boolean(errors.comment)}
              helperText={touched && errors.comment ? say(errors.comment) : t('commentHelp')}
              slotProps={{ htmlInput: { maxLength: REINSTATEMENT_TEXT_MAX } }}
            />
            <PdfUploads applicationId={applicationId} files={files} onChange={setFiles} />
            {open.error && <Alert severity="error">{errorMessage(open.error)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={open.isPending}>
            {t('cancel')}
          </Button>
          <SubmitButton loading={open.isPending}>{t('openPolicy')}</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
