import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { EligibilityResult } from '@bm/domain';
import { useProductSay } from '../../../i18n/product-texts.ts';
import { useT } from '../../../i18n/use-t.ts';
import { quoteStepMessages } from './messages.ts';

/** The panel's title for each status. */
const TITLE_KEYS = { rejected: 'ineligible', referred: 'referred' } as const;

/** Shown instead of the quote when the answers make the risk ineligible or need an underwriter. */
export function EligibilityPanel({ eligibility }: { eligibility: EligibilityResult }) {
  const t = useT(quoteStepMessages);
  // The reasons are the definition's rule messages, in English: said in the screens' language.
  const say = useProductSay();
  if (eligibility.status === 'eligible') return null;
  const rejected = eligibility.status === 'rejected';
  const title = t(TITLE_KEYS[eligibility.status]);
  return (
    <Alert
      severity={rejected ? 'error' : 'warning'}
      role="region"
      aria-label={title}
    >
      <AlertTitle>{title}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {rejected ? t('rejectedText') : t('referredText')}
      </Typography>
      {eligibility.reasons.length > 0 ? (
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {eligibility.reasons.map((reason) => (
            <li key={reason}>{say(reason)}</li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}
