import AttachFileIcon from '@mui/icons-material/AttachFile';
import type { UploadedFile } from '@bm/contracts';
import { NOTE_FILES_MAX } from '@bm/domain';
import { PdfUploadList } from '../../components/pdf-upload-list.tsx';

export const ATTACHMENTS_LABEL = 'Attach PDF';

/**
 * PDFs attached to a note (spec 6: agency users upload PDF documents to notes), each uploaded as
 * soon as it is chosen through the record's one upload path.
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
  return (
    <PdfUploadList
      applicationId={applicationId}
      files={files}
      onChange={onChange}
      error={error}
      title="Attachments"
      buttonLabel={ATTACHMENTS_LABEL}
      inputLabel={ATTACHMENTS_LABEL}
      inputName="noteAttachment"
      listLabel="Attached files"
      hint={`PDF only, up to 10 MB each, at most ${NOTE_FILES_MAX} files.`}
      maxFiles={NOTE_FILES_MAX}
      icon={<AttachFileIcon />}
    />
  );
}
