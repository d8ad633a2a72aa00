import { createContext, useContext } from 'react';

/** Facts about the application that a few question inputs need (the address lookup's subdomain). */
export interface QuestionnaireContextValue {
  subdomain: string | null;
}

export const QuestionnaireContext = createContext<QuestionnaireContextValue>({ subdomain: null });

export function useQuestionnaireContext(): QuestionnaireContextValue {
  return useContext(QuestionnaireContext);
}
