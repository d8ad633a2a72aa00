import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PARTNER_COMMISSION_LIMITS } from '@bm/domain';

const percent = (fraction: number) => `${fraction * 100}%`;

/**
 * The products a partner brokerage may sell and its broker commission on each (in percent, empty to
 * keep the product's own): the same fields when it is set up and when its terms are changed.
 */
export function PartnerTermsFields({
  idPrefix,
  products,
  productsError,
  chosen,
  ratePercents,
  errors,
  onChosen,
  onRatePercents,
}: {
  /** Keeps the fields' ids unique when several forms are on the page. */
  idPrefix: string;
  products: readonly { productId: string; name: string }[];
  productsError: string | null;
  chosen: Record<string, boolean>;
  ratePercents: Record<string, string>;
  errors: { products?: string; rates?: Record<string, string> };
  onChosen: (chosen: Record<string, boolean>) => void;
  onRatePercents: (ratePercents: Record<string, string>) => void;
}) {
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
        Products and commissions
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Tick the products it may sell. A broker commission between {percent(PARTNER_COMMISSION_LIMITS.min)}{' '}
        and {percent(PARTNER_COMMISSION_LIMITS.max)} of premium replaces the product&apos;s own (15%); leave
        it empty to keep it.
      </Typography>
      {productsError ? <Alert severity="error">{productsError}</Alert> : null}
      <Box
        role="group"
        aria-label="Products it may sell"
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mt: 1 }}
      >
        {products.map((product) => {
          const ticked = chosen[product.productId] ?? false;
          const rateError = errors.rates?.[product.productId];
          return (
            <Box key={product.productId} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <FormControlLabel
                sx={{ flex: 1 }}
                control={
                  <Checkbox
                    checked={ticked}
                    onChange={(event) => onChosen({ ...chosen, [product.productId]: event.target.checked })}
                  />
                }
                label={product.name}
              />
              {ticked ? (
                <TextField
                  id={`${idPrefix}-rate-${product.productId}`}
                  label={`${product.name} commission %`}
                  value={ratePercents[product.productId] ?? ''}
                  onChange={(event) =>
                    onRatePercents({ ...ratePercents, [product.productId]: event.target.value })
                  }
                  error={Boolean(rateError)}
                  helperText={rateError ?? 'Empty: 15%'}
                  size="small"
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  sx={{ width: 200 }}
                />
              ) : null}
            </Box>
          );
        })}
      </Box>
      {errors.products ? <FormHelperText error>{errors.products}</FormHelperText> : null}
    </>
  );
}
