import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ExtensionResponse } from '@bm/contracts';
import { EXTENSION_MESSAGES, premiumTaxLabel } from '@bm/domain';
import { useFormat, useSay, useT } from '../../../../i18n/use-t.ts';
import { extensionMessages } from './messages.ts';

import type { ShownCharge } from '../../lib/card-choice.ts';
import { CardSurchargeNote } from '../../../../components/card-surcharge-note.tsx';

/**
 * Spec 3 "Extension quote" with its lines, and the $50 minimum retained premium caption (spec 9);
 * the surcharge and total of the card chosen (`shown`, decision 0063; absent: the quote's).
 */
export function QuoteFigures({ answer, shown }: { answer: ExtensionResponse; shown?: ShownCharge | null }) {
  const t = useT(extensionMessages);
  const say = useSay();
  const { money, locale } = useFormat();
  const { quote: priced, figures: pricedFigures } = answer;
  if (!pricedFigures) return null;
  const figures = shown
    ? { ...pricedFigures, cardFee: shown.cardFee, cardFeePST: shown.cardFeePST }
    : pricedFigures;
  const quote = shown ? { ...priced, total: { annual: shown.total } } : priced;
  const rows: [string, string][] = [
    [t('currentExpiry'), figures.currentExpiryDate],
    [t('newExpiry'), quote.policyExpiryDate],
    [t('premiumFor', { months: figures.months }), money(quote.premiumsSum)],
    [
      premiumTaxLabel(
        figures.taxNames,
        (figures.taxNames ?? []).reduce((rate, tax) => rate + tax.rate, 0),
        locale,
      ),
      money(figures.tax),
    ],
    [t('cardSurcharge'), money(figures.cardFee + figures.cardFeePST)],
  ];
  return (
    <Box>
      <Table size="small" aria-label={t('titleQuote')}>
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell align="right">{value}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              {t('total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="extension-total">
              {money(quote.total.annual)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <CardSurchargeNote>{shown?.note}</CardSurchargeNote>
      <Typography variant="caption" component="p" sx={{ mt: 1 }} color="text.secondary">
        {say(EXTENSION_MESSAGES.minimumRetained)}
        {figures.minimumApplied ? t('minimumRaised') : ''}
      </Typography>
      {answer.reviewReasons.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('pricedWithoutReview', { reasons: answer.reviewReasons.map(say).join('; ') })}
        </Alert>
      )}
    </Box>
  );
}

/** Manual-review dialog (spec 4): an answer needs an underwriter; no price is shown. */
export function ManualReviewContent({
  answer,
  error,
  busy,
  onBack,
  onSubmit,
}: {
  answer: ExtensionResponse;
  error: string | null;
  busy: boolean;
  onBack: () => void;
  onSubmit: () => void;
}) {
  const t = useT(extensionMessages);
  const say = useSay();
  return (
    <>
      <DialogContent dividers>
        <DialogContentText>{t('needsReview')}</DialogContentText>
        {answer.reviewReasons.length > 0 && (
          <Box component="ul" sx={{ mt: 1 }} aria-label={t('whyReview')}>
            {answer.reviewReasons.map((reason) => (
              <li key={reason}>
                <Typography>{say(reason)}</Typography>
              </li>
            ))}
          </Box>
        )}
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack} disabled={busy}>
          {t('back')}
        </Button>
        <Button variant="contained" onClick={onSubmit} disabled={busy}>
          {t('submitForReview')}
        </Button>
      </DialogActions>
    </>
  );
}

/** Under-review dialog (spec 4): the referral was sent. */
export function UnderReviewContent({ onClose }: { onClose: () => void }) {
  const t = useT(extensionMessages);
  const say = useSay();
  return (
    <>
      <DialogContent dividers>
        <DialogContentText>{say(EXTENSION_MESSAGES.underReview)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('close')}
        </Button>
      </DialogActions>
    </>
  );
}

/** Approved dialog (spec 4): bought; the new expiry and what was charged. */
export function ApprovedContent({ answer, onClose }: { answer: ExtensionResponse; onClose: () => void }) {
  const t = useT(extensionMessages);
  const { money } = useFormat();
  return (
    <>
      <DialogContent dividers>
        <DialogContentText>
          {t('approved', { expiry: answer.quote.policyExpiryDate, amount: money(answer.payment?.amount ?? 0) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('close')}
        </Button>
      </DialogActions>
    </>
  );
}
