import { useState, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';

/**
 * A record action's form that is typed, checked and sent once (the finance transaction, the manual
 * invoice): the draft as typed; its errors, shown once a submit was tried; an edit that clears the
 * server's refusal; a submit that sends the request only when the checks pass and nothing is sent yet.
 */
export function useDraftForm<Draft, Errors extends object, Body, Result>({
  initial,
  check,
  toRequest,
  mutation,
}: {
  initial: Draft | (() => Draft);
  /** The checks the server repeats; an empty object when the draft can be sent. */
  check: (draft: Draft) => Errors;
  toRequest: (draft: Draft) => Body;
  mutation: UseMutationResult<Result, Error, Body>;
}) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [touched, setTouched] = useState(false);
  const errors: Partial<Errors> = touched ? check(draft) : {};
  const edit = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    if (mutation.isError) mutation.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (mutation.isPending || Object.keys(check(draft)).length > 0) return;
    mutation.mutate(toRequest(draft));
  };
  return { draft, errors, edit, submit, busy: mutation.isPending, error: mutation.error };
}
