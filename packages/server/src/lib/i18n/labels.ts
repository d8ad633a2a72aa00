import { HISTORY_MESSAGE_PAIRS, MessageCatalogue, type Locale } from '@bm/domain';
import { SHOWN_MESSAGE_PAIRS } from '@bm/contracts';
import { SERVER_LABEL_PAIRS } from './fr/labels.ts';

/** The domain's labels (provinces, payment plans, transaction types…) and the server modules' own. */
const labelCatalogue = new MessageCatalogue().add(SHOWN_MESSAGE_PAIRS).add(SERVER_LABEL_PAIRS);

/** The same, and the history's own: the reasons and descriptions the server composes into a history row. */
const historyCatalogue = new MessageCatalogue()
  .add(SHOWN_MESSAGE_PAIRS)
  .add(SERVER_LABEL_PAIRS)
  .add(HISTORY_MESSAGE_PAIRS);

/**
 * A label a module composes for a screen or an export (a report's row, a drill-down's type), said in
 * `locale` by its English wording (decision 0079): the domain's French, or the server's own
 * (`./fr/labels.ts`). A proper noun or a code no pair knows (a brokerage's name, `QC`) stays as is.
 * Apart from the catalogue of answers (./index.ts, which gathers every module's messages) so that
 * modules may import it.
 */
export function labelIn(english: string, locale: Locale): string {
  return labelCatalogue.translate(english, locale);
}

/**
 * What the server wrote in English into a policy's history row (its type, a reason or description it
 * composed: 'Moved to Tenants', « Déplacé vers Tenants »), said in `locale` by `labelIn`'s pairs and the
 * history's own (`HISTORY_MESSAGE_PAIRS`); what a user typed as typed. For the history alone (its CSV
 * export): elsewhere a user's own words must not read as one of its patterns.
 */
export function historyTextIn(english: string | null | undefined, locale: Locale): string {
  return english ? historyCatalogue.translate(english, locale) : '';
}
