import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Application } from '@bm/contracts';
import { formatDate, paymentAccountFor, sharedCardMessage, type Cents } from '@bm/domain';
import { useFormat, useSay, useT } from '../../../../i18n/use-t.ts';
import { payOverdueMessages } from './messages.ts';
import type { ModalComponentProps } from '../../../../components/modal-state/modal-types.ts';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { useToast } from '../../../../components/toast-context.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useCardAttempts } from '../../../../lib/use-card-attempt.ts';
import { errorMessage } from '../../../../lib/form-field.ts';
import { CardRefused, newCardToken, useBillingProvider, useCardOnFile } from '../../api/card-payment.ts';
import { useApplication, useRefreshRecord } from '../../api/get-application.ts';
import { useInvoices } from '../../api/get-invoices.ts';
import { CardChoice, PaymentRegion, type CardChoiceForm } from '../../components/card-choice.tsx';
import { useCardChoice } from '../../lib/use-card-choice.ts';
import { overdueLines, type OverdueLine } from '../../lib/overdue.ts';
import { payOverdueInvoices, useActiveApplicationsCount, useOverdueQuote } from './api.ts';
import { shownPlanCharge, type ShownCharge } from '../../lib/card-choice.ts';
import { RecordLoadingDialog } from '../../components/record-loading-dialog.tsx';
import { CardSurchargeNote } from '../../../../components/card-surcharge-note.tsx';


function OverdueTable({
  lines,
  total,
  shown,
}: {
  lines: OverdueLine[];
  total: Cents;
  /** The card figures shown before payment, when the invoices bill a credit card surcharge. */
  shown: ShownCharge | null;
}) {
  const t = useT(payOverdueMessages);
  const f = useFormat();
  return (
    <Box sx={{ overflowX: 'auto' }} role="region" aria-label={t('list')} tabIndex={0}>
      <Table size="small" aria-label={t('table')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('invoice')}</TableCell>
            <TableCell>{t('due')}</TableCell>
            <TableCell align="right">{t('owing')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                {line.number}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(line.dueDate)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {f.money(line.owing)}
              </TableCell>
            </TableRow>
          ))}
          {shown && (
            <TableRow>
              <TableCell component="th" scope="row" colSpan={2}>
                {t('surcharge')}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {shown.total < lines.reduce((sum, line) => sum + line.owing, 0)
                    ? t('surchargeNotCharged')
                    : t('surchargeBilled')}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {f.money(shown.cardFee + shown.cardFeePST)}
              </TableCell>
            </TableRow>
          )}
          <TableRow>
            <TableCell component="th" scope="row" colSpan={2}>
              <strong>{t('total')}</strong>
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <strong>{f.money(total)}</strong>
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}

/** Before the card on file changes: how many active policies share the customer's card (spec 7). */
function SharedCardNotice({ customerId }: { customerId: string }) {
  // Mounted only when a new card is chosen: the count is read before the card changes.
  const t = useT(payOverdueMessages);
  const say = useSay();
  const count = useActiveApplicationsCount(customerId, true).data?.count;
  return (
    <Alert severity="info">
      {count !== undefined ? `${say(sharedCardMessage(count))} ` : ''}
      {t('newCardBecomes')}
    </Alert>
  );
}

function PayOverdueDialog({ record, onClose }: { record: Application; onClose: () => void }) {
  const t = useT(payOverdueMessages);
  const say = useSay();
  const f = useFormat();
  // The card choice's words; new cards in Stripe mode go through Stripe.js, which this dialog does not embed.
  const cardForm: CardChoiceForm = {
    id: 'pay-overdue-card',
    labels: 'plain',
    noCardMessage: t('noCard'),
    stripeMessage: t('stripe'),
  };
  const applicationId = record.applicationId;
  const invoices = useInvoices(applicationId);
  const cardOnFile = useCardOnFile(record);
  const billing = useBillingProvider();
  const refresh = useRefreshRecord();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  // One attempt: a retry after an unknown outcome (no answer, 5xx) keeps its key and token.
  const attempts = useCardAttempts();

  const { customerId, cardId } = record.stripe;
  const overdue = invoices.data ? overdueLines(invoices.data.invoices) : null;
  const onFile = Boolean(customerId && cardId) && cardOnFile.data !== null;
  const cards = useCardChoice({ onFile, cardOnFile: cardOnFile.data });
  const { usingNewCard } = cards;
  const quote = useOverdueQuote(customerId, applicationId, overdue !== null && overdue.total > 0);
  // The card figures of the server's quote, when it asks what the invoices shown ask (decision 0063).
  const figures = quote.data && overdue && quote.data.total === overdue.total ? quote.data.card : null;
  const shown = figures && figures.credit.cardFee > 0 ? shownPlanCharge(figures, usingNewCard, f.locale) : null;
  const shownTotal = shown?.total ?? overdue?.total ?? 0;
  const stripeMode = billing.data?.provider === 'stripe';
  const canPay =
    overdue !== null &&
    overdue.total > 0 &&
    customerId !== null &&
    !paying &&
    (!usingNewCard || (billing.isSuccess && !stripeMode));
  const account = paymentAccountFor(
    record.paymentPeriod,
    record.boundDate ? new Date(record.boundDate) : new Date(),
  );

  const pay = async () => {
    if (!overdue || !customerId) return;
    const card = usingNewCard ? cards.card : null;
    const current = attempts.for({ total: overdue.total, usingNewCard, card });
    setPaying(true);
    setFailure(null);
    try {
      if (card) current.token ??= await newCardToken(card, account);
      const paid = await payOverdueInvoices(customerId, {
        applicationId,
        idempotencyKey: current.idempotencyKey,
        ...(usingNewCard && current.token ? { token: current.token } : { cardId: cardId ?? '' }),
      });
      attempts.succeeded();
      void refresh(applicationId, paid.application);
      // 'Paid 2 overdue invoices: $123.45 charged.'
      toast.success(t('paid', { count: paid.invoices.length, amount: f.money(paid.payment.amount) }));
      onClose();
    } catch (cause) {
      attempts.failed(cause);
      if (cause instanceof CardRefused) cards.setErrors(cause.errors);
      else setFailure(errorMessage(cause));
      if (cause instanceof ApiError && cause.status === 409) {
        void invoices.refetch();
        void quote.refetch();
      }
    } finally {
      setPaying(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canPay) return;
    if (usingNewCard && !cards.check()) return;
    void pay();
  };

  return (
    <Dialog
      open
      onClose={paying ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="pay-overdue-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="pay-overdue-title">{t('title')}</DialogTitle>
        <DialogContent dividers>
          {invoices.isPending && <CircularProgress aria-label={t('loading')} />}
          {invoices.error && <Alert severity="error">{errorMessage(invoices.error)}</Alert>}
          {failure && (
            <Alert severity="warning" sx={{ mb: 2 }} role="alert">
              {say(failure)}
            </Alert>
          )}
          {overdue && overdue.total === 0 && (
            <Typography color="text.secondary">
              {t('none')}
            </Typography>
          )}
          {overdue && overdue.total > 0 && (
            <>
              <Typography sx={{ mb: 1 }}>
                {t('intro', { count: overdue.lines.length })}
              </Typography>
              <OverdueTable lines={overdue.lines} total={shownTotal} shown={shown} />
              <CardSurchargeNote>{shown?.note && say(shown.note)}</CardSurchargeNote>
              {overdue.creditApplied > 0 && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t('credit', { amount: f.money(overdue.creditApplied) })}
                </Typography>
              )}
              <PaymentRegion spaced>
                <CardChoice
                  form={cardForm}
                  amount={shownTotal}
                  cards={cards}
                  stripeMode={stripeMode}
                  newCardNotice={customerId && <SharedCardNotice customerId={customerId} />}
                  disabled={paying}
                />
              </PaymentRegion>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={paying}>
            {t('cancel')}
          </Button>
          <SubmitButton loading={paying} disabled={!canPay}>
            {overdue && overdue.total > 0 ? t('payAmount', { amount: f.money(shownTotal) }) : t('pay')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * Pay overdue invoices (ours, decision 0035): the policy's invoices past their due date, their total,
 * and one charge on the card on file or a new card (which becomes the card on file; the number of
 * active policies sharing the customer's card is shown first). Success toasts, refreshes the record
 * and closes; a declined card or a refusal shows the server's message.
 */
export function PayOverdueInvoicesModal({ applicationId, onClose }: ModalComponentProps) {
  const t = useT(payOverdueMessages);
  const record = useApplication(applicationId);
  if (record.data) return <PayOverdueDialog record={record.data} onClose={onClose} />;
  return (
    <RecordLoadingDialog
      title={t('title')}
      titleId="pay-overdue-title"
      error={record.error}
      onClose={onClose}
    />
  );
}
