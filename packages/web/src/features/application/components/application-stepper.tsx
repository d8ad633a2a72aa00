import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { ProductPage } from '@bm/domain';
import { useSay, useT } from '../../../i18n/use-t.ts';
import { wizardMessages } from './messages.ts';

/** The definition's pages, then 'Quote', then 'Payment'; steps already passed can be revisited. */
export function ApplicationStepper({
  pages,
  active,
  onStep,
  disabled,
}: {
  pages: readonly ProductPage[];
  active: number;
  onStep: (index: number) => void;
  disabled?: boolean;
}) {
  const t = useT(wizardMessages);
  const say = useSay();
  const labels = [...pages.map((page) => say(page.title)), t('quote'), t('payment')];
  return (
    <Box component="nav" aria-label={t('steps')} sx={{ overflowX: 'auto', pb: 1 }}>
      <Stepper activeStep={active} alternativeLabel nonLinear>
        {labels.map((label, index) => (
          <Step key={`${label}-${index}`} completed={index < active}>
            {index < active ? (
              <StepButton onClick={() => onStep(index)} disabled={disabled}>
                {label}
              </StepButton>
            ) : (
              <StepLabel>{label}</StepLabel>
            )}
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
