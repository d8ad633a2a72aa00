import { useState } from 'react';
import { MESSAGES } from '@bm/domain';
import { useToast } from '../../../../components/toast-context.ts';
import { useSay } from '../../../../i18n/use-t.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { lookupTicket } from '../../api/ticket-lookup.ts';
import { useSaveCancellation } from './api.ts';
import type { CancellationSaveRequest } from './cancel-policy-state.ts';

/** The endorsement save states (spec 4) a cancellation goes through. */
export type SavePhase = 'idle' | 'confirmTicket' | 'saving' | 'ticketNotFound';

/** The failure's message: the server's for a 4xx answer, else the spec's (section 8). */
function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : MESSAGES.endorsementError;
}

/** Whether the ticket names this policy; a failed lookup counts as not found (no email goes out). */
async function ticketFound(ticketNumber: string, applicationId: string): Promise<boolean> {
  try {
    return (await lookupTicket(ticketNumber, applicationId)).matches;
  } catch {
    return false;
  }
}

/**
 * Saves a cancellation through the endorsement call: asks first when there is no ticket number
 * (and `askForTicket`), sends a new idempotency key on every attempt, looks the ticket up after the
 * save, and reports the outcome. `onFiguresMoved` runs on a 409 (the figures changed on the server).
 */
export function useCancelSubmit({
  applicationId,
  askForTicket,
  onDone,
  onFiguresMoved,
}: {
  applicationId: string;
  askForTicket: boolean;
  onDone: () => void;
  onFiguresMoved: () => void;
}) {
  const save = useSaveCancellation(applicationId);
  const toast = useToast();
  const say = useSay();
  const [phase, setPhase] = useState<SavePhase>('idle');
  const [pending, setPending] = useState<CancellationSaveRequest | null>(null);

  const run = async (request: CancellationSaveRequest) => {
    setPhase('saving');
    setPending(null);
    try {
      const result = await save.mutateAsync({ ...request, idempotencyKey: crypto.randomUUID() });
      toast.success(
        result.message
          ? `${say(MESSAGES.endorsementSuccess)}. ${result.message}`
          : say(MESSAGES.endorsementSuccess),
      );
      if (request.ticketNumber && !(await ticketFound(request.ticketNumber, applicationId))) {
        setPhase('ticketNotFound');
        return;
      }
      setPhase('idle');
      onDone();
    } catch (error) {
      setPhase('idle');
      toast.error(say(failureMessage(error)));
      if (error instanceof ApiError && error.status === 409) onFiguresMoved();
    }
  };

  return {
    phase,
    /** Starts the save, or asks about the missing ticket number first. */
    submit: (request: CancellationSaveRequest) => {
      if (askForTicket && !request.ticketNumber) {
        setPending(request);
        setPhase('confirmTicket');
        return;
      }
      void run(request);
    },
    goBack: () => {
      setPending(null);
      setPhase('idle');
    },
    proceedAnyway: () => {
      if (pending) void run(pending);
    },
    /** Closes the ticket-not-found notice; the policy was saved, so the modal closes too. */
    acknowledgeTicket: () => {
      setPhase('idle');
      onDone();
    },
  };
}
