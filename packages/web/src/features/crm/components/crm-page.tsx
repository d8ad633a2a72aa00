import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { seesAllBrokerages } from '@bm/domain';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useT } from '../../../i18n/use-t.ts';
import { crmPageMessages } from './messages.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useApplications } from '../api/get-applications.ts';
import { recordLinkState } from '../../../lib/crm-back-path.ts';
import { activeFilterCount, CLEARED_FILTERS, PAGE_SIZES, toListRequest } from '../lib/list-state.ts';
import { KeysetPagination } from '../../../components/keyset-pagination.tsx';
import { keysetPagerProps } from '../../../lib/use-keyset-list-state.ts';
import { KeysetListFrame } from '../../../components/keyset-list-frame.tsx';
import { useBrokerages } from '../../../lib/brokerages.ts';
import { useCrmListState } from '../lib/use-list-state.ts';
import { ApplicationsFilters } from './applications-filters.tsx';
import { ApplicationsTable } from './applications-table.tsx';

/** /crm: the applications and policies a user may see, searchable, filterable and sortable. */
export function CrmPage() {
  const t = useT(crmPageMessages);
  const navigate = useNavigate();
  const location = useLocation();
  const list = useCrmListState();
  const { state, update } = list;
  const { user } = useCurrentUser();
  const showBrokerage = user ? seesAllBrokerages(user.flags) : false;
  // A brokerage filter in a link means nothing to a user who sees only their own brokerage.
  const dropBrokerage = !!user && !showBrokerage && state.brokerageId !== '';
  const request = useMemo(
    () => toListRequest(dropBrokerage ? { ...state, brokerageId: '' } : state),
    [state, dropBrokerage],
  );
  const query = useApplications(request);
  const brokerages = useBrokerages(showBrokerage).data ?? [];

  usePageTitle(t('title'));

  const items = query.data?.items;
  const filtered = activeFilterCount(state) > 0 || state.search !== '';
  const showEmpty = !query.isError && items !== undefined && items.length === 0 && !query.isPlaceholderData;

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>

      <ApplicationsFilters
        state={state}
        onChange={update}
        showBrokerage={showBrokerage}
        brokerages={brokerages}
      />

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
        <ApplicationsTable
          items={items}
          sort={state.sort}
          order={state.order}
          onSort={(sort, order) => update({ sort, order })}
          onOpen={(applicationId) =>
            void navigate(`/crm/applications/${applicationId}`, { state: recordLinkState(location.search) })
          }
          skeletonRows={Math.min(state.limit, 10)}
        />
      </KeysetListFrame>
    </Box>
  );
}
