import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { errorMessage } from '../../../lib/form-field.ts';
import { useT } from '../../../i18n/use-t.ts';
import { wizardMessages } from './messages.ts';

/** Back, and Next (a questionnaire page) or Continue to payment (the quote), with why a move failed. */
export function WizardActions({
  kind,
  canGoBack,
  canContinue,
  moving,
  blocked,
  moveError,
  onBack,
  onNext,
}: {
  kind: 'page' | 'quote' | 'payment';
  canGoBack: boolean;
  canContinue: boolean;
  moving: boolean;
  blocked: boolean;
  moveError: unknown;
  onBack: () => void;
  onNext: () => void;
}) {
  const t = useT(wizardMessages);
  return (
    <Stack spacing={2} sx={{ mt: 4 }}>
      {blocked ? <Alert severity="error">{t('needAttention')}</Alert> : null}
      {moveError ? <Alert severity="error">{errorMessage(moveError)}</Alert> : null}
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Button disabled={!canGoBack || moving} onClick={onBack}>
          {t('back')}
        </Button>
        {kind === 'page' ? (
          <Button variant="contained" onClick={onNext} disabled={moving}>
            {t('next')}
          </Button>
        ) : null}
        {kind === 'quote' ? (
          <Button variant="contained" onClick={onNext} disabled={moving || !canContinue}>
            {t('continueToPayment')}
          </Button>
        ) : null}
      </Box>
    </Stack>
  );
}
