import { useCallback } from 'react';
import { useT } from '../../../../i18n/use-t.ts';
import { cancellationChoiceMessages } from './messages.ts';

type Choice = keyof typeof cancellationChoiceMessages;
const isChoice = (value: string): value is Choice => Object.hasOwn(cancellationChoiceMessages, value);

/**
 * A cancellation reason or description (spec 9, saved in English) as the screens' language shows it;
 * a value the list does not know (an older record's) as it was saved.
 */
export function useChoiceLabel(): (value: string) => string {
  const t = useT(cancellationChoiceMessages);
  return useCallback((value) => (isChoice(value) ? t(value) : value), [t]);
}
