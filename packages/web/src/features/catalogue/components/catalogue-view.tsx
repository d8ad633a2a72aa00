import { lazy, Suspense, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProductSummary } from '@bm/contracts';
import { SearchInput } from '../../../components/inputs/search-input.tsx';
import { groupCatalogue } from '../model/catalogue-groups.ts';
import { ProductTile } from './product-tile.tsx';
import { useSay, useT } from '../../../i18n/use-t.ts';
import { catalogueMessages } from './messages.ts';

// The dialog (MUI's Dialog, Modal and transitions) loads when a tile is first opened (decision 0028).
const ProductCardModal = lazy(() =>
  import('./product-card-modal.tsx').then((m) => ({ default: m.ProductCardModal })),
);

/** One column on a phone, up to four on a wide screen. */
const GRID_COLUMNS = { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' };

const headingId = (category: string) => `category-${category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** Search box and tiles grouped by category; a tile opens the ProductCardModal. */
export function CatalogueView({ entries }: { entries: readonly ProductSummary[] }) {
  const t = useT(catalogueMessages);
  const say = useSay();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ProductSummary | null>(null);
  const [everOpened, setEverOpened] = useState(false);
  const groups = useMemo(() => groupCatalogue(entries, query, say), [entries, query, say]);
  const openCard = (entry: ProductSummary) => {
    setEverOpened(true);
    setOpen(entry);
  };

  return (
    <>
      <SearchInput
        label={t('searchLabel')}
        placeholder={t('searchPlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        sx={{ mb: 4, maxWidth: 640, bgcolor: 'background.paper' }}
      />
      {groups.length === 0 && (
        <Typography role="status" sx={{ py: 4 }}>
          {t('noMatch', { query: query.trim() })}
        </Typography>
      )}
      {groups.map((group) => (
        <Box
          component="section"
          key={group.category}
          aria-labelledby={headingId(group.category)}
          sx={{ mb: 5 }}
        >
          <Typography
            id={headingId(group.category)}
            variant="h5"
            component="h2"
            sx={{ mb: 2, fontWeight: 600 }}
          >
            {say(group.category)}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: GRID_COLUMNS }}>
            {group.entries.map((entry) => (
              <ProductTile key={entry.productId} entry={entry} onOpen={openCard} />
            ))}
          </Box>
        </Box>
      ))}
      {everOpened && (
        <Suspense fallback={null}>
          <ProductCardModal entry={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
