import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatCad, type Cents } from '@bm/domain';

/** One row of a figures table; `indent` rows are parts of the row above, `strong` rows totals. */
export interface FigureRow {
  label: string;
  amount: Cents;
  indent?: boolean;
  strong?: boolean;
}

/** Label / amount rows in CAD, amounts right-aligned. */
export function FiguresTable({ label, rows }: { label: string; rows: FigureRow[] }) {
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
              {formatCad(row.amount)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
