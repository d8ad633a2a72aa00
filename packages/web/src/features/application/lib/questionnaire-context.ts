import { createContext, useContext } from 'react';

/** Facts about the application that a few question inputs need (address lookup and buildings). */
export interface QuestionnaireContextValue {
  subdomain: string | null;
  productId: string | null;
}

export const QuestionnaireContext = createContext<QuestionnaireContextValue>({
  subdomain: null,
  productId: null,
});

export function useQuestionnaireContext(): QuestionnaireContextValue {
  return useContext(QuestionnaireContext);
}
