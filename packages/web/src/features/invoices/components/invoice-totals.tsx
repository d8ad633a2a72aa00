import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { InvoiceSearchResponse } from '@bm/contracts';
import { useFormat, useT } from '../../../i18n/use-t.ts';
import { invoicesMessages } from '../messages.ts';

type Totals = InvoiceSearchResponse['totals'];

/**
 * The totals strip: count, billed, paid and owing in CAD; skeletons until the first answer. The note
 * under the figures says they are the server's sums over every match, not over the rows on screen.
 */
export function InvoiceTotals({ totals }: { totals: Totals | undefined }) {
  const t = useT(invoicesMessages);
  const f = useFormat();
  const figures: { key: keyof Totals; label: string; format: (totals: Totals) => string }[] = [
    { key: 'count', label: t('invoicesMatching'), format: (x) => f.number(x.count) },
    { key: 'billed', label: t('billed'), format: (x) => f.money(x.billed) },
    { key: 'paid', label: t('paid'), format: (x) => f.money(x.paid) },
    { key: 'owing', label: t('owing'), format: (x) => f.money(x.owing) },
  ];
  return (
    <Paper variant="outlined" component="section" aria-label={t('totals')} sx={{ p: 1.5, mb: 2 }}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          gap: 1.5,
          m: 0,
        }}
      >
        {figures.map((figure) => (
          <Box key={figure.key} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }} data-testid={`invoice-total-${figure.key}`}>
              {totals ? figure.format(totals) : <Skeleton width={96} />}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t('totalsNote')}
      </Typography>
    </Paper>
  );
}
