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

const LINE_LABEL = { commercial: 'Commercial', residential: 'Residential' } as const;

/** ProductCardModal (spec 2.6): a product's card with the way into its application. */
export function ProductCardModal({ entry, onClose }: { entry: ProductSummary | null; onClose: () => void }) {
  const line = entry ? LINE_LABEL[entry.lineOfBusiness] : null;
  const categories = (entry && entry.categories.length > 0 ? entry.categories : [MOST_POPULAR]).filter(
    (category) => category !== line,
  );
  return (
    <Dialog
      open={entry !== null}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="product-card-title"
    >
      <DialogTitle id="product-card-title">{entry?.name}</DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" useFlexGap spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
          {line && <Chip label={line} size="small" color="primary" />}
          {categories.map((category) => (
            <Chip key={category} label={category} size="small" variant="outlined" />
          ))}
        </Stack>
        <Typography sx={{ mb: 2 }}>{entry?.description}</Typography>
        {entry && (
          <Typography variant="body2" color="text.secondary">
            Underwritten by{' '}
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
          Close
        </Button>
        {entry && (
          <Button component={RouterLink} to={`/products/${entry.applicationPath}`} variant="contained">
            Get a quote
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
