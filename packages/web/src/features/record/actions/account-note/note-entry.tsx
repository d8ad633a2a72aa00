import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { Note } from '@bm/contracts';
import { cleanFileName, formatDate, formatFileSize, lossReasonLabel, lossReasonOption } from '@bm/domain';
import { useFormat, useSay, useT, type Translate } from '../../../../i18n/use-t.ts';
import { noteMessages } from './messages.ts';

/** 'Price too high · Target premium: $450.00' */
function lossText(
  details: NonNullable<Note['lossReasonDetails']>,
  t: Translate<typeof noteMessages>,
  say: (english: string) => string,
  money: (cents: number) => string,
): string {
  const label = say(lossReasonLabel(details.reason));
  const prompt = lossReasonOption(details.reason)?.prompt;
  const answer =
    prompt?.field === 'targetPremium' && details.targetPremium !== undefined
      ? money(details.targetPremium)
      : prompt?.field === 'detail'
        ? details.detail
        : undefined;
  if (!prompt || !answer) return label;
  return t('lossWithAnswer', { reason: label, prompt: say(prompt.label), answer });
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
  const t = useT(noteMessages);
  const f = useFormat();
  const say = useSay();
  const author = note.author
    ? (note.author.name ?? note.author.email)
    : note.apiKey
      ? t('byApiKey', { name: note.apiKey.name })
      : t('system');
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
        {note.status && (
          <Chip size="small" variant="outlined" label={t('statusChip', { status: note.status })} />
        )}
        {note.isInternal && <Chip size="small" color="warning" label={t('internalChip')} />}
      </Box>
      {note.lossReasonDetails && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('lossLine', { reason: lossText(note.lossReasonDetails, t, say, f.money) })}
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
              aria-label={t('download', { name: cleanFileName(file.name) })}
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
