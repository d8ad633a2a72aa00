import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { UploadedFile } from '@bm/contracts';
import { cleanFileName, formatFileSize, isPdfFile, MESSAGES } from '@bm/domain';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { errorMessage } from '../../../lib/form-field.ts';
import { useSay, useT } from '../../../i18n/use-t.ts';
import { useUploadPdf } from '../api/upload-pdf.ts';
import { recordFormMessages } from './messages.ts';

/**
 * Uploads a chosen PDF as soon as it is picked. A file that does not look like a PDF is refused in
 * the browser with the spec's 'Not a valid file type'; the server checks the content again and its
 * message shows the same way.
 */
export function usePdfUpload(applicationId: string, onUploaded: (file: UploadedFile) => void) {
  const upload = useUploadPdf(applicationId);
  const [error, setError] = useState<string | null>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return false;
    if (!isPdfFile({ name: file.name, type: file.type || undefined })) {
      setError(MESSAGES.invalidFileType);
      return true;
    }
    setError(null);
    upload.mutate(file, {
      onSuccess: onUploaded,
      onError: (failure) => setError(errorMessage(failure)),
    });
    return true;
  };
  return { choose, error, pending: upload.isPending };
}

/**
 * A button that opens the file chooser (PDF only). The file input sits beside the button, not inside
 * it (no interactive element in another): out of sight and out of the tab order, the button clicks it.
 * The input keeps its name (`inputLabel`) for the tests that hand it a file; the button is what a
 * keyboard or screen reader user meets.
 */
export function PdfChooseButton({
  label,
  inputLabel,
  name,
  pending,
  disabled = false,
  icon = <UploadFileIcon />,
  onChange,
}: {
  label: ReactNode;
  inputLabel: string;
  name: string;
  pending: boolean;
  disabled?: boolean;
  icon?: ReactNode;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const t = useT(recordFormMessages);
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', position: 'relative' }}>
      <Button
        variant="outlined"
        startIcon={pending ? <CircularProgress size={16} aria-hidden /> : icon}
        disabled={pending || disabled}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <Box
        component="input"
        ref={input}
        type="file"
        sx={visuallyHidden}
        tabIndex={-1}
        aria-hidden
        name={name}
        accept="application/pdf,.pdf"
        aria-label={inputLabel}
        onChange={onChange}
        disabled={pending || disabled}
      />
      {pending && <Typography variant="body2">{t('uploading')}</Typography>}
    </Box>
  );
}

/**
 * A list of PDFs uploaded to a record for a modal (note attachments, supporting documents): each file
 * is uploaded when chosen, listed with its size (spec formatter) and can be taken off the list again.
 */
export function PdfUploadList({
  applicationId,
  files,
  onChange,
  title,
  buttonLabel,
  inputLabel,
  inputName,
  listLabel,
  hint,
  error,
  maxFiles,
  icon,
}: {
  applicationId: string;
  files: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  title: string;
  buttonLabel: string;
  inputLabel: string;
  inputName: string;
  /** The accessible name of the list of uploaded files. */
  listLabel: string;
  hint: string;
  /** A message from the form (e.g. the server's answer about an attachment). */
  error?: string;
  maxFiles?: number;
  icon?: ReactNode;
}) {
  const t = useT(recordFormMessages);
  const say = useSay();
  const upload = usePdfUpload(applicationId, (uploaded) => onChange([...files, uploaded]));
  const full = maxFiles !== undefined && files.length >= maxFiles;
  const message = upload.error === null ? error : say(upload.error);
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {files.length > 0 && (
        <List dense aria-label={listLabel} disablePadding>
          {files.map((file) => (
            <ListItem
              key={file.path}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('removeFile', { name: cleanFileName(file.name) })}
                  onClick={() => onChange(files.filter((other) => other.path !== file.path))}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={cleanFileName(file.name)} secondary={formatFileSize(file.size)} />
            </ListItem>
          ))}
        </List>
      )}
      <PdfChooseButton
        label={buttonLabel}
        inputLabel={inputLabel}
        name={inputName}
        pending={upload.pending}
        disabled={full}
        icon={icon}
        onChange={upload.choose}
      />
      <FormHelperText error={Boolean(message)}>{message ?? hint}</FormHelperText>
    </Box>
  );
}
