import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AccountingReportQuery } from '@bm/contracts';
import { ACCOUNTING_REPORT_DEFINITIONS, type AccountingReportKind } from '@bm/domain';
import { Spinner } from '../../../components/loading.tsx';
import { ServerErrorAlert } from '../../../components/server-error-alert.tsx';
import { accountingDrillCsvHref, useAccountingDrill } from '../api/accounting-reports.ts';
import { FiguresTable } from './figures-table.tsx';

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
  const definition = ACCOUNTING_REPORT_DEFINITIONS[report];
  const drill = useAccountingDrill(report, query, rowKey);
  const data = drill.data;
  return (
    <Box component="section" aria-labelledby="drill-down-title" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="drill-down-title" variant="subtitle1" component="h3">
          {definition.groupHeader} {data?.label ?? rowKey}: the policies behind it
        </Typography>
        <Button size="small" variant="outlined" href={accountingDrillCsvHref(report, query, rowKey)} download>
          Export these policies as CSV
        </Button>
        <Button size="small" onClick={onClose}>
          Close
        </Button>
      </Box>
      {drill.isError ? <ServerErrorAlert error={drill.error} /> : null}
      {drill.isPending ? <Spinner label="Loading the policies" /> : null}
      {data ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {data.count === 1 ? '1 transaction' : `${data.count} transactions`}
            {data.count > data.rows.length
              ? `; the first ${data.rows.length} are listed, the totals and the CSV have all of them.`
              : '; they add up to the figures of the row.'}
          </Typography>
          <FiguresTable
            label={`Policies behind ${data.label}`}
            headers={['Policy', 'Insured', 'Date', 'Type']}
            figures={definition.figures}
            totals={data.totals}
            rows={data.rows.map((row) => ({
              id: row.transactionId,
              figures: row.figures,
              cells: [
                <Link key="policy" component={RouterLink} to={`/crm/applications/${row.applicationId}`}>
                  {row.policyNumber ?? 'Open record'}
                </Link>,
                row.insuredName,
                row.date,
                row.type,
              ],
            }))}
          />
        </>
      ) : null}
    </Box>
  );
}
