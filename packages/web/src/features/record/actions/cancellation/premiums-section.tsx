import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { MESSAGES, type CancellationIssue, type CancellationPremiums, type TaxName } from '@bm/domain';
import { useSay, useT } from '../../../../i18n/use-t.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { CancellationFigures, type RefundMethod } from './cancellation-figures.tsx';
import type { ReturnEdits, ReturnField } from './cancel-policy-state.ts';
import { cancellationMessages } from './messages.ts';
import { ReturnPremiumFields } from './return-premium-fields.tsx';

/** The premiums fetch's failure (spec 8): the server's message, or 'Error getting cancellation premiums'. */
export function premiumsErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : MESSAGES.cancellationPremiumsError;
}

export interface PremiumsView {
  /** False until a date and an option are chosen. */
  requested: boolean;
  loading: boolean;
  error: unknown;
  figures: CancellationPremiums | null;
  method: RefundMethod;
  /** The premium taxes the figures' tax is of (the server's answer). */
  taxNames?: readonly TaxName[];
}

/**
 * The figures of the cancellation as chosen: read-only, and in the full flow with the editable
 * return premiums under them.
 */
export function PremiumsSection({
  view,
  editable,
  edits,
  issues,
  lineLabels,
  onEdit,
}: {
  view: PremiumsView;
  editable: boolean;
  edits: ReturnEdits | null;
  issues: CancellationIssue[];
  lineLabels: Record<string, string>;
  onEdit: (field: ReturnField, text: string) => void;
}) {
  const t = useT(cancellationMessages);
  const say = useSay();
  let body;
  if (!view.requested) {
    body = (
      <Typography color="text.secondary" variant="body2">
        {t('chooseDate')}
      </Typography>
    );
  } else if (view.error) {
    body = <Alert severity="error">{say(premiumsErrorMessage(view.error))}</Alert>;
  } else if (!view.figures) {
    body = <Skeleton variant="rounded" height={160} aria-label={t('loadingFigures')} />;
  } else {
    body = (
      <Box sx={{ display: 'grid', gap: 2 }} aria-busy={view.loading}>
        <CancellationFigures figures={view.figures} method={view.method} taxNames={view.taxNames} />
        {editable && (
          <ReturnPremiumFields
            figures={view.figures}
            edits={edits}
            issues={issues}
            lineLabels={lineLabels}
            onEdit={onEdit}
          />
        )}
      </Box>
    );
  }
  return (
    <Box component="section" aria-label={t('figures')}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {t('figures')}
      </Typography>
      {body}
    </Box>
  );
}
