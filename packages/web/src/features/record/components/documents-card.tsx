import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import DownloadIcon from '@mui/icons-material/Download';
import type { DocumentItem } from '@bm/contracts';
import { cleanFileName, formatDate, formatFileSize } from '@bm/domain';
import { errorMessage } from '../../../lib/form-field.ts';
import { useDocuments, useDownloadDocument } from '../api/get-documents.ts';
import { ellipsisSx } from '../../../components/table-layout.ts';
import { useT } from '../../../i18n/use-t.ts';
import { ListQueryBody } from './list-query-body.tsx';
import { recordCardsMessages } from './messages.ts';

/**
 * A document's name as it was uploaded or generated (not its storage key's last segment, which an
 * upload prefixes with a unique id and reduces to ASCII), shown without control or format characters
 * such as a bidi override (docs/decisions/0022).
 */
export function documentName(document: Pick<DocumentItem, 'Key' | 'Name'>): string {
  return cleanFileName(document.Name || (document.Key.split('/').filter(Boolean).at(-1) ?? document.Key));
}

function DocumentsTable({
  documents,
  downloading,
  onDownload,
}: {
  documents: DocumentItem[];
  downloading: string | null;
  onDownload: (key: string) => void;
}) {
  const t = useT(recordCardsMessages);
  return (
    <Table size="small" aria-label={t('documents')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('name')}</TableCell>
          <TableCell>{t('lastModified')}</TableCell>
          <TableCell align="right">{t('size')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {documents.map((document) => {
          const name = documentName(document);
          const busy = downloading === document.Key;
          return (
            <TableRow key={document.Key}>
              <TableCell component="th" scope="row" sx={ellipsisSx} title={name}>
                {name}
              </TableCell>
              <TableCell>{formatDate(document.LastModified)}</TableCell>
              <TableCell align="right">{formatFileSize(document.Size)}</TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  aria-label={t('downloadName', { name })}
                  startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />}
                  disabled={downloading !== null}
                  onClick={() => onDownload(document.Key)}
                >
                  {t('download')}
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** The record's stored documents; Download asks for a short-lived link and opens it. */
export function DocumentsCard({ applicationId }: { applicationId: string }) {
  const documents = useDocuments(applicationId);
  const download = useDownloadDocument();
  const t = useT(recordCardsMessages);
  const downloading = download.isPending ? (download.variables ?? null) : null;

  const body = (
    <ListQueryBody query={documents} loadingLabel={t('loadingDocuments')} emptyText={t('noDocuments')}>
      {(items) => (
        <DocumentsTable
          documents={items}
          downloading={downloading}
          onDownload={(key) => download.mutate(key)}
        />
      )}
    </ListQueryBody>
  );

  return (
    <Card variant="outlined">
      <CardHeader title={t('documents')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
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
