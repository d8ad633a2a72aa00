import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { INVOICE_PAGE_SIZES } from '@bm/contracts';
import { seesAllBrokerages } from '@bm/domain';
import { KeysetPagination } from '../../../components/keyset-pagination.tsx';
import { keysetPagerProps } from '../../../lib/use-keyset-list-state.ts';
import { KeysetListFrame } from '../../../components/keyset-list-frame.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useBrokerages } from '../../../lib/brokerages.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useInvoiceSearch } from '../api/get-invoices.ts';
import {
  activeInvoiceFilterCount,
  CLEARED_INVOICE_FILTERS,
  invoiceCsvHref,
  toInvoiceListRequest,
} from '../lib/list-state.ts';
import { useInvoiceListState } from '../lib/use-invoice-list-state.ts';
import { withLanguage } from '../../../i18n/download-href.ts';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useT } from '../../../i18n/use-t.ts';
import { invoicesMessages } from '../messages.ts';
import { InvoiceFilters } from './invoice-filters.tsx';
import { InvoiceTotals } from './invoice-totals.tsx';
import { InvoicesTable } from './invoices-table.tsx';

/**
 * /invoices: every invoice of the policies the user may see, latest due first or overdue first, filtered by status,
 * type, brokerage (users who see every brokerage), due days and a search, in keyset pages, with the
 * totals billed, paid and owing over every match.
 */
export function InvoicesPage() {
  const list = useInvoiceListState();
  const { state, update } = list;
  const { user } = useCurrentUser();
  const t = useT(invoicesMessages);
  const locale = useLocale();
  const showBrokerage = user ? seesAllBrokerages(user.flags) : false;
  // A brokerage filter in a link means nothing to a user who sees only their own brokerage.
  const request = useMemo(
    () => toInvoiceListRequest(showBrokerage ? state : { ...state, brokerageId: '' }),
    [state, showBrokerage],
  );
  // The page is signed-in only: the user is known before the first request (and its brokerage rule).
  const query = useInvoiceSearch(request, !!user);
  const brokerages = useBrokerages(showBrokerage).data ?? [];
  usePageTitle(t('title'));

  const items = query.data?.items;
  const filtered = activeInvoiceFilterCount(state) > 0 || state.search !== '';
  const showEmpty = !query.isError && items !== undefined && items.length === 0 && !query.isPlaceholderData;

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1">
          {t('title')}
        </Typography>
        {/* Every invoice matching the search and filters, not only this page. */}
        <Button
          variant="outlined"
          href={withLanguage(invoiceCsvHref(showBrokerage ? state : { ...state, brokerageId: '' }), locale)}
          download
        >
          {t('exportCsv')}
        </Button>
      </Box>

      <InvoiceFilters state={state} onChange={update} showBrokerage={showBrokerage} brokerages={brokerages} />
      <InvoiceTotals totals={query.isError ? undefined : query.data?.totals} />

      <KeysetListFrame
        query={query}
        loadingLabel={t('loading')}
        empty={showEmpty}
        filtered={filtered}
        emptyTitle={t('emptyTitle')}
        emptyHint={t('emptyHint')}
        onClearFilters={() => update(CLEARED_INVOICE_FILTERS)}
        pagination={<KeysetPagination pageSizes={INVOICE_PAGE_SIZES} {...keysetPagerProps(list, query)} />}
      >
        <InvoicesTable items={items} showBrokerage={showBrokerage} skeletonRows={Math.min(state.limit, 10)} />
      </KeysetListFrame>
    </Box>
  );
}
