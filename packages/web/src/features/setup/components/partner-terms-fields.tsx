import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PARTNER_COMMISSION_LIMITS } from '@bm/domain';
import { useFormat, useSay, useT } from '../../../i18n/use-t.ts';
import { setupMessages } from './messages.ts';

/** A product's own broker commission, kept when no rate is typed. */
const STANDARD_COMMISSION = 0.15;

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
  const t = useT(setupMessages);
  const say = useSay();
  const f = useFormat();
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
        {t('productsHeading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('productsIntro', {
          min: f.percent(PARTNER_COMMISSION_LIMITS.min),
          max: f.percent(PARTNER_COMMISSION_LIMITS.max),
          standard: f.percent(STANDARD_COMMISSION),
        })}
      </Typography>
      {productsError ? <Alert severity="error">{productsError}</Alert> : null}
      <Box
        role="group"
        aria-label={t('productsGroup')}
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mt: 1 }}
      >
        {products.map((product) => {
          const ticked = chosen[product.productId] ?? false;
          const rateError = errors.rates?.[product.productId];
          const shownError = rateError === undefined ? undefined : say(rateError);
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
                label={say(product.name)}
              />
              {ticked ? (
                <TextField
                  id={`${idPrefix}-rate-${product.productId}`}
                  label={t('rateLabel', { product: say(product.name) })}
                  value={ratePercents[product.productId] ?? ''}
                  onChange={(event) =>
                    onRatePercents({ ...ratePercents, [product.productId]: event.target.value })
                  }
                  error={Boolean(rateError)}
                  helperText={shownError ?? t('rateEmpty', { standard: f.percent(STANDARD_COMMISSION) })}
                  size="small"
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  sx={{ width: 200 }}
                />
              ) : null}
            </Box>
          );
        })}
      </Box>
      {errors.products ? <FormHelperText error>{say(errors.products)}</FormHelperText> : null}
    </>
  );
}
