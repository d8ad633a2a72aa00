import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import AddCommentIcon from '@mui/icons-material/AddComment';
import { useModalControls } from '../../../../components/modal-state/modal-context.ts';
import { useT } from '../../../../i18n/use-t.ts';
import { errorMessage } from '../../../../lib/form-field.ts';
import { useNotes } from './api.ts';
import { useDownloadDocument } from '../../api/get-documents.ts';
import { ACTION_LABELS } from '../../lib/action-labels.ts';
import { NoteEntry } from './note-entry.tsx';
import { ListQueryBody } from '../../components/list-query-body.tsx';
import { noteMessages } from './messages.ts';

/** The record's account notes, newest first (internal ones reach super admins only), and Add note. */
export function NotesCard({ applicationId }: { applicationId: string }) {
  const t = useT(noteMessages);
  const notes = useNotes(applicationId);
  const download = useDownloadDocument();
  const { openModal } = useModalControls();
  const downloading = download.isPending ? (download.variables ?? null) : null;

  const body = (
    <ListQueryBody query={notes} loadingLabel={t('loadingNotes')} emptyText={t('noNotes')}>
      {(items) => (
        <Box component="ol" aria-label={t('accountNotes')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((note) => (
            <NoteEntry
              key={note.id}
              note={note}
              downloading={downloading}
              onDownload={(path) => download.mutate(path)}
            />
          ))}
        </Box>
      )}
    </ListQueryBody>
  );

  return (
    <Card variant="outlined">
      <CardHeader
        title={t('notes')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Button
            size="small"
            startIcon={<AddCommentIcon />}
            onClick={() =>
              openModal('AddAccountNote', { callToAction: ACTION_LABELS.AddAccountNote, applicationId })
            }
          >
            {t('addNote')}
          </Button>
        }
      />
      <CardContent sx={{ pt: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {body}
        {download.isError && (
          <Alert severity="error" role="alert" onClose={() => download.reset()}>
            {errorMessage(download.error)}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
