import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { ProductSummary } from '@bm/contracts';
import { MOST_POPULAR } from '../model/catalogue-groups.ts';
import { useSay, useT } from '../../../i18n/use-t.ts';
import { catalogueMessages } from './messages.ts';

/** ProductCardModal (spec 2.6): a product's card with the way into its application. */
export function ProductCardModal({ entry, onClose }: { entry: ProductSummary | null; onClose: () => void }) {
  const t = useT(catalogueMessages);
  const say = useSay();
  const line = entry ? t(entry.lineOfBusiness) : null;
  // The product's categories are named in English in its definition: its line is left out by that name.
  const lineCategory = entry ? catalogueMessages[entry.lineOfBusiness].en : null;
  const categories = (entry && entry.categories.length > 0 ? entry.categories : [MOST_POPULAR]).filter(
    (category) => category !== lineCategory,
  );
  return (
    <Dialog
      open={entry !== null}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="product-card-title"
    >
      <DialogTitle id="product-card-title">{entry ? say(entry.name) : null}</DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" useFlexGap spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
          {line && <Chip label={line} size="small" color="primary" />}
          {categories.map((category) => (
            <Chip key={category} label={say(category)} size="small" variant="outlined" />
          ))}
        </Stack>
        <Typography sx={{ mb: 2 }}>{entry ? say(entry.description) : null}</Typography>
        {entry && (
          <Typography variant="body2" color="text.secondary">
            {t('underwrittenBy')}{' '}
            <Link
              component={RouterLink}
              to={`/insurer/${encodeURIComponent(entry.insurerId)}`}
              onClick={onClose}
            >
              {entry.insurerName}
            </Link>
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {t('close')}
        </Button>
        {entry && (
          <Button component={RouterLink} to={`/products/${entry.applicationPath}`} variant="contained">
            {t('getQuote')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
