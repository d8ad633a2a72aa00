import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { PublicLocationInfoResponse } from '@bm/contracts';
import { DropdownInput } from '../../../components/inputs/dropdown-input.tsx';
import {
  fetchLocationInfo,
  useAddressSuggestions,
  useBuildings,
  type AddressSuggestion,
} from '../api/location.ts';
import { fieldId, textOf, type AnswerChanges } from '../lib/form-values.ts';
import { useQuestionnaireContext } from '../lib/questionnaire-context.ts';
import type { QuestionInputProps } from './question-input-props.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useProvinceOptions } from '../../../lib/province-names.ts';
import { questionMessages } from './messages.ts';

type Part = 'street' | 'unit' | 'city' | 'province' | 'postal';
const LOOKED_UP_PARTS = ['street', 'city', 'province', 'postal'] as const;

/** The parts the location answer filled: its autofilledKeys, as part names or as full form keys. */
function filledParts(name: string, answer: PublicLocationInfoResponse): Partial<Record<Part, string>> {
  const info = answer.locationInfo;
  if (!info) return {};
  const filled: Partial<Record<Part, string>> = {};
  for (const part of LOOKED_UP_PARTS) {
    if (answer.autofilledKeys.includes(part) || answer.autofilledKeys.includes(`${name}-${part}`)) {
      filled[part] = info[part];
    }
  }
  return filled;
}

/**
 * An address (stored as `${name}-street|-unit|-city|-province|-postal`): the street field suggests
 * addresses after 3 characters (the insureds' addresses already known, the typed street at the
 * postal code already entered, the lookup's; by keyboard: arrows, then Enter); picking one fills the parts, then the location lookup may complete
 * them, and filled fields say so until edited. Every part can be typed by hand; the province
 * follows the postal code's first letter (applyAnswer).
 */
export function AddressQuestion({ question, form, errors, onAnswer, id }: QuestionInputProps) {
  const t = useT(questionMessages);
  const provinces = useProvinceOptions();
  const AUTOFILLED_HINT = t('autofilled');
  const { subdomain, productId } = useQuestionnaireContext();
  const buildings = useBuildings(productId, subdomain).data ?? [];
  const key = (part: Part) => `${question.name}-${part}`;
  const value = (part: Part) => textOf(form[key(part)]);
  const [typed, setTyped] = useState('');
  const [autofilled, setAutofilled] = useState<ReadonlySet<Part>>(new Set());
  const suggestions = useAddressSuggestions(typed, value('postal'));
  const lookup = useMutation({
    mutationFn: fetchLocationInfo,
    onSuccess: (answer) => {
      const parts = filledParts(question.name, answer);
      const changes: AnswerChanges = {};
      for (const [part, text] of Object.entries(parts)) changes[key(part as Part)] = text;
      if (Object.keys(changes).length > 0) onAnswer(changes);
      setAutofilled((current) => new Set([...current, ...(Object.keys(parts) as Part[])]));
    },
  });

  const edit = (part: Part, text: string) => {
    onAnswer({ [key(part)]: part === 'postal' ? text.toUpperCase() : text });
    setAutofilled((current) => new Set([...current].filter((item) => item !== part)));
  };

  const choose = (suggestion: AddressSuggestion) => {
    const parts: Partial<Record<Part, string>> = {
      street: suggestion.street,
      city: suggestion.city,
      province: suggestion.province,
      postal: suggestion.postal,
      ...(suggestion.unit ? { unit: suggestion.unit } : {}),
    };
    const changes: AnswerChanges = {};
    for (const [part, text] of Object.entries(parts)) changes[key(part as Part)] = text;
    onAnswer(changes);
    setTyped('');
    setAutofilled(new Set(Object.keys(parts) as Part[]));
    lookup.mutate({
      street: suggestion.street,
      city: suggestion.city,
      province: suggestion.province,
      postal: suggestion.postal,
      ...(subdomain ? { subdomain } : {}),
    });
  };

  const partProps = (part: Part, label: string, required: boolean) => {
    const error = errors[key(part)];
    return {
      id: fieldId(key(part)),
      label,
      required,
      error: Boolean(error),
      helperText: error ?? (autofilled.has(part) ? AUTOFILLED_HINT : undefined),
      value: value(part),
      onChange: (event: { target: { value: string } }) => edit(part, event.target.value),
      fullWidth: true,
    };
  };
  const required = Boolean(question.required);
  const street = partProps('street', t('street'), required);

  return (
    <Box component="fieldset" id={id} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {question.heading}
      </Typography>
      {question.helpText ? <FormHelperText sx={{ mt: -1, mb: 1 }}>{question.helpText}</FormHelperText> : null}
      {buildings.length > 0 ? (
        <Box sx={{ mb: 2 }}>
          <DropdownInput
            id={`${id}-building`}
            label={t('knownBuilding')}
            options={buildings.map((building) => ({
              value: building.id,
              label: `${building.name}, ${building.address.city}`,
            }))}
            value=""
            onChange={(buildingId) => {
              const building = buildings.find((item) => item.id === buildingId);
              if (building) choose({ ...building.address, label: building.name });
            }}
            helperText={t('knownBuildingHelp')}
          />
        </Box>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <Autocomplete<AddressSuggestion, false, false, true>
          freeSolo
          id={street.id}
          options={suggestions.data ?? []}
          filterOptions={(options) => options}
          getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
          inputValue={street.value}
          onInputChange={(_event, text, reason) => {
            if (reason !== 'input') return;
            setTyped(text);
            edit('street', text);
          }}
          onChange={(_event, chosen) => {
            if (chosen && typeof chosen !== 'string') choose(chosen);
          }}
          loading={suggestions.isFetching}
          renderInput={(params) => (
            <TextField
              {...params}
              label={street.label}
              required={required}
              error={street.error}
              helperText={street.helperText}
              autoComplete="off"
            />
          )}
        />
        <TextField {...partProps('unit', t('unit'), false)} />
        <TextField {...partProps('city', t('city'), required)} />
        <DropdownInput
          id={fieldId(key('province'))}
          label={t('province')}
          required={required}
          options={provinces}
          value={value('province')}
          onChange={(code) => edit('province', code)}
          error={errors[key('province')]}
          helperText={autofilled.has('province') ? AUTOFILLED_HINT : undefined}
        />
        <TextField
          {...partProps('postal', t('postalCode'), required)}
          placeholder="A1B 2C3"
          slotProps={{ htmlInput: { maxLength: 7 } }}
        />
      </Box>
      {lookup.isPending ? (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
          {t('lookingUp')}
        </Typography>
      ) : null}
    </Box>
  );
}
