import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { MessageCatalogue } from '@bm/domain';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useSay } from '../../../i18n/use-t.ts';
import { textFieldProps } from '../../../lib/form-field.ts';
import { authMessages } from './messages.ts';

/** The auth forms' own field messages (the contracts' are in the shared catalogue). */
const fieldMessages = new MessageCatalogue().add([authMessages.mismatch, authMessages.passwordTooLong]);

/** A field's message, written in English by a schema, in the screens' language. */
export function useSayFieldMessage(): (message: string | undefined) => string | undefined {
  const locale = useLocale();
  const say = useSay();
  return useCallback(
    (message) => {
      if (message === undefined) return undefined;
      return fieldMessages.has(message) ? fieldMessages.translate(message, locale) : say(message);
    },
    [locale, say],
  );
}

/** `textFieldProps` with the field's error in the screens' language. */
export function useAuthField<T extends FieldValues>(form: UseFormReturn<T>) {
  const sayField = useSayFieldMessage();
  return (name: Path<T>, hint?: string) => {
    const props = textFieldProps(form, name, hint);
    return { ...props, helperText: props.error ? sayField(props.helperText) : props.helperText };
  };
}
