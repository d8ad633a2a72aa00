import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { LegalDocument } from './legal-dialog.tsx';

/** The legal texts are long: their code loads the first time one is opened. */
const LazyLegalDialog = lazy(() =>
  import('./legal-dialog.tsx').then((module) => ({ default: module.LegalDialog })),
);

export function useLegalDialog(): { open: (document: LegalDocument) => void; dialog: ReactNode } {
  const [document, setDocument] = useState<LegalDocument | null>(null);
  const [requested, setRequested] = useState(false);
  const open = (next: LegalDocument) => {
    setRequested(true);
    setDocument(next);
  };
  const dialog = requested ? (
    <Suspense fallback={null}>
      <LazyLegalDialog document={document} onClose={() => setDocument(null)} />
    </Suspense>
  ) : null;
  return { open, dialog };
}
