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
import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { UploadedFile } from '@bm/contracts';
import { formatFileSize, isPdfFile, MESSAGES } from '@bm/domain';
import { errorMessage } from '../../../../lib/form-field.ts';
import { useUploadPdf } from '../cancel-policy/cancellation-api.ts';

export const SUPPORTING_FILES_LABEL = 'Supporting documents (PDF)';

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
 * Optional PDF uploads of a record (spec 5: PDF only, 'Not a valid file type'): each file is
 * uploaded when chosen (POST …/uploads?pdfOnly=true, where the server judges the content) and
 * listed with its size; a file can be taken off the list again.
 */
export function PdfUploads({
  applicationId,
  files,
  onChange,
}: {
  applicationId: string;
  files: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
}) {
  const upload = useUploadPdf(applicationId);
  const [error, setError] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isPdfFile({ name: file.name, type: file.type || undefined })) {
      setError(MESSAGES.invalidFileType);
      return;
    }
    setError(null);
    upload.mutate(file, {
      onSuccess: (uploaded) => onChange([...files, uploaded]),
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {SUPPORTING_FILES_LABEL}
      </Typography>
      <Button
        component="label"
        variant="outlined"
        startIcon={upload.isPending ? <CircularProgress size={16} aria-hidden /> : <UploadFileIcon />}
        disabled={upload.isPending}
      >
        Add PDF
        <input
          type="file"
          style={VISUALLY_HIDDEN}
          name="supportingFile"
          accept="application/pdf,.pdf"
          aria-label={SUPPORTING_FILES_LABEL}
          onChange={choose}
        />
      </Button>
      {upload.isPending && (
        <Typography variant="body2" component="span" sx={{ ml: 2 }}>
          Uploading…
        </Typography>
      )}
      {files.length > 0 && (
        <List dense aria-label="Uploaded files">
          {files.map((file) => (
            <ListItem
              key={file.path}
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
      <FormHelperText error={Boolean(error)}>
        {error ?? 'Optional: proof of payment, approvals.'}
      </FormHelperText>
    </Box>
  );
}
