import { useMemo, useState } from 'react';
import type { Application } from '@bm/contracts';
import {
  endorsementFieldsFor,
  formatDate,
  type EndorsementErrors,
  type FormValue,
  type ProductDefinition,
} from '@bm/domain';
import {
  changesOf,
  defaultEffectiveDate,
  draftErrors,
  emptyDraft,
  endorsementRequest,
  formOf,
  formWithChanges,
  policyTerm,
  pricedPart,
  type EndorsementDraft,
} from './endorsement-draft.ts';
import { useBillingProvider, useCardOnFile } from '../../api/card-payment.ts';
import { shownCharge } from '../../lib/card-choice.ts';
import { useLocale } from '../../../../i18n/locale-store.ts';
import { useEndorsementPreview } from './endorsement-queries.ts';
import { useCardChoice } from '../../lib/use-card-choice.ts';
import { useSaveEndorsement } from './use-save-endorsement.ts';

type DraftText = Exclude<keyof EndorsementDraft, 'edits'>;

/** Only the errors of fields the user has left (all of them once Save was pressed). */
function shownErrors(
  errors: EndorsementErrors,
  touched: ReadonlySet<string>,
  submitted: boolean,
): EndorsementErrors {
  if (submitted) return errors;
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => touched.has(field) || field === 'policy'),
  );
}

/**
 * The endorsement modal's state: the draft, the changes it makes, the preview (the one source of
 * the figures), how it is paid and the save.
 */
export function useEndorsement(record: Application, definition: ProductDefinition, onSaved: () => void) {
  const [today] = useState(() => formatDate(new Date()));
  const term = useMemo(() => policyTerm(record), [record]);
  const [draft, setDraft] = useState<EndorsementDraft>(() => emptyDraft(defaultEffectiveDate(term, today)));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);

  const current = formOf(record);
  const fields = useMemo(() => endorsementFieldsFor(definition, draft.reason), [definition, draft.reason]);
  const changes = useMemo(() => changesOf(current, draft.edits, fields), [current, draft.edits, fields]);
  const form = useMemo(() => formWithChanges(definition, current, changes), [definition, current, changes]);
  const errors = draftErrors(draft, changes, term, record.productId, today);
  const valid = Object.keys(errors).length === 0;
  const request = valid ? endorsementRequest(draft, changes) : null;
  const preview = useEndorsementPreview(record.applicationId, request ? pricedPart(request) : null);
  const cardOnFile = useCardOnFile(record);
  const billing = useBillingProvider();
  const locale = useLocale();
  const saver = useSaveEndorsement(record.applicationId, onSaved);

  const figures = preview.current ? preview.query.data : undefined;
  const payment = figures?.payment;
  const onFile = Boolean(cardOnFile.data) && payment?.requiresNewCard === false;
  const cardState = useCardChoice({ onFile, cardOnFile: cardOnFile.data, refused: saver });
  const usingNewCard = payment?.action === 'charge' && cardState.usingNewCard;
  // The charge as shown before payment for the card chosen (decision 0063).
  const totals = figures?.endorsementFeesAndTotals;
  const shown =
    figures && totals && payment?.action === 'charge'
      ? shownCharge(
          { cardFee: totals.cardFee, cardFeePST: totals.cardFeePST, total: totals.total.annual },
          figures.card,
          usingNewCard,
          locale,
        )
      : null;
  const stripeMode = billing.data?.provider === 'stripe';
  const paymentReady =
    payment?.action !== 'charge' || (usingNewCard ? billing.isSuccess && !stripeMode : cardOnFile.isSuccess);
  const saving = saver.status === 'loading';
  const canSave = Boolean(figures?.issuable) && paymentReady && !saving;
  // An incomplete draft can be submitted to show its errors; a complete one waits for its figures.
  const saveDisabled = saving || (valid && !canSave);

  const setField = (field: DraftText, value: string) =>
    setDraft((previous) =>
      field === 'reason'
        ? { ...previous, reason: value, reasonText: '', edits: {} }
        : { ...previous, [field]: value },
    );
  const edit = (field: string, value: FormValue) =>
    setDraft((previous) => ({ ...previous, edits: { ...previous.edits, [field]: value } }));
  const touch = (field: string) => setTouched((previous) => new Set(previous).add(field));

  /** Marks the form submitted and checks it (and the new card) before saving. */
  const ready = (): boolean => {
    setSubmitted(true);
    if (!valid || !canSave) return false;
    return !usingNewCard || cardState.check();
  };

  const save = async () => {
    if (!request || !figures) return;
    await saver.save({
      request,
      expectedTotal: shown?.total ?? figures.endorsementFeesAndTotals.total.annual,
      ticketNumber: draft.ticketNumber,
      newCard: usingNewCard ? { card: cardState.card, account: figures.payment.account } : null,
    });
  };

  const tryAnotherCard = () => {
    cardState.reset();
    saver.tryAnotherCard();
  };

  return {
    draft,
    term,
    fields,
    form,
    errors: shownErrors(errors, touched, submitted),
    setField,
    edit,
    touch,
    preview,
    shown,
    payment: { stripeMode, cards: cardState },
    saveDisabled,
    ready,
    save,
    saving,
    status: saver.status,
    saveError: saver.error,
    tryAnotherCard,
  };
}

export type EndorsementState = ReturnType<typeof useEndorsement>;
