import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface FigureColumn<Row> {
  header: string;
  value: (row: Row) => string;
  numeric?: boolean;
}

/** The table under a chart, for those who would rather read the figures. */
export function FigureTable<Row>({
  label,
  rows,
  rowKey,
  columns,
  maxHeight,
}: {
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly FigureColumn<Row>[];
  maxHeight?: number;
}) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} sx={{ overflow: 'auto', maxHeight, mt: 1 }}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.header} align={c.numeric ? 'right' : 'left'} sx={{ fontWeight: 600 }}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((c, index) =>
                index === 0 ? (
                  <TableCell key={c.header} component="th" scope="row">
                    {c.value(row)}
                  </TableCell>
                ) : (
                  <TableCell key={c.header} align={c.numeric ? 'right' : 'left'}>
                    {c.value(row)}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
