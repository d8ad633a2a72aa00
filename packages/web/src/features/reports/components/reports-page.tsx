import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { COMMISSION_REPORT_PAGE_SIZES } from '@bm/contracts';
import {
  commissionReportColumns,
  commissionReportHeader,
  seesAllBrokerages,
  type CommissionReportLine,
} from '@bm/domain';
import { KeysetListFrame } from '../../../components/keyset-list-frame.tsx';
import { KeysetPagination } from '../../../components/keyset-pagination.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useSay, useT } from '../../../i18n/use-t.ts';
import { useBrokerages } from '../../../lib/brokerages.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { keysetPagerProps } from '../../../lib/use-keyset-list-state.ts';
import { useCommissionReport, useReportBrokers, useReportProducts } from '../api/get-commission-report.ts';
import {
  activeReportFilterCount,
  CLEARED_REPORT_FILTERS,
  reportCsvHref,
  toReportRequest,
} from '../lib/list-state.ts';
import { useReportListState } from '../lib/use-report-list-state.ts';
import { reportsMessages } from '../messages.ts';
import { PartnerPayouts } from './partner-payouts.tsx';
import { ReportFilters } from './report-filters.tsx';
import { REPORT_DEFAULT_COLUMNS, ReportTable } from './report-table.tsx';
import { ColumnChooser, useChosenColumns } from '../../../components/column-chooser.tsx';
import { withLanguage } from '../../../i18n/download-href.ts';

/**
 * /reports: the commission report (spec 2.2 Reports, sections 6 and 9; issue 15). One line per
 * money-moving transaction, latest first, in keyset pages, with a totals row over every match and
 * a CSV export of every matching line. Finance staff and super admins see the full variant;
 * brokers and agency users the broker variant of their own brokerage.
 */
export function ReportsPage() {
  const list = useReportListState();
  const t = useT(reportsMessages);
  const say = useSay();
  const locale = useLocale();
  const { state, update } = list;
  const { user } = useCurrentUser();
  const allBrokerages = user ? seesAllBrokerages(user.flags) : false;
  const request = useMemo(
    () => toReportRequest(allBrokerages ? state : { ...state, brokerageId: '' }),
    [state, allBrokerages],
  );
  const query = useCommissionReport(request, !!user);
  const brokerages = useBrokerages(allBrokerages).data ?? [];
  const brokers = useReportBrokers(!!user).data?.items ?? [];
  const products = useReportProducts().data?.items ?? [];
  usePageTitle(t('title'));

  const data = query.isError ? undefined : query.data;
  // A broker's lines lack the full variant's figures, which only the full variant's columns read.
  const items = data?.items as CommissionReportLine[] | undefined;
  const variant = data?.variant ?? (user?.flags.superadmin || user?.flags.financialUser ? 'full' : 'broker');
  const allColumns = commissionReportColumns(variant).map((c) => ({
    id: c.key,
    label: commissionReportHeader(c, locale),
  }));
  const columns = useChosenColumns(`report-columns-${variant}`, allColumns, REPORT_DEFAULT_COLUMNS[variant]);
  const showEmpty = !query.isError && items !== undefined && items.length === 0 && !query.isPlaceholderData;

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mt: 1, mb: 2 }}>
        <Box>
          <Typography variant="subtitle1" component="h2">
            {t('commissionReport')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('intro')}
            {variant === 'broker' ? t('introBroker') : ''}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          href={withLanguage(reportCsvHref(allBrokerages ? state : { ...state, brokerageId: '' }), locale)}
          download
        >
          {t('exportCsv')}
        </Button>
        <ColumnChooser
          tableName={t('commissionReportName')}
          columns={allColumns}
          visible={columns.visible}
          onChange={columns.choose}
          onReset={columns.reset}
        />
      </Box>

      <ReportFilters
        state={state}
        onChange={update}
        brokerages={allBrokerages ? brokerages.map((b) => ({ value: b.id, label: b.name })) : null}
        brokers={brokers.map((b) => ({ value: b.id, label: b.name, brokerageId: b.brokerageId }))}
        products={products.map((p) => ({ value: p.productId, label: say(p.name) }))}
      />

      <KeysetListFrame
        query={query}
        loadingLabel={t('loading')}
        empty={showEmpty}
        filtered={activeReportFilterCount(state) > 0}
        emptyTitle={t('emptyTitle')}
        emptyHint={t('emptyHint')}
        onClearFilters={() => update(CLEARED_REPORT_FILTERS)}
        pagination={
          <KeysetPagination pageSizes={COMMISSION_REPORT_PAGE_SIZES} {...keysetPagerProps(list, query)} />
        }
      >
        <ReportTable
          visible={columns.visible}
          variant={variant}
          items={items}
          totals={data?.totals}
          skeletonRows={Math.min(state.limit, 10)}
        />
      </KeysetListFrame>
      {variant === 'full' ? <PartnerPayouts /> : null}
    </Box>
  );
}
