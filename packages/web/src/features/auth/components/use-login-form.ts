import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { LoginBody } from '@bm/contracts';
import { loadLoginContract } from '../api/sign-in.ts';

type Field = keyof LoginBody;
type Contract = Awaited<ReturnType<typeof loadLoginContract>>;
const FIELDS: readonly Field[] = ['email', 'password'];

function errorsOf(contract: Contract, values: LoginBody) {
  const result = contract.loginBody.safeParse(values);
  const errors: Partial<Record<Field, string>> = {};
  if (result.success) return { body: result.data, errors };
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return { body: null, errors };
}

/**
 * The sign-in form without a form library: checked with the loginBody contract, which loads on the
 * first submit (decision 0028), as react-hook-form would check it: on submit, then each field again
 * as it changes; the first field in error takes the focus; the body sent is the contract's output
 * (the email trimmed and lower-cased).
 */
export function useLoginForm(initial: LoginBody, onValid: (body: LoginBody) => void) {
  const [values, setValues] = useState<LoginBody>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const contract = useRef<Contract | null>(null);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    contract.current ??= await loadLoginContract();
    const checked = errorsOf(contract.current, values);
    setErrors(checked.errors);
    if (checked.body) onValid(checked.body);
    else inputs.current[FIELDS.find((field) => checked.errors[field]) ?? 'email']?.focus();
  };

  const field = (name: Field) => ({
    id: `field-${name}`,
    name,
    value: values[name],
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      // After a submit, a field is checked again as it changes.
      if (contract.current) {
        const message = errorsOf(contract.current, next).errors[name];
        setErrors((current) => ({ ...current, [name]: message }));
      }
    },
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  return { field, onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event) };
}
