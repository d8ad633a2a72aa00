import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { INSURERS } from '@bm/domain';
import { LazyNotFoundPage as NotFoundPage } from '../../../components/lazy-not-found-page.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useCatalogueProducts } from '../api/get-products.ts';
import { hasTile } from '../model/catalogue-groups.ts';
import { ProductsSection } from './products-section.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { catalogueMessages } from './messages.ts';

/** '/': the product catalogue. */
export function HomePage() {
  const t = useT(catalogueMessages);
  usePageTitle(t('productsTitle'));
  const products = useCatalogueProducts();
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('productsTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        {t('intro')}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ mb: 4, flexWrap: 'wrap' }} aria-label={t('insurers')}>
        {INSURERS.map((insurer) => (
          <Chip
            key={insurer.id}
            label={insurer.name}
            component={RouterLink}
            to={`/insurer/${insurer.id}`}
            clickable
            variant="outlined"
          />
        ))}
      </Stack>
      <ProductsSection state={products} />
    </Container>
  );
}

/**
 * /insurer/{insurerSlug}: one insurer's products (GET /api/products?insurerId=); an insurer not in
 * INSURERS is the not-found page, without asking the server.
 */
export function InsurerPage() {
  const { insurerSlug } = useParams();
  const insurer = INSURERS.find((item) => item.id === insurerSlug);
  if (!insurer) return <NotFoundPage />;
  return <InsurerCatalogue insurerId={insurer.id} name={insurer.name} />;
}

function InsurerCatalogue({ insurerId, name }: { insurerId: string; name: string }) {
  const t = useT(catalogueMessages);
  usePageTitle(name);
  const products = useCatalogueProducts(insurerId);
  const shown = products.products.filter(hasTile).length;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ mb: 3 }}>
        <Button component={RouterLink} to="/" size="small">
          {t('allProducts')}
        </Button>
      </Box>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {products.isComplete ? t('productsOf', { count: shown, name }) : t('productsOfLoading', { name })}
      </Typography>
      <ProductsSection state={products} />
    </Container>
  );
}
