import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api-client.ts';
import { MESSAGES } from '@bm/domain';

/**
 * Wires a react-hook-form field to an MUI TextField: value events, the input's ref (so the first
 * invalid field gets focus) and its error under the field, or a hint when there is none.
 */
export function textFieldProps<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>, hint?: string) {
  const { ref, ...registered } = form.register(name);
  const message = form.getFieldState(name, form.formState).error?.message;
  return {
    ...registered,
    id: `field-${name}`,
    inputRef: ref,
    error: Boolean(message),
    helperText: message ?? hint,
  };
}

/** The server's `{ message }` word for word; anything else (a bad answer, a bug) is the generic error. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return MESSAGES.genericError;
}
