import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { Cents } from '@bm/domain';
import { useFormat } from '../../../../i18n/use-t.ts';

/** One row of a figures table; `indent` rows are parts of the row above, `strong` rows totals. */
export interface FigureRow {
  label: string;
  amount: Cents;
  indent?: boolean;
  strong?: boolean;
}

/** Label / amount rows in CAD (in the screens' language), amounts right-aligned. */
export function FiguresTable({ label, rows }: { label: string; rows: FigureRow[] }) {
  const f = useFormat();
  return (
    <Table size="small" aria-label={label}>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.label}>
            <TableCell
              component="th"
              scope="row"
              sx={{ pl: row.indent ? 4 : undefined, fontWeight: row.strong ? 600 : undefined }}
            >
              {row.label}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: row.strong ? 600 : undefined }}>
              {f.money(row.amount)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
