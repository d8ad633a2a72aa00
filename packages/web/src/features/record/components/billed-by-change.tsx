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
import { billedByChange, type Cents } from '@bm/domain';
import { useFormat, useT } from '../../../i18n/use-t.ts';
import { useTransactions } from '../api/get-transactions.ts';
import { billedByChangeMessages as m } from './messages.ts';

export const BILLED_BY_CHANGE_BUTTON = m.button.en;
export const BILLED_BY_CHANGE_CAPTION = m.caption.en;
export const UNEXPLAINED_LABEL = m.unexplained.en;

/**
 * The record's billed total, change by change (domain billedByChange, issue 24 item 7): the bind's
 * plan total and what each later change added or took off the bill, adding up to the invoices'
 * billed total, so that it can be read against the Quote card's full-term figures.
 */
export function BilledByChange({ record, billed }: { record: Application; billed: Cents }) {
  const t = useT(m);
  const f = useFormat();
  const [open, setOpen] = useState(false);
  const transactions = useTransactions(record.applicationId, record.updatedAt);
  if (!transactions.isSuccess) return null;
  const explained = billedByChange(transactions.data, billed);
  if (explained.lines.length === 0) return null;
  return (
    <Box>
      <Button size="small" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {t('button')}
      </Button>
      {open && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('caption')}
          </Typography>
          <Table size="small" aria-label={t('button')}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('change')}</TableCell>
                <TableCell scope="col">{t('day')}</TableCell>
                <TableCell scope="col" align="right">
                  {t('billed')}
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
                  <TableCell align="right">{f.money(line.amount)}</TableCell>
                </TableRow>
              ))}
              {explained.unexplained !== 0 && (
                <TableRow>
                  <TableCell component="th" scope="row" colSpan={2}>
                    {t('unexplained')}
                  </TableCell>
                  <TableCell align="right">{f.money(explained.unexplained)}</TableCell>
                </TableRow>
              )}
              <TableRow>
                <TableCell component="th" scope="row" colSpan={2} sx={{ fontWeight: 600 }}>
                  {t('billed')}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {f.money(explained.billed)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
