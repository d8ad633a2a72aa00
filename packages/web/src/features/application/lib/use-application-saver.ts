import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ApplicationSaveResponse, SaveApplicationBody } from '@bm/contracts';
import type { Form, PaymentPeriod } from '@bm/domain';
import { applicationQueryKey, saveApplication } from '../api/applications.ts';
import { noticeSessionEnd } from './session-end.ts';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/** What the wizard saves: the page the broker is on, the answers and the payment period. */
export interface SaveSnapshot {
  currentPage: number;
  form: Form;
  paymentPeriod: PaymentPeriod;
}

export interface ApplicationSaver {
  /** Saves the snapshot unless it is what was last saved (or `force`); saves run one after another. */
  save: (snapshot: SaveSnapshot, options?: { force?: boolean }) => Promise<ApplicationSaveResponse | null>;
  status: SaveStatus;
  error: unknown;
  /** The answer of the latest save: eligibility and the answers still missing. */
  lastResult: ApplicationSaveResponse | null;
  /** Counts successful saves: what the server prices changes with it. */
  revision: number;
  /** The answers as last saved, as JSON (to tell whether the server's figures are of the current form). */
  savedFormText: string;
}

/**
 * Saves an application as the broker goes (PUT /api/applications/{id}). Requests are chained so
 * that the server always ends with the newest answers, a snapshot equal to the last one sent is
 * not sent again, and a failed save is retried by the next one.
 */
export function useApplicationSaver(params: {
  applicationId: string;
  productId: string;
  productVersion: string | null;
  initial: SaveSnapshot;
}): ApplicationSaver {
  const { applicationId, productId, productVersion, initial } = params;
  const queryClient = useQueryClient();
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const inFlight = useRef(0);
  const bodyText = (body: SaveApplicationBody) => JSON.stringify(body);
  const toBody = useCallback(
    (snapshot: SaveSnapshot): SaveApplicationBody => ({
      productId,
      currentPage: snapshot.currentPage,
      form: snapshot.form,
      productVersionSeen: productVersion,
      paymentPeriod: snapshot.paymentPeriod,
    }),
    [productId, productVersion],
  );
  const lastSent = useRef<string | null>(null);
  if (lastSent.current === null) lastSent.current = bodyText(toBody(initial));
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [error, setError] = useState<unknown>(null);
  const [lastResult, setLastResult] = useState<ApplicationSaveResponse | null>(null);
  const [revision, setRevision] = useState(0);
  const [savedFormText, setSavedFormText] = useState(() => JSON.stringify(initial.form));

  const save = useCallback(
    (snapshot: SaveSnapshot, options: { force?: boolean } = {}) => {
      const body = toBody(snapshot);
      const text = bodyText(body);
      if (!options.force && text === lastSent.current) return Promise.resolve(null);
      lastSent.current = text;
      inFlight.current += 1;
      setStatus('saving');
      const run = chain.current.then(() => saveApplication(applicationId, body));
      chain.current = run.catch(() => undefined);
      return run.then(
        (result) => {
          inFlight.current -= 1;
          queryClient.setQueryData(applicationQueryKey(applicationId), result.application);
          setLastResult(result);
          setRevision((value) => value + 1);
          setSavedFormText(JSON.stringify(body.form));
          setError(null);
          if (inFlight.current === 0) setStatus('saved');
          return result;
        },
        (failure: unknown) => {
          inFlight.current -= 1;
          // Not saved: the next change (or Next) sends it again.
          if (lastSent.current === text) lastSent.current = '';
          noticeSessionEnd(failure);
          setError(failure);
          setStatus('error');
          throw failure;
        },
      );
    },
    [applicationId, queryClient, toBody],
  );

  return { save, status, error, lastResult, revision, savedFormText };
}
