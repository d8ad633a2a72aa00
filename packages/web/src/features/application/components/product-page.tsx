import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Spinner } from '../../../components/loading.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useSay, useT } from '../../../i18n/use-t.ts';
import { wizardMessages } from './messages.ts';
import { useProduct, type Product } from '../api/products.ts';
import { newApplicationTarget } from '../lib/paths.ts';
import { LoadProblem } from './load-problem.tsx';

function ProductView({ product }: { product: Product }) {
  const t = useT(wizardMessages);
  const say = useSay();
  usePageTitle(say(product.name));
  const navigate = useNavigate();
  // Nothing is written until the first answer is saved (docs/decisions/0026).
  const start = () => {
    const { to, state } = newApplicationTarget(product.applicationPath);
    navigate(to, { state });
  };
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/" size="small" sx={{ mb: 2 }}>
        {t('allProducts')}
      </Button>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700 }}>
        {say(product.name)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('underwrittenBy', { insurer: product.insurerName })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 3 }}>
        {product.categories.map((category) => (
          <Chip key={category} label={category} size="small" variant="outlined" />
        ))}
      </Stack>
      <Typography sx={{ mb: 3 }}>{say(product.description)}</Typography>
      <Paper variant="outlined" component="section" aria-labelledby="covers-title" sx={{ p: 2, mb: 3 }}>
        <Typography id="covers-title" variant="h6" component="h2">
          {t('covers')}
        </Typography>
        <List dense aria-labelledby="covers-title">
          {product.definition.pages.map((page, index) => (
            <ListItem key={page.name} disableGutters>
              <ListItemText
                primary={`${index + 1}. ${say(page.title)}`}
                secondary={page.description ? say(page.description) : undefined}
              />
            </ListItem>
          ))}
        </List>
        <Typography variant="body2" color="text.secondary">
          {t('thenQuote')}
        </Typography>
      </Paper>
      {product.enabled ? (
        <Box>
          <Button variant="contained" size="large" onClick={start}>
            {t('startQuote')}
          </Button>
        </Box>
      ) : (
        <Alert severity="info">{t('notOpen')}</Alert>
      )}
    </Container>
  );
}

/** /products/{slug}: what the product is and covers, and where a quote starts. */
export function ProductPage() {
  const { slug = '' } = useParams();
  const product = useProduct(slug);
  const t = useT(wizardMessages);
  if (product.isPending) return <Spinner label={t('loadingProduct')} />;
  if (product.error) return <LoadProblem error={product.error} onRetry={() => void product.refetch()} />;
  return <ProductView product={product.data} />;
}
