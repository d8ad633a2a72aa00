import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { returnPremiumField, type CancellationIssue, type CancellationPremiums } from '@bm/domain';
import { useSay, useT, type Translate } from '../../../../i18n/use-t.ts';
import { humaniseKey } from '../../../../lib/policy-labels.ts';
import { cancellationMessages } from './messages.ts';
import { centsToDollarsText, type ReturnEdits, type ReturnField } from './cancel-policy-state.ts';

export const MANUAL_WARNING = cancellationMessages.manualWarning.en;

interface FieldSpec {
  name: string;
  label: string;
  field: ReturnField;
  value: string;
}

function fieldSpecs(
  figures: CancellationPremiums,
  edits: ReturnEdits | null,
  lineLabels: Record<string, string>,
  t: Translate<typeof cancellationMessages>,
): FieldSpec[] {
  const lines = Object.keys(figures.returnPremiums).map((key) => ({
    name: returnPremiumField(key),
    label: t('lineReturn', { line: lineLabels[key] ?? humaniseKey(key) }),
    field: { kind: 'line', key } as const,
    value: edits?.lines[key] ?? centsToDollarsText(figures.returnPremiums[key] ?? 0),
  }));
  return [
    ...lines,
    {
      name: 'customBrokerFee',
      label: t('customBrokerFeeReturn'),
      field: { kind: 'customBrokerFee' },
      value: edits?.customBrokerFee ?? centsToDollarsText(figures.customBrokerFee),
    },
    {
      name: 'totalReturnPremium',
      label: t('totalReturnPremium'),
      field: { kind: 'total' },
      value: edits?.total ?? centsToDollarsText(figures.totalReturnPremium),
    },
    {
      name: 'earnedPremium',
      label: t('earnedPremium'),
      field: { kind: 'earned' },
      value: edits?.earned ?? centsToDollarsText(figures.earnedPremium),
    },
  ];
}

/**
 * The return premiums (spec 3: cancel_override_{premium}, customBrokerFee, totalReturnPremium) and
 * the earned premium, editable in dollars and apart from each other; editing one makes the figures
 * manual (spec 4). The spec 5 messages show under their fields as the user types, the policy premium
 * check (total return plus earned) under them all.
 */
export function ReturnPremiumFields({
  figures,
  edits,
  issues,
  lineLabels,
  onEdit,
}: {
  figures: CancellationPremiums;
  edits: ReturnEdits | null;
  issues: CancellationIssue[];
  lineLabels: Record<string, string>;
  onEdit: (field: ReturnField, text: string) => void;
}) {
  const t = useT(cancellationMessages);
  const say = useSay();
  const messagesOf = (name: string) =>
    issues.filter((issue) => issue.field === name).map((issue) => say(issue.message));
  const policyIssues = messagesOf('policyPremium');
  return (
    <Box component="section" aria-label={t('returnPremiums')} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        {t('returnHeading')}
      </Typography>
      {edits && <Alert severity="warning">{t('manualWarning')}</Alert>}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {fieldSpecs(figures, edits, lineLabels, t).map((spec) => {
          const messages = messagesOf(spec.name);
          return (
            <TextField
              key={spec.name}
              id={`field-${spec.name}`}
              name={spec.name}
              label={spec.label}
              type="number"
              size="small"
              value={spec.value}
              onChange={(event) => onEdit(spec.field, event.target.value)}
              error={messages.length > 0}
              helperText={messages.length > 0 ? messages.join(' ') : undefined}
              slotProps={{
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                htmlInput: { step: '0.01' },
              }}
            />
          );
        })}
      </Box>
      {policyIssues.map((message) => (
        <FormHelperText key={message} error>
          {message}
        </FormHelperText>
      ))}
    </Box>
  );
}
