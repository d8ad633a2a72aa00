import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useT } from '../i18n/use-t.ts';
import { paymentLinkFieldMessages } from './messages.ts';

/** The text to the clipboard: the Clipboard API, else a selected textarea and execCommand('copy'). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure context): try the old way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * A payment link to send to the insured: read-only, selected on focus, with Copy link. Whether the
 * copy worked is said out loud (a polite live region); when it did not, the link is selected.
 */
export function PaymentLinkField({ url, label }: { url: string; label?: string }) {
  const t = useT(paymentLinkFieldMessages);
  const id = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    const done = await copyText(url);
    setCopied(done);
    if (!done) (document.getElementById(id) as HTMLInputElement | null)?.select();
  };
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <TextField
          id={id}
          label={label ?? t('paymentLink')}
          value={url}
          size="small"
          fullWidth
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true, 'data-payment-link': true } }}
        />
        <Button variant="outlined" onClick={() => void copy()} sx={{ flexShrink: 0, minHeight: 40 }}>
          {t('copyLink')}
        </Button>
      </Box>
      <Typography
        variant="body2"
        role="status"
        color={copied === false ? 'error' : 'text.secondary'}
        sx={{ minHeight: '1.5em', mt: 0.5 }}
      >
        {copied === null ? '' : copied ? t('copied') : t('failed')}
      </Typography>
    </Box>
  );
}
