import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** A table's head row of plain column labels, in bold; the labels in `right` are right-aligned (amounts). */
export function LabelledTableHead({
  labels,
  right = [],
}: {
  labels: readonly string[];
  right?: readonly string[];
}) {
  return (
    <TableHead>
      <TableRow>
        {labels.map((label) => (
          <TableCell key={label} align={right.includes(label) ? 'right' : 'left'} sx={{ fontWeight: 600 }}>
            {label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
