import type { UploadedFile } from '@bm/contracts';
import { useT } from '../../../../i18n/use-t.ts';
import { PdfUploadList } from '../../components/pdf-upload-list.tsx';
import { reinstatementMessages } from './messages.ts';

export const SUPPORTING_FILES_LABEL = reinstatementMessages.supportingFiles.en;

/** Optional supporting PDFs of a reopened lapsed policy (spec 5: PDF only, 'Not a valid file type'). */
export function PdfUploads({
  applicationId,
  files,
  onChange,
}: {
  applicationId: string;
  files: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
}) {
  const t = useT(reinstatementMessages);
  return (
    <PdfUploadList
      applicationId={applicationId}
      files={files}
      onChange={onChange}
      title={t('supportingFiles')}
      buttonLabel={t('addPdf')}
      inputLabel={t('supportingFiles')}
      inputName="supportingFile"
      listLabel={t('uploadedFiles')}
      hint={t('supportingHint')}
    />
  );
}
