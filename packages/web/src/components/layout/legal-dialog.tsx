import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ScrollRegionContent } from '../scroll-region-content.tsx';
import { LEGAL_UPDATED, PRIVACY_SECTIONS, TERMS_SECTIONS } from './legal-text.ts';

export type LegalDocument = 'terms' | 'privacy';

const DOCUMENTS = {
  terms: { title: 'Terms & Conditions', sections: TERMS_SECTIONS },
  privacy: { title: 'Privacy Policy', sections: PRIVACY_SECTIONS },
} as const;

/** The Terms & Conditions or Privacy Policy modal (spec 2.3). */
export function LegalDialog({ document, onClose }: { document: LegalDocument | null; onClose: () => void }) {
  const shown = document ? DOCUMENTS[document] : null;
  const titleId = 'legal-dialog-title';
  return (
    <Dialog open={shown !== null} onClose={onClose} scroll="paper" maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{shown?.title}</DialogTitle>
      <ScrollRegionContent dividers label={`${shown?.title ?? ''} text`}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {LEGAL_UPDATED}
        </Typography>
        {shown?.sections.map((section) => (
          <section key={section.heading}>
            <Typography variant="h6" component="h3" sx={{ mt: 2, mb: 1 }}>
              {section.heading}
            </Typography>
            {section.paragraphs.map((text) => (
              <Typography key={text.slice(0, 40)} variant="body2" sx={{ mb: 1.5 }}>
                {text}
              </Typography>
            ))}
          </section>
        ))}
      </ScrollRegionContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
