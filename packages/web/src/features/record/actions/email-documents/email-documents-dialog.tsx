import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Application } from '@bm/contracts';
import {
  EMAIL_DOCUMENTS_MESSAGES,
  emailSelectionIssue,
  formatFileSize,
  MESSAGES,
  selectionSize,
} from '@bm/domain';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { useToast } from '../../../../components/toast-context.ts';
import { errorMessage } from '../../../../lib/form-field.ts';
import { documentsQueryOptions } from '../../api/get-documents.ts';
import { documentName } from '../../components/documents-card.tsx';
import { useSay, useT } from '../../../../i18n/use-t.ts';
import { useEmailDocuments } from './api.ts';
import { emailDocumentsMessages } from './messages.ts';

/** The insured's address the documents go to: the record's email, else the form's (spec 3). */
export function recipientOf(record: Application): string {
  const formEmail = typeof record.form.email === 'string' ? record.form.email.trim() : '';
  return record.email.trim() || formEmail;
}

/**
 * EmailPolicyDocuments (spec 2.6 and 5): tick the record's documents to email to the insured; the
 * running total must stay under 10 MB, else the spec's message shows and Send stays disabled.
 */
export function EmailDocumentsDialog({ record, onClose }: { record: Application; onClose: () => void }) {
  const t = useT(emailDocumentsMessages);
  const say = useSay();
  const toast = useToast();
  // Fetched afresh on opening: files uploaded since the Documents card loaded can be chosen too.
  const documents = useQuery({ ...documentsQueryOptions(record.applicationId), refetchOnMount: 'always' });
  const send = useEmailDocuments(record.applicationId);
  const [selected, setSelected] = useState<string[]>([]);
  const recipient = recipientOf(record);

  const list = documents.data ?? [];
  const sizes = list.filter((d) => selected.includes(d.Key)).map((d) => d.Size);
  const total = selectionSize(sizes);
  const issue = emailSelectionIssue(sizes);
  const tooLarge = issue === MESSAGES.emailDocumentsTooLarge;

  const toggle = (key: string, on: boolean) =>
    setSelected((current) => (on ? [...current, key] : current.filter((k) => k !== key)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (issue || !recipient) return;
    // In the Documents card's order, whatever order they were ticked in.
    const filenames = list.map((d) => d.Key).filter((key) => selected.includes(key));
    send.mutate(
      { filenames },
      {
        onSuccess: (sent) => {
          toast.success(t('sent', { count: sent.filenames.length, to: sent.to }));
          onClose();
        },
      },
    );
  };

  let body;
  if (documents.isPending) {
    body = <Skeleton variant="rounded" height={72} aria-label={t('loading')} />;
  } else if (documents.isError) {
    body = <Alert severity="error">{errorMessage(documents.error)}</Alert>;
  } else if (list.length === 0) {
    body = <Typography color="text.secondary">{t('none')}</Typography>;
  } else {
    body = (
      <FormGroup aria-label={t('documents')}>
        {list.map((document) => {
          const name = documentName(document);
          return (
            <FormControlLabel
              key={document.Key}
              control={
                <Checkbox
                  checked={selected.includes(document.Key)}
                  onChange={(event) => toggle(document.Key, event.target.checked)}
                  disabled={send.isPending}
                />
              }
              label={`${name} (${formatFileSize(document.Size)})`}
            />
          );
        })}
      </FormGroup>
    );
  }

  return (
    <Dialog open onClose={send.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {recipient ? (
              <Typography>
                {t('to')} <strong>{recipient}</strong>
              </Typography>
            ) : (
              <Alert severity="warning">{say(EMAIL_DOCUMENTS_MESSAGES.noRecipient)}</Alert>
            )}
            {body}
            <Typography color={tooLarge ? 'error' : 'text.secondary'} aria-live="polite">
              {t('selected', { count: sizes.length, size: formatFileSize(total) })}
            </Typography>
            {tooLarge && <Alert severity="error">{say(MESSAGES.emailDocumentsTooLarge)}</Alert>}
            {send.isError && <Alert severity="error">{errorMessage(send.error)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={send.isPending}>
            {t('cancel')}
          </Button>
          <SubmitButton loading={send.isPending} disabled={Boolean(issue) || !recipient}>
            {t('send')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
