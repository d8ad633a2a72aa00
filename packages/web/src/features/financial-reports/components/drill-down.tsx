import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AccountingReportQuery } from '@bm/contracts';
import { accountingReportDefinition, type AccountingReportKind } from '@bm/domain';
import { Spinner } from '../../../components/loading.tsx';
import { ServerErrorAlert } from '../../../components/server-error-alert.tsx';
import { useFormat, useSay, useT } from '../../../i18n/use-t.ts';
import { accountingDrillCsvHref, useAccountingDrill } from '../api/accounting-reports.ts';
import { FiguresTable } from './figures-table.tsx';
import { financialReportsMessages } from '../messages.ts';
import { withLanguage } from '../../../i18n/download-href.ts';

/** The transactions behind one row's figures, each linking to its policy record. */
export function DrillDown({
  report,
  query,
  rowKey,
  onClose,
}: {
  report: AccountingReportKind;
  query: AccountingReportQuery;
  rowKey: string;
  onClose: () => void;
}) {
  const t = useT(financialReportsMessages);
  // A history row's type is stored in English (« Affaire nouvelle » on French screens).
  const say = useSay();
  const { locale } = useFormat();
  const definition = accountingReportDefinition(report, locale);
  const drill = useAccountingDrill(report, query, rowKey);
  const data = drill.data;
  return (
    <Box component="section" aria-labelledby="drill-down-title" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="drill-down-title" variant="subtitle1" component="h3">
          {t('drillTitle', { header: definition.groupHeader, label: data?.label ?? rowKey })}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          href={withLanguage(accountingDrillCsvHref(report, query, rowKey), locale)}
          download
        >
          {t('exportPolicies')}
        </Button>
        <Button size="small" onClick={onClose}>
          {t('close')}
        </Button>
      </Box>
      {drill.isError ? <ServerErrorAlert error={drill.error} /> : null}
      {drill.isPending ? <Spinner label={t('loadingPolicies')} /> : null}
      {data ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('transactions', { count: data.count })}
            {data.count > data.rows.length ? t('firstListed', { listed: data.rows.length }) : t('addUp')}
          </Typography>
          <FiguresTable
            label={t('policiesBehind', { label: data.label })}
            headers={[t('policy'), t('insured'), t('date'), t('type')]}
            figures={definition.figures}
            totals={data.totals}
            rows={data.rows.map((row) => ({
              id: row.transactionId,
              figures: row.figures,
              cells: [
                <Link key="policy" component={RouterLink} to={`/crm/applications/${row.applicationId}`}>
                  {row.policyNumber ?? t('openRecord')}
                </Link>,
                row.insuredName,
                row.date,
                say(row.type),
              ],
            }))}
          />
        </>
      ) : null}
    </Box>
  );
}
