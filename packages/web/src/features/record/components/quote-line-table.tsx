import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BreakdownSection } from '@bm/domain';
import { useFormat } from '../../../i18n/use-t.ts';

export const totalRowSx = {
  '& td, & th': { fontWeight: 700, borderTop: 2, borderBottom: 0, borderColor: 'divider' },
};

/** A titled group of quote lines and its total (the sum of the lines). */
export function QuoteLineTable({ section, totalLabel }: { section: BreakdownSection; totalLabel: string }) {
  const f = useFormat();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {section.title}
      </Typography>
      <Table size="small" aria-label={section.title}>
        <TableBody>
          {section.lines.map((line, index) => (
            <TableRow key={`${index}-${line.label}`}>
              <TableCell component="th" scope="row">
                {line.label}
              </TableCell>
              <TableCell align="right">{f.money(line.amount)}</TableCell>
            </TableRow>
          ))}
          <TableRow sx={totalRowSx}>
            <TableCell component="th" scope="row">
              {totalLabel}
            </TableCell>
            <TableCell align="right">{f.money(section.total)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
