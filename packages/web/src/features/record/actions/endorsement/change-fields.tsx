import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  answerText,
  findQuestions,
  visibleQuestions,
  type AddressPart,
  type Form,
  type FormValue,
  type ProductDefinition,
  type Question,
  type QuestionMatch,
} from '@bm/domain';
import { DropdownInput } from '../../../../components/inputs/dropdown-input.tsx';
import { useSay, useT } from '../../../../i18n/use-t.ts';
import { endorsementMessages } from './messages.ts';
import { GroupEditor } from './group-editor.tsx';
import { QuestionInput } from './question-input.tsx';
import { useProvinceOptions } from '../../../../lib/province-names.ts';

const PART_LABELS = {
  street: 'street',
  unit: 'unit',
  city: 'city',
  province: 'province',
  postal: 'postal',
} as const satisfies Record<AddressPart, keyof typeof endorsementMessages>;

export interface ChangeFieldsProps {
  definition: ProductDefinition;
  /** The form keys the reason may change (endorsementFieldsFor). */
  fields: readonly string[];
  /** The answers with the edits applied (what the policy would say). */
  form: Form;
  edits: Record<string, FormValue>;
  onEdit: (field: string, value: FormValue) => void;
  /** Errors of the new answers, by form key, as the preview reports them. */
  errors: Record<string, string>;
}

/** The question a key belongs to as the policy shows it: the visible one, none when hidden. */
function shownMatch(definition: ProductDefinition, key: string, form: Form): QuestionMatch | undefined {
  const shown = new Set<Question>(definition.pages.flatMap((page) => visibleQuestions(page, form)));
  return findQuestions(definition, key).find((match) => shown.has(match.question));
}

function fieldId(key: string): string {
  return `endorse-${key.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
}

/** One part of an address: a text field (the province a dropdown of codes). */
function AddressPartInput({
  field,
  match,
  value,
  onChange,
  error,
}: {
  field: string;
  match: QuestionMatch & { part: AddressPart };
  value: FormValue | undefined;
  onChange: (value: FormValue) => void;
  error?: string;
}) {
  const t = useT(endorsementMessages);
  const say = useSay();
  const provinces = useProvinceOptions();
  const label = t('addressPart', { heading: say(match.question.heading), part: t(PART_LABELS[match.part]) });
  if (match.part === 'province') {
    return (
      <DropdownInput
        id={fieldId(field)}
        label={label}
        options={provinces}
        value={answerText(value)}
        onChange={onChange}
        error={error}
      />
    );
  }
  return (
    <TextField
      id={fieldId(field)}
      fullWidth
      label={label}
      value={answerText(value)}
      onChange={(event) =>
        onChange(match.part === 'postal' ? event.target.value.toUpperCase() : event.target.value)
      }
      error={Boolean(error)}
      helperText={error}
    />
  );
}

/** One changeable answer, drawn by its question's kind and pre-filled with the policy's answer. */
function ChangeField({
  field,
  match,
  props,
}: {
  field: string;
  match: QuestionMatch;
  props: ChangeFieldsProps;
}) {
  const { form, edits, onEdit, errors } = props;
  const value = Object.hasOwn(edits, field) ? edits[field] : form[field];
  const onChange = (next: FormValue) => onEdit(field, next);
  if (match.part) {
    return (
      <AddressPartInput
        field={field}
        match={{ ...match, part: match.part }}
        value={value}
        onChange={onChange}
        error={errors[field]}
      />
    );
  }
  if (match.question.kind === 'group') {
    return (
      <GroupEditor
        id={fieldId(field)}
        question={match.question}
        value={value}
        form={form}
        onChange={onChange}
        errors={errors}
      />
    );
  }
  return (
    <QuestionInput
      id={fieldId(field)}
      question={match.question}
      value={value}
      form={form}
      onChange={onChange}
      error={errors[field]}
    />
  );
}

/** The answers the chosen reason may change; only the ones changed are sent. */
export function ChangeFields(props: ChangeFieldsProps) {
  const { definition, fields, form } = props;
  const t = useT(endorsementMessages);
  const shown = fields.flatMap((field) => {
    const match = shownMatch(definition, field, form);
    return match ? [{ field, match }] : [];
  });
  if (shown.length === 0) {
    return <Typography color="text.secondary">{t('noChange')}</Typography>;
  }
  return (
    <Box role="group" aria-label={t('changes')} sx={{ display: 'grid', gap: 2 }}>
      {shown.map(({ field, match }) => (
        <ChangeField key={field} field={field} match={match} props={props} />
      ))}
    </Box>
  );
}
