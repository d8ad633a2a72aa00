import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { applicationParams, type Application } from '@bm/contracts';
import { pageTitle, say, type Form } from '@bm/domain';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useT } from '../../../i18n/use-t.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useApplication } from '../api/get-application.ts';
import { crmBackPath } from '../../../lib/crm-back-path.ts';
import { continueApplicationPath, effectiveDateOf } from '../lib/continue-application.ts';
import { parseQuote } from '../lib/quote-figures.ts';
import { NotesCard } from '../actions/account-note/notes-card.tsx';
import { ActionsMenu } from './actions-menu.tsx';
import { CommissionTransferCard } from './commission-transfer-card.tsx';
import { DocumentsCard } from './documents-card.tsx';
import { FormAnswersCard } from './form-answers-card.tsx';
import { HistoryCard } from './history-card.tsx';
import { InvoicesCard } from './invoices-card.tsx';
// Registers the record's modals, which lists them in the Actions menu.
import './policy-modals.ts';
import { QuoteFiguresCard } from './quote-figures-card.tsx';
import { RecordSummaryCard } from './record-summary-card.tsx';
import { RecordError, RecordProblem, RecordSkeleton } from './record-states.tsx';
import { RenewalSection } from '../actions/renewal/renewal-section.tsx';
import { SalesStatusChip, StatusChip, UnavailableChip } from '../../../components/status-chips.tsx';
import { recordPageMessages } from './messages.ts';

export const NOT_FOUND_TITLE = recordPageMessages.notFoundTitle.en;
export const FORBIDDEN_MESSAGE = recordPageMessages.forbidden.en;

/** 'Continue application' for a record not yet bound. */
function ContinueApplicationButton({ record }: { record: Application }) {
  const t = useT(recordPageMessages);
  const path = continueApplicationPath(record);
  if (!path) return null;
  return (
    <Button component={RouterLink} to={path} variant="contained" startIcon={<EditNoteIcon />}>
      {t('continueApplication')}
    </Button>
  );
}

/** The quote figures, or 'No quote yet' when the record has no quote in the contract's shape. */
function QuoteSection({ record }: { record: Application }) {
  const t = useT(recordPageMessages);
  const quote = parseQuote(record.quote);
  if (!quote) return <Typography color="text.secondary">{t('noQuote')}</Typography>;
  return (
    <QuoteFiguresCard
      quote={quote}
      paymentPeriod={record.paymentPeriod}
      effectiveDate={effectiveDateOf(record)}
    />
  );
}

/**
 * /crm/applications/:applicationId: one application or policy, its quote, invoices, documents, history
 * and actions.
 */
export function ApplicationRecordPage() {
  const { applicationId = '' } = useParams();
  const location = useLocation();
  const backTo = crmBackPath(location.state);
  const valid = applicationParams.safeParse({ applicationId }).success;
  const query = useApplication(applicationId, { enabled: valid });
  const record = query.data;
  const t = useT(recordPageMessages);
  const locale = useLocale();

  useEffect(() => {
    document.title = pageTitle(record?.insuredName || say(recordPageMessages.pageTitle, locale));
  }, [record?.insuredName, locale]);

  const notFound = (
    <RecordProblem
      title={t('notFoundTitle')}
      message={t('notFound')}
      backTo={backTo}
    />
  );
  if (!valid) return notFound;
  if (query.isPending) return <RecordSkeleton />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 400) return notFound;
    if (status === 403)
      return <RecordProblem title={t('noAccess')} message={t('forbidden')} backTo={backTo} />;
    return <RecordError message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (!record) return notFound;

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Link
        component={RouterLink}
        to={backTo}
        underline="hover"
        sx={{ display: 'inline-flex', gap: 0.5, mb: 1 }}
      >
        <ArrowBackIcon fontSize="small" /> {t('crm')}
      </Link>
      <Box component="header" sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {record.insuredName || t('unnamedInsured')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
          <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ mr: 1 }}>
            {record.policyNumber ? t('policy', { number: record.policyNumber }) : t('noPolicyNumber')}
          </Typography>
          <StatusChip status={record.status} size="medium" />
          <SalesStatusChip salesStatus={record.salesStatus} size="medium" />
          <UnavailableChip bindStopped={record.bindStopped} size="medium" />
          <Box sx={{ flexGrow: 1 }} />
          <ActionsMenu record={record} />
          <ContinueApplicationButton record={record} />
        </Box>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <RecordSummaryCard record={record} />
          <RenewalSection record={record} />
          <FormAnswersCard applicationId={record.applicationId} form={record.form as Form} />
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <QuoteSection record={record} />
          {record.policyNumber && <InvoicesCard record={record} />}
          {record.commissionTransferSummary && (
            <CommissionTransferCard summary={record.commissionTransferSummary} />
          )}
          <NotesCard applicationId={record.applicationId} />
          <DocumentsCard applicationId={record.applicationId} />
          <HistoryCard record={record} />
        </Box>
      </Box>
    </Box>
  );
}
