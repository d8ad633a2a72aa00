import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PartnerPayout } from '@bm/contracts';
import { checkTransferDate, formatDate, PARTNER_PAYOUT_MESSAGES } from '@bm/domain';
import { useToast } from '../../../components/toast-context.ts';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { useFormat, useSay, useT } from '../../../i18n/use-t.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCompletePartnerPayout, usePartnerPayouts } from '../api/partner-payouts.ts';
import { reportsMessages } from '../messages.ts';

function CompleteDialog({ payout, onClose }: { payout: PartnerPayout; onClose: () => void }) {
  const toast = useToast();
  const completing = useCompletePartnerPayout();
  const t = useT(reportsMessages);
  const say = useSay();
  const f = useFormat();
  const today = formatDate(new Date());
  const [transferDate, setTransferDate] = useState(today);
  const [failure, setFailure] = useState<string | null>(null);
  const invalid = checkTransferDate(payout.period, transferDate, today);

  const submit = () => {
    setFailure(null);
    completing.mutate(
      { payout, transferDate },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          onClose();
        },
        // A refusal says why (already completed, a date out of range); anything else, spec 8's words.
        onError: (error) =>
          setFailure(
            error instanceof ApiError && error.status < 500
              ? error.message
              : say(PARTNER_PAYOUT_MESSAGES.failed),
          ),
      },
    );
  };

  return (
    <Dialog open onClose={completing.isPending ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('completeTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('completeWhat', {
            number: payout.number,
            amount: f.money(payout.amount),
            partner: payout.partnerName,
            period: payout.period,
          })}
        </DialogContentText>
        <TextField
          id="payout-transfer-date"
          type="date"
          label={t('transferDate')}
          value={transferDate}
          onChange={(event) => setTransferDate(event.target.value)}
          error={!!invalid}
          helperText={invalid ? say(invalid) : t('transferDateHint')}
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {failure ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={completing.isPending}>
          {t('cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={!!invalid || completing.isPending}>
          {completing.isPending ? t('completing') : t('complete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Partner payouts (issue 15 item 3; docs/decisions/0040): what each brokerage and insurer is owed per
 * ended Vancouver month, grouped from the report's lines; finance completes one with its transfer
 * date, and the report's lines for a brokerage's payout then read Paid.
 */
export function PartnerPayouts() {
  const payouts = usePartnerPayouts(true);
  const [completing, setCompleting] = useState<PartnerPayout | null>(null);
  const t = useT(reportsMessages);
  const f = useFormat();
  const items = payouts.data?.items;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="partner-payouts-heading"
      sx={{ p: 2, mt: 3 }}
    >
      <Typography id="partner-payouts-heading" variant="subtitle1" component="h2">
        {t('partnerPayouts')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('partnerPayoutsHint')}
      </Typography>
      {payouts.isError ? <Alert severity="error">{payouts.error.message}</Alert> : null}
      {items && items.length === 0 ? <Typography variant="body2">{t('noPayouts')}</Typography> : null}
      {items && items.length > 0 ? (
        <Box
          role="region"
          aria-label={t('payoutsTable')}
          tabIndex={0}
          sx={{ overflowX: 'auto', position: 'relative' }}
        >
          <Table size="small" aria-label={t('partnerPayouts')}>
            <TableHead>
              <TableRow>
                {(
                  ['invoice', 'month', 'partner', 'type', 'lines', 'amount', 'status', 'action'] as const
                ).map((key) => (
                  <TableCell
                    key={key}
                    align={key === 'amount' || key === 'lines' ? 'right' : 'left'}
                    sx={{ fontWeight: 600 }}
                  >
                    {key === 'action' ? (
                      <Box component="span" sx={visuallyHidden}>
                        {t('action')}
                      </Box>
                    ) : (
                      t(key)
                    )}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((payout) => (
                <TableRow key={payout.id}>
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {payout.number}
                  </TableCell>
                  <TableCell>{payout.period}</TableCell>
                  <TableCell>{payout.partnerName}</TableCell>
                  <TableCell>{payout.partnerType === 'brokerage' ? t('brokerage') : t('insurer')}</TableCell>
                  <TableCell align="right">{payout.lineCount}</TableCell>
                  <TableCell align="right">{f.money(payout.amount)}</TableCell>
                  <TableCell>
                    {payout.status === 'completed'
                      ? t('paidOn', { day: payout.transferDate ?? '' })
                      : t('open')}
                  </TableCell>
                  <TableCell>
                    {payout.status === 'open' ? (
                      <Button
                        size="small"
                        onClick={() => setCompleting(payout)}
                        aria-label={t('completeNumber', { number: payout.number })}
                      >
                        {t('complete')}
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
      {completing ? <CompleteDialog payout={completing} onClose={() => setCompleting(null)} /> : null}
    </Paper>
  );
}
