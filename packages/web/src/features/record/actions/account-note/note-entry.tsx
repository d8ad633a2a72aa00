import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { Note } from '@bm/contracts';
import {
  cleanFileName,
  formatCad,
  formatDate,
  formatFileSize,
  lossReasonLabel,
  lossReasonOption,
} from '@bm/domain';

/** 'Price too high · Target premium: $450.00' */
function lossText(details: NonNullable<Note['lossReasonDetails']>): string {
  const label = lossReasonLabel(details.reason);
  const prompt = lossReasonOption(details.reason)?.prompt;
  if (prompt?.field === 'targetPremium' && details.targetPremium !== undefined) {
    return `${label} · ${prompt.label}: ${formatCad(details.targetPremium)}`;
  }
  if (prompt?.field === 'detail' && details.detail) return `${label} · ${prompt.label}: ${details.detail}`;
  return label;
}

/** One note: who and when, the status it set, the loss reason, the comment and its files. */
export function NoteEntry({
  note,
  downloading,
  onDownload,
}: {
  note: Note;
  downloading: string | null;
  onDownload: (path: string) => void;
}) {
  const author = note.author ? (note.author.name ?? note.author.email) : 'System';
  return (
    <Box
      component="li"
      sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-child': { border: 0 } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="subtitle2" component="span">
          {author}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="span">
          {formatDate(note.createdAt)}
        </Typography>
        {note.status && <Chip size="small" variant="outlined" label={`Sales status: ${note.status}`} />}
        {note.isInternal && <Chip size="small" color="warning" label="Internal" />}
      </Box>
      {note.lossReasonDetails && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Loss reason: {lossText(note.lossReasonDetails)}
        </Typography>
      )}
      {note.comment && (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {note.comment}
        </Typography>
      )}
      {note.uploadedFiles.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {note.uploadedFiles.map((file) => (
            <Button
              key={file.path}
              size="small"
              variant="outlined"
              aria-label={`Download ${cleanFileName(file.name)}`}
              startIcon={
                downloading === file.path ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />
              }
              disabled={downloading !== null}
              onClick={() => onDownload(file.path)}
            >
              {cleanFileName(file.name)} ({formatFileSize(file.size)})
            </Button>
          ))}
        </Box>
      )}
    </Box>
  );
}
