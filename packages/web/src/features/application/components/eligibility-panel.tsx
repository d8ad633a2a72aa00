import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { EligibilityResult } from '@bm/domain';

export const ELIGIBILITY_TITLES = {
  rejected: 'Ineligible',
  referred: 'Referred to an underwriter',
} as const;

/** Shown instead of the quote when the answers make the risk ineligible or need an underwriter. */
export function EligibilityPanel({ eligibility }: { eligibility: EligibilityResult }) {
  if (eligibility.status === 'eligible') return null;
  const rejected = eligibility.status === 'rejected';
  return (
    <Alert
      severity={rejected ? 'error' : 'warning'}
      role="region"
      aria-label={ELIGIBILITY_TITLES[eligibility.status]}
    >
      <AlertTitle>{ELIGIBILITY_TITLES[eligibility.status]}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {rejected
          ? 'This risk cannot be quoted online for the reasons below.'
          : 'An underwriter will review this application before it can be quoted and bound. Your answers are saved.'}
      </Typography>
      {eligibility.reasons.length > 0 ? (
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {eligibility.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}
