import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { UploadedFile } from '@bm/contracts';
import { cleanFileName } from '@bm/domain';
import { useSay, useT } from '../../../../i18n/use-t.ts';
import { PdfChooseButton, usePdfUpload } from '../../components/pdf-upload-list.tsx';
import { cancellationMessages } from './messages.ts';

export const SIGNED_FORM_LABEL = cancellationMessages.signedForm.en;

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
  const t = useT(cancellationMessages);
  const say = useSay();
  const upload = usePdfUpload(applicationId, onChange);
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('signedForm')} *
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <PdfChooseButton
          label={value ? t('replaceFile') : t('choosePdf')}
          inputLabel={t('signedForm')}
          name="signedForm"
          pending={upload.pending}
          onChange={(event) => {
            // A new choice replaces the uploaded form, whatever becomes of it.
            if (upload.choose(event)) onChange(null);
          }}
        />
        {value && !upload.pending && (
          <Typography variant="body2" data-testid="signed-form-name">
            {t('uploaded', { name: cleanFileName(value.name) })}
          </Typography>
        )}
      </Box>
      <FormHelperText error={Boolean(upload.error)}>
        {upload.error ? say(upload.error) : t('signedFormHelp')}
      </FormHelperText>
    </Box>
  );
}
