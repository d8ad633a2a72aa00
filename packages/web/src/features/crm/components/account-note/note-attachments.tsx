import { useState, type ChangeEvent, type CSSProperties } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import type { UploadedFile } from '@bm/contracts';
import { formatFileSize, isPdfFile, MESSAGES, NOTE_FILES_MAX } from '@bm/domain';
import { errorMessage } from '../../../../lib/form-field.ts';
import { useUploadPdf } from '../cancel-policy/cancellation-api.ts';

export const ATTACHMENTS_LABEL = 'Attach PDF';

/** Out of sight but still in the page, so the label's button opens it and assistive tech reads it. */
const VISUALLY_HIDDEN: CSSProperties = {
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  width: 1,
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
  bottom: 0,
  left: 0,
};

/**
 * PDFs attached to a note (spec 6: agency users upload PDF documents to notes). Each file is
 * uploaded as soon as it is chosen (POST …/uploads?pdfOnly=true); the server judges its content.
 */
export function NoteAttachments({
  applicationId,
  files,
  error,
  onChange,
}: {
  applicationId: string;
  files: UploadedFile[];
  error?: string;
  onChange: (files: UploadedFile[]) => void;
}) {
  const upload = useUploadPdf(applicationId);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const full = files.length >= NOTE_FILES_MAX;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isPdfFile({ name: file.name, type: file.type || undefined })) {
      setUploadError(MESSAGES.invalidFileType);
      return;
    }
    setUploadError(null);
    upload.mutate(file, {
      onSuccess: (uploaded) => onChange([...files, uploaded]),
      onError: (failure) => setUploadError(errorMessage(failure)),
    });
  };

  const message = uploadError ?? error;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Attachments
      </Typography>
      {files.length > 0 && (
        <List dense aria-label="Attached files" disablePadding>
          {files.map((file) => (
            <ListItem
              key={file.path}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => onChange(files.filter((other) => other.path !== file.path))}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={file.name} secondary={formatFileSize(file.size)} />
            </ListItem>
          ))}
        </List>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Button
          component="label"
          variant="outlined"
          startIcon={upload.isPending ? <CircularProgress size={16} aria-hidden /> : <AttachFileIcon />}
          disabled={upload.isPending || full}
        >
          {ATTACHMENTS_LABEL}
          <input
            type="file"
            style={VISUALLY_HIDDEN}
            name="noteAttachment"
            accept="application/pdf,.pdf"
            aria-label={ATTACHMENTS_LABEL}
            onChange={choose}
            disabled={upload.isPending || full}
          />
        </Button>
        {upload.isPending && <Typography variant="body2">Uploading…</Typography>}
      </Box>
      <FormHelperText error={Boolean(message)}>
        {message ?? `PDF only, up to 10 MB each, at most ${NOTE_FILES_MAX} files.`}
      </FormHelperText>
    </Box>
  );
}
