import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/** A figure's row: its label, how it is made or what it is (when that needs saying), its amount as shown. */
export interface FigureRow {
  label: string;
  note?: string;
  amount: string;
  /** A sum: shown in bold. */
  total?: boolean;
}

/** A money form's figures, one row each, in the order they add up (pay in full, change of payment plan). */
export function FigureTable({ rows, label }: { rows: readonly FigureRow[]; label: string }) {
  return (
    <Table size="small" aria-label={label}>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.label}>
            <TableCell component="th" scope="row" sx={row.total ? { fontWeight: 700 } : undefined}>
              {row.label}
              {row.note && (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {row.note}
                </Typography>
              )}
            </TableCell>
            <TableCell align="right" sx={row.total ? { fontWeight: 700 } : undefined}>
              {row.amount}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
