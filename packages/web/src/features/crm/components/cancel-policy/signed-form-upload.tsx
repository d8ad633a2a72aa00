import { useState, type ChangeEvent, type CSSProperties } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { UploadedFile } from '@bm/contracts';
import { isPdfFile, MESSAGES } from '@bm/domain';
import { errorMessage } from '../../../../lib/form-field.ts';
import { useUploadPdf } from './cancellation-api.ts';

export const SIGNED_FORM_LABEL = 'Signed cancellation form (PDF)';

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
 * The broker's signed cancellation form (spec 4 and 5): a PDF, uploaded as soon as it is chosen
 * (POST …/uploads?pdfOnly=true); the server judges the content, so its 'Not a valid file type'
 * shows under the field too.
 */
export function SignedFormUpload({
  applicationId,
  value,
  onChange,
}: {
  applicationId: string;
  value: UploadedFile | null;
  onChange: (file: UploadedFile | null) => void;
}) {
  const upload = useUploadPdf(applicationId);
  const [error, setError] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    onChange(null);
    if (!isPdfFile({ name: file.name, type: file.type || undefined })) {
      setError(MESSAGES.invalidFileType);
      return;
    }
    setError(null);
    upload.mutate(file, {
      onSuccess: (uploaded) => onChange(uploaded),
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {SIGNED_FORM_LABEL} *
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          component="label"
          variant="outlined"
          startIcon={upload.isPending ? <CircularProgress size={16} aria-hidden /> : <UploadFileIcon />}
          disabled={upload.isPending}
        >
          {value ? 'Replace file' : 'Choose PDF'}
          <input
            type="file"
            style={VISUALLY_HIDDEN}
            name="signedForm"
            accept="application/pdf,.pdf"
            aria-label={SIGNED_FORM_LABEL}
            onChange={choose}
          />
        </Button>
        {upload.isPending && <Typography variant="body2">Uploading…</Typography>}
        {value && !upload.isPending && (
          <Typography variant="body2" data-testid="signed-form-name">
            Uploaded: {value.name}
          </Typography>
        )}
      </Box>
      <FormHelperText error={Boolean(error)}>
        {error ?? 'Upload the cancellation request signed by the insured.'}
      </FormHelperText>
    </Box>
  );
}
