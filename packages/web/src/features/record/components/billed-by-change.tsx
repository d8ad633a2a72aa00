import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Application } from '@bm/contracts';
import { billedByChange, formatCad, type Cents } from '@bm/domain';
import { useTransactions } from '../api/get-transactions.ts';

export const BILLED_BY_CHANGE_BUTTON = 'How the billed total is made';
export const BILLED_BY_CHANGE_CAPTION =
  'The Quote card prices the current answers for a full term; the invoices bill what each change added, from the day it took effect.';
export const UNEXPLAINED_LABEL = 'Written off (not a change of premium)';

/**
 * The record's billed total, change by change (domain billedByChange, issue 24 item 7): the bind's
 * plan total and what each later change added or took off the bill, adding up to the invoices'
 * billed total, so that it can be read against the Quote card's full-term figures.
 */
export function BilledByChange({ record, billed }: { record: Application; billed: Cents }) {
  const [open, setOpen] = useState(false);
  const transactions = useTransactions(record.applicationId, record.updatedAt);
  if (!transactions.isSuccess) return null;
  const explained = billedByChange(transactions.data, billed);
  if (explained.lines.length === 0) return null;
  return (
    <Box>
      <Button size="small" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {BILLED_BY_CHANGE_BUTTON}
      </Button>
      {open && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {BILLED_BY_CHANGE_CAPTION}
          </Typography>
          <Table size="small" aria-label={BILLED_BY_CHANGE_BUTTON}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">Change</TableCell>
                <TableCell scope="col">Day</TableCell>
                <TableCell scope="col" align="right">
                  Billed
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {explained.lines.map((line, index) => (
                <TableRow key={`${line.day}-${index}`}>
                  <TableCell component="th" scope="row">
                    {line.label}
                  </TableCell>
                  <TableCell>{line.day}</TableCell>
                  <TableCell align="right">{formatCad(line.amount)}</TableCell>
                </TableRow>
              ))}
              {explained.unexplained !== 0 && (
                <TableRow>
                  <TableCell component="th" scope="row" colSpan={2}>
                    {UNEXPLAINED_LABEL}
                  </TableCell>
                  <TableCell align="right">{formatCad(explained.unexplained)}</TableCell>
                </TableRow>
              )}
              <TableRow>
                <TableCell component="th" scope="row" colSpan={2} sx={{ fontWeight: 600 }}>
                  Billed
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {formatCad(explained.billed)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
