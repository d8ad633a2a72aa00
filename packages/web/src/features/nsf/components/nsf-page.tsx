import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { NsfInvoiceItem } from '@bm/contracts';
import { canUpdateNsfInvoice, seesAllBrokerages } from '@bm/domain';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { NsfEditDialog } from '../../../components/nsf/nsf-edit-dialog.tsx';
import { KeysetPagination } from '../../../components/keyset-pagination.tsx';
import { keysetPagerProps } from '../../../lib/use-keyset-list-state.ts';
import { KeysetListFrame } from '../../../components/keyset-list-frame.tsx';
import { useBrokerages } from '../../../lib/brokerages.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useNsfInvoices } from '../api/get-nsf-invoices.ts';
import { CLEARED_FILTERS, isFiltered, PAGE_SIZES, toListRequest } from '../lib/list-state.ts';
import { useNsfListState } from '../lib/use-list-state.ts';
import { NsfFilters } from './nsf-filters.tsx';
import { NSF_DEFAULT_COLUMNS, nsfColumns, NsfTable } from './nsf-table.tsx';
import { ColumnChooser, useChosenColumns } from '../../../components/column-chooser.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useT } from '../../../i18n/use-t.ts';
import { nsfPageMessages } from './messages.ts';

/**
 * /nsf: the scheduled payments the card declined (non-sufficient funds) on the policies the user may
 * see, newest first, with where collection stands; finance users and super admins edit their reason
 * and status.
 */
export function NsfPage() {
  const t = useT(nsfPageMessages);
  const locale = useLocale();
  const list = useNsfListState();
  const { state, update } = list;
  const { user } = useCurrentUser();
  const showBrokerage = user ? seesAllBrokerages(user.flags) : false;
  const canEdit = user ? canUpdateNsfInvoice(user.flags) : false;
  // A brokerage filter in a link means nothing to a user who sees only their own brokerage.
  const dropBrokerage = !!user && !showBrokerage && state.brokerageId !== '';
  const request = useMemo(
    () => toListRequest(dropBrokerage ? { ...state, brokerageId: '' } : state),
    [state, dropBrokerage],
  );
  const query = useNsfInvoices(request);
  const brokerages = useBrokerages(showBrokerage).data ?? [];
  const [editing, setEditing] = useState<NsfInvoiceItem | null>(null);
  const allColumns = nsfColumns(showBrokerage, locale);
  const columns = useChosenColumns('nsf-columns', allColumns, NSF_DEFAULT_COLUMNS);

  const title = t('title');
  usePageTitle(title);

  const items = query.data?.items;
  const filtered = isFiltered(state);
  const showEmpty = !query.isError && items !== undefined && items.length === 0 && !query.isPlaceholderData;

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>

      <NsfFilters state={state} onChange={update} showBrokerage={showBrokerage} brokerages={brokerages} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <ColumnChooser
          tableName={t('tableName')}
          columns={allColumns}
          visible={columns.visible}
          onChange={columns.choose}
          onReset={columns.reset}
        />
      </Box>

      <KeysetListFrame
        query={query}
        loadingLabel={t('loading')}
        empty={showEmpty}
        filtered={filtered}
        emptyTitle={t('emptyTitle')}
        emptyHint={t('emptyHint')}
        onClearFilters={() => update(CLEARED_FILTERS)}
        pagination={<KeysetPagination pageSizes={PAGE_SIZES} {...keysetPagerProps(list, query)} />}
      >
        <NsfTable
          items={items}
          showBrokerage={showBrokerage}
          onEdit={canEdit ? setEditing : undefined}
          skeletonRows={Math.min(state.limit, 5)}
          visible={columns.visible}
        />
      </KeysetListFrame>
      {editing ? <NsfEditDialog item={editing} onClose={() => setEditing(null)} /> : null}
    </Box>
  );
}
