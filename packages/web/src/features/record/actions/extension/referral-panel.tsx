import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { ExtensionReferral } from '@bm/contracts';
import { MINIMUM_EXTENSION_PREMIUM, parseDollarsText } from '@bm/domain';
import { useFormat, useSay, useT } from '../../../../i18n/use-t.ts';
import { errorMessage } from '../../../../lib/form-field.ts';
import { useRefreshRecord } from '../../api/get-application.ts';
import { decideExtension, extensionStateKey } from './api.ts';
import { extensionMessages } from './messages.ts';


/** Whole dollars and cents typed by an underwriter, in cents; null when not a positive amount. */
function toCents(text: string): number | null {
  const cents = parseDollarsText(text);
  return cents !== null && cents > 0 ? cents : null;
}

/** An underwriter or super admin prices or declines an extension sent for review (docs/decisions/0036). */
export function ReferralDecision({
  applicationId,
  referral,
}: {
  applicationId: string;
  referral: ExtensionReferral;
}) {
  const t = useT(extensionMessages);
  const say = useSay();
  const { money } = useFormat();
  const client = useQueryClient();
  const refresh = useRefreshRecord();
  const [premium, setPremium] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cents = toCents(premium);
  const premiumError =
    premium !== '' && (cents === null || cents < MINIMUM_EXTENSION_PREMIUM)
      ? t('atLeast', { minimum: money(MINIMUM_EXTENSION_PREMIUM) })
      : undefined;

  const decide = async (decision: 'price' | 'decline') => {
    setBusy(true);
    setError(null);
    try {
      const state = await decideExtension(applicationId, {
        referralId: referral.id,
        decision,
        ...(decision === 'price' && cents !== null ? { premium: cents } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      client.setQueryData(extensionStateKey(applicationId), state);
      void refresh(applicationId);
    } catch (cause) {
      setError(errorMessage(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-label={t('requestUnderReview')} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {t('requestHeading', { months: referral.months })}
      </Typography>
      <Box component="ul" sx={{ m: 0 }}>
        {referral.reasons.map((reason) => (
          <li key={reason}>
            <Typography>{say(reason)}</Typography>
          </li>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('requestDetails', {
          losses: referral.details['losses-claims'] ?? '',
          occupied: referral.details.occupied ?? '',
          scope: referral.details['change-in-scope'] ?? '',
          percent: referral.details['percent-completed'] ?? '',
          delay: referral.details['explanation-for-delay'] ?? '',
        })}
      </Typography>
      <TextField
        id="extension-referral-premium"
        label={t('referralPremium')}
        value={premium}
        onChange={(event) => setPremium(event.target.value)}
        error={Boolean(premiumError)}
        helperText={premiumError ?? t('referralPremiumHelp')}
        inputMode="decimal"
        disabled={busy}
      />
      <TextField
        id="extension-referral-note"
        label={t('noteOptional')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        disabled={busy}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={() => void decide('decline')} disabled={busy} color="error">
          {t('decline')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void decide('price')}
          disabled={busy || cents === null || Boolean(premiumError)}
        >
          {t('price')}
        </Button>
      </Box>
    </Box>
  );
}
