import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { UploadedFile } from '@bm/contracts';
import { cleanFileName } from '@bm/domain';
import { PdfChooseButton, usePdfUpload } from '../../components/pdf-upload-list.tsx';

export const SIGNED_FORM_LABEL = 'Signed cancellation form (PDF)';

/**
 * The broker's signed cancellation form (spec 4 and 5): a PDF, uploaded as soon as it is chosen
 * through the record's one upload path; the server judges the content, so its 'Not a valid file
 * type' shows under the field too.
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
  const upload = usePdfUpload(applicationId, onChange);
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {SIGNED_FORM_LABEL} *
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <PdfChooseButton
          label={value ? 'Replace file' : 'Choose PDF'}
          inputLabel={SIGNED_FORM_LABEL}
          name="signedForm"
          pending={upload.pending}
          onChange={(event) => {
            // A new choice replaces the uploaded form, whatever becomes of it.
            if (upload.choose(event)) onChange(null);
          }}
        />
        {value && !upload.pending && (
          <Typography variant="body2" data-testid="signed-form-name">
            Uploaded: {cleanFileName(value.name)}
          </Typography>
        )}
      </Box>
      <FormHelperText error={Boolean(upload.error)}>
        {upload.error ?? 'Upload the cancellation request signed by the insured.'}
      </FormHelperText>
    </Box>
  );
}
