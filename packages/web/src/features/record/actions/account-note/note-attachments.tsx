import AttachFileIcon from '@mui/icons-material/AttachFile';
import type { UploadedFile } from '@bm/contracts';
import { NOTE_FILES_MAX } from '@bm/domain';
import { useT } from '../../../../i18n/use-t.ts';
import { PdfUploadList } from '../../components/pdf-upload-list.tsx';
import { noteMessages } from './messages.ts';

export const ATTACHMENTS_LABEL = noteMessages.attachPdf.en;

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
  const t = useT(noteMessages);
  return (
    <PdfUploadList
      applicationId={applicationId}
      files={files}
      onChange={onChange}
      error={error}
      title={t('attachments')}
      buttonLabel={t('attachPdf')}
      inputLabel={t('attachPdf')}
      inputName="noteAttachment"
      listLabel={t('attachedFiles')}
      hint={t('attachHint', { max: NOTE_FILES_MAX })}
      maxFiles={NOTE_FILES_MAX}
      icon={<AttachFileIcon />}
    />
  );
}
