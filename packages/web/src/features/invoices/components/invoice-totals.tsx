import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { InvoiceSearchResponse } from '@bm/contracts';
import { formatCad } from '@bm/domain';

type Totals = InvoiceSearchResponse['totals'];

/** Under the figures: they are the server's sums over every match, not over the rows on screen. */
export const TOTALS_NOTE =
  'Totals over every invoice matching the search and filters, not only this page: billed and paid leave out void invoices; owing is what open invoices still ask for.';

const FIGURES: { key: keyof Totals; label: string; format: (totals: Totals) => string }[] = [
  { key: 'count', label: 'Invoices matching', format: (t) => t.count.toLocaleString('en-CA') },
  { key: 'billed', label: 'Billed', format: (t) => formatCad(t.billed) },
  { key: 'paid', label: 'Paid', format: (t) => formatCad(t.paid) },
  { key: 'owing', label: 'Owing', format: (t) => formatCad(t.owing) },
];

/** The totals strip: count, billed, paid and owing in CAD; skeletons until the first answer. */
export function InvoiceTotals({ totals }: { totals: Totals | undefined }) {
  return (
    <Paper variant="outlined" component="section" aria-label="Totals" sx={{ p: 1.5, mb: 2 }}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          gap: 1.5,
          m: 0,
        }}
      >
        {FIGURES.map((figure) => (
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
        {TOTALS_NOTE}
      </Typography>
    </Paper>
  );
}
