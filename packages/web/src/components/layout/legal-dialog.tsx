import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useT, type Messages } from '../../i18n/use-t.ts';
import { ScrollRegionContent } from '../scroll-region-content.tsx';
import { legalDialogMessages, privacyMessages, termsMessages } from './legal/messages.ts';
import { LEGAL_VALUES, PRIVACY_SECTIONS, TERMS_SECTIONS, type LegalSection } from './legal-text.ts';

export type LegalDocument = 'terms' | 'privacy';

/** One legal text's sections, each heading and paragraph in the screens' language. */
function Sections<M extends Messages>({
  bundle,
  sections,
}: {
  bundle: M;
  sections: LegalSection<keyof M & string>[];
}) {
  const t = useT(bundle);
  return sections.map((section) => (
    <section key={section.heading}>
      <Typography variant="h6" component="h3" sx={{ mt: 2, mb: 1 }}>
        {t(section.heading)}
      </Typography>
      {section.paragraphs.map((key) => (
        <Typography key={key} variant="body2" sx={{ mb: 1.5 }}>
          {t(key, LEGAL_VALUES)}
        </Typography>
      ))}
    </section>
  ));
}

/** The Terms & Conditions or Privacy Policy modal (spec 2.3). */
export function LegalDialog({ document, onClose }: { document: LegalDocument | null; onClose: () => void }) {
  const t = useT(legalDialogMessages);
  const title = document ? t(document) : '';
  const titleId = 'legal-dialog-title';
  return (
    <Dialog open={document !== null} onClose={onClose} scroll="paper" maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <ScrollRegionContent dividers label={t('textOf', { title })}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('updated')}
        </Typography>
        {document === 'terms' && <Sections bundle={termsMessages} sections={TERMS_SECTIONS} />}
        {document === 'privacy' && <Sections bundle={privacyMessages} sections={PRIVACY_SECTIONS} />}
      </ScrollRegionContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
