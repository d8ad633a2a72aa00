import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AccountingFigure } from '@bm/domain';
import { useFormat, useT } from '../../../i18n/use-t.ts';
import { financialReportsMessages } from '../messages.ts';

export interface FiguresTableRow {
  id: string;
  /** The leading cells (a row's label, or a transaction's policy, insured, date and type). */
  cells: ReactNode[];
  figures: Record<string, number>;
  selected?: boolean;
}

/** A table of money figures with a totals row (the accounting report and its drill-down). */
export function FiguresTable({
  label,
  headers,
  figures,
  rows,
  totals,
}: {
  label: string;
  headers: string[];
  figures: readonly AccountingFigure[];
  rows: FiguresTableRow[];
  totals: Record<string, number>;
}) {
  const t = useT(financialReportsMessages);
  const f = useFormat();
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {headers.map((header) => (
              <TableCell key={header} sx={{ whiteSpace: 'nowrap' }}>
                {header}
              </TableCell>
            ))}
            {figures.map((figure) => (
              <TableCell key={figure.key} align="right" sx={{ whiteSpace: 'nowrap' }}>
                {figure.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover selected={row.selected}>
              {row.cells.map((cell, index) => (
                <TableCell
                  key={index}
                  component={index === 0 ? 'th' : 'td'}
                  scope={index === 0 ? 'row' : undefined}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {cell}
                </TableCell>
              ))}
              {figures.map((figure) => (
                <TableCell key={figure.key} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {f.money(row.figures[figure.key] ?? 0)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={headers.length} sx={{ fontWeight: 600 }}>
              {t('total')}
            </TableCell>
            {figures.map((figure) => (
              <TableCell key={figure.key} align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {f.money(totals[figure.key] ?? 0)}
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}
