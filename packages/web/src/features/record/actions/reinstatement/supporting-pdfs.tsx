import type { UploadedFile } from '@bm/contracts';
import { PdfUploadList } from '../../components/pdf-upload-list.tsx';

export const SUPPORTING_FILES_LABEL = 'Supporting documents (PDF)';

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
  return (
    <PdfUploadList
      applicationId={applicationId}
      files={files}
      onChange={onChange}
      title={SUPPORTING_FILES_LABEL}
      buttonLabel="Add PDF"
      inputLabel={SUPPORTING_FILES_LABEL}
      inputName="supportingFile"
      listLabel="Uploaded files"
      hint="Optional: proof of payment, approvals."
    />
  );
}
