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
import { EXTENSION_MESSAGES, formatCad, premiumTaxLabel } from '@bm/domain';
import type { ShownCharge } from '../../lib/card-choice.ts';
import { CardSurchargeNote } from '../../../../components/card-surcharge-note.tsx';

/**
 * Spec 3 "Extension quote" with its lines, and the $50 minimum retained premium caption (spec 9);
 * the surcharge and total of the card chosen (`shown`, decision 0063; absent: the quote's).
 */
export function QuoteFigures({ answer, shown }: { answer: ExtensionResponse; shown?: ShownCharge | null }) {
  const { quote: priced, figures: pricedFigures } = answer;
  if (!pricedFigures) return null;
  const figures = shown
    ? { ...pricedFigures, cardFee: shown.cardFee, cardFeePST: shown.cardFeePST }
    : pricedFigures;
  const quote = shown ? { ...priced, total: { annual: shown.total } } : priced;
  const rows: [string, string][] = [
    ['Current expiry date', figures.currentExpiryDate],
    ['New expiry date', quote.policyExpiryDate],
    [`Premium for ${figures.months} more month(s)`, formatCad(quote.premiumsSum)],
    [
      premiumTaxLabel(
        figures.taxNames,
        (figures.taxNames ?? []).reduce((rate, tax) => rate + tax.rate, 0),
      ),
      formatCad(figures.tax),
    ],
    ['Credit card surcharge', formatCad(figures.cardFee + figures.cardFeePST)],
  ];
  return (
    <Box>
      <Table size="small" aria-label="Extension quote">
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
              Total
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="extension-total">
              {formatCad(quote.total.annual)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <CardSurchargeNote>{shown?.note}</CardSurchargeNote>
      <Typography variant="caption" component="p" sx={{ mt: 1 }} color="text.secondary">
        {EXTENSION_MESSAGES.minimumRetained}
        {figures.minimumApplied ? ' The premium for these months is raised to it.' : ''}
      </Typography>
      {answer.reviewReasons.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          Priced without underwriting review: {answer.reviewReasons.join('; ')}.
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
  return (
    <>
      <DialogContent dividers>
        <DialogContentText>
          This extension needs an underwriter's review before it can be priced. Submit it for review and the
          underwriter will price or decline it on the policy record.
        </DialogContentText>
        {answer.reviewReasons.length > 0 && (
          <Box component="ul" sx={{ mt: 1 }} aria-label="Why it needs review">
            {answer.reviewReasons.map((reason) => (
              <li key={reason}>
                <Typography>{reason}</Typography>
              </li>
            ))}
          </Box>
        )}
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button variant="contained" onClick={onSubmit} disabled={busy}>
          Submit for review
        </Button>
      </DialogActions>
    </>
  );
}

/** Under-review dialog (spec 4): the referral was sent. */
export function UnderReviewContent({ onClose }: { onClose: () => void }) {
  return (
    <>
      <DialogContent dividers>
        <DialogContentText>{EXTENSION_MESSAGES.underReview}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </>
  );
}

/** Approved dialog (spec 4): bought; the new expiry and what was charged. */
export function ApprovedContent({ answer, onClose }: { answer: ExtensionResponse; onClose: () => void }) {
  return (
    <>
      <DialogContent dividers>
        <DialogContentText>
          The policy now expires on {answer.quote.policyExpiryDate}. {formatCad(answer.payment?.amount ?? 0)}{' '}
          was charged to the card, and the extension endorsement was added to the policy documents.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </>
  );
}
