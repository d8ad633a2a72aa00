import type { Ref } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { endorsementReasonsFor, reasonRequiresText, type EndorsementErrors } from '@bm/domain';
import { SelectInput } from '../../../../components/inputs/select-input.tsx';
import { useSay, useT } from '../../../../i18n/use-t.ts';
import { endorsementMessages } from './messages.ts';
import type { EndorsementDraft, PolicyTerm } from './endorsement-draft.ts';

type DraftText = 'reason' | 'reasonText' | 'comments' | 'effectiveDate' | 'ticketNumber';

export interface ReasonFieldsProps {
  productId: string;
  draft: EndorsementDraft;
  term: PolicyTerm | null;
  /** The errors to show now (of fields touched, or all once Save was pressed). */
  errors: EndorsementErrors;
  onChange: (field: DraftText, value: string) => void;
  onBlur: (field: DraftText) => void;
  ticketRef: Ref<HTMLInputElement>;
}

/** Reason (the product's), its text when required, comments, effective date and the ticket number. */
export function ReasonFields({
  productId,
  draft,
  term,
  errors,
  onChange,
  onBlur,
  ticketRef,
}: ReasonFieldsProps) {
  const t = useT(endorsementMessages);
  const say = useSay();
  const error = (text: string | undefined) => text && say(text);
  const reasons = endorsementReasonsFor(productId).map((reason) => ({
    value: reason.value,
    label: say(reason.value),
  }));
  const needsText = reasonRequiresText(draft.reason);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <SelectInput
        id="endorse-reason"
        label={t('reason')}
        required
        options={reasons}
        value={draft.reason || null}
        onChange={(value) => onChange('reason', value ?? '')}
        onBlur={() => onBlur('reason')}
        error={error(errors.reason)}
      />
      <TextField
        id="endorse-effective-date"
        label={t('effectiveDate')}
        type="date"
        required
        value={draft.effectiveDate}
        onChange={(event) => onChange('effectiveDate', event.target.value)}
        onBlur={() => onBlur('effectiveDate')}
        error={Boolean(errors.effectiveDate ?? errors.policy)}
        helperText={
          error(errors.effectiveDate ?? errors.policy) ??
          (term ? t('withinTerm', { from: term.effectiveDay, to: term.lastDay }) : undefined)
        }
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: term ? { min: term.effectiveDay, max: term.lastDay } : undefined,
        }}
      />
      {needsText && (
        <TextField
          id="endorse-reason-text"
          label={t('reasonDetails')}
          required
          multiline
          minRows={2}
          value={draft.reasonText}
          onChange={(event) => onChange('reasonText', event.target.value)}
          onBlur={() => onBlur('reasonText')}
          error={Boolean(errors.reasonText)}
          helperText={error(errors.reasonText) ?? t('atLeastTen')}
          sx={{ gridColumn: '1 / -1' }}
        />
      )}
      <TextField
        id="endorse-comments"
        label={t('comments')}
        multiline
        minRows={2}
        value={draft.comments}
        onChange={(event) => onChange('comments', event.target.value)}
        sx={{ gridColumn: '1 / -1' }}
      />
      <TextField
        id="endorse-ticket-number"
        label={t('ticketNumber')}
        value={draft.ticketNumber}
        onChange={(event) => onChange('ticketNumber', event.target.value)}
        inputRef={ticketRef}
        helperText={t('ticketHelp')}
      />
    </Box>
  );
}
