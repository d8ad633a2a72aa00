import { and, asc, eq } from 'drizzle-orm';
import {
  DELAY_REASONS,
  EXTENSION_REASONS,
  formatDate,
  formatMoney,
  MINIMUM_EXTENSION_PREMIUM,
  PROVINCES,
  premiumTaxLabel,
  premiumTaxNamesOn,
  PRODUCT_TITLE,
  say,
  SUPPORT_EMAIL,
  taxClassOf,
  VANCOUVER_ADDRESS,
  type BilingualMessage,
  type ExtensionDetails,
  type MessageValues,
  type TaxName,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { policyTransactions } from '../../db/schema.ts';
import type { FileStorage } from '../../integrations/storage/index.ts';
import type { DeclarationsModel } from './declarations-model.ts';
import { documentKey, safeFileName } from './document-keys.ts';
import { DECLARATIONS_PDF as D } from './pdf/declarations-words.ts';
import { EXTENSION_PDF as E } from './pdf/extension-words.ts';
import { createPdfWriter } from './pdf/layout.ts';
import { upsertDocument, type DocumentRow } from './repository.ts';

/** documents.kind of an extension endorsement (docs/decisions/0036). */
export const EXTENSION_DOCUMENT_KIND = 'extension-endorsement';

export interface ExtensionDetailsRow {
  months: number;
  details: ExtensionDetails;
  figures: {
    tax: number;
    /** Absent on extensions recorded before taxes were named. */
    taxNames?: TaxName[];
    cardFee: number;
    cardFeePST: number;
    currentExpiryDate: string;
  };
  quote: { policyExpiryDate: string; premiumsSum: number; total: { annual: number } };
}

/**
 * The premium taxes of an extension: as recorded, or (recorded before taxes were named) the rows in
 * force in the policy's province on the day it was charged, which is the rate it was charged at.
 */
function extensionTaxNames(model: DeclarationsModel, at: Date, row: ExtensionDetailsRow): TaxName[] {
  if (row.figures.taxNames) return row.figures.taxNames;
  const province = PROVINCES.find((candidate) => candidate === model.province);
  if (!province) return [];
  return premiumTaxNamesOn({
    province,
    taxClass: taxClassOf(model.productId),
    on: formatDate(at),
  });
}

const label = (list: readonly { value: string; label: string }[], value: string) =>
  list.find((option) => option.value === value)?.label ?? value;

/** One extension's endorsement: the new expiry, the added premium, taxes and fees, the answers given. */
export async function renderExtensionEndorsement(
  model: DeclarationsModel,
  number: number,
  at: Date,
  row: ExtensionDetailsRow,
) {
  const t = (message: BilingualMessage, values?: MessageValues) => say(message, model.locale, values);
  const money = (amount: number) => formatMoney(amount, model.locale);
  const yesNo = (answer: string | undefined) => t(answer === 'yes' ? E.yes : E.no);
  const product = model.productName;
  const pdf = await createPdfWriter({
    title: t(E.docTitle, { number, reference: model.reference }),
    subject: t(E.docSubject, { product, insured: model.namedInsured }),
    author: model.insurerName,
    keywords: ['endorsement', 'extension', product, model.reference],
    createdAt: at,
    locale: model.locale,
    runningHeader: t(D.runningHeader, { insurer: model.insurerName, product, reference: model.reference }),
    runningFooter: t(D.runningFooter, {
      title: PRODUCT_TITLE,
      address: VANCOUVER_ADDRESS,
      email: SUPPORT_EMAIL,
    }),
  });
  const { figures, quote, details } = row;
  const taxNames = extensionTaxNames(model, at, row);
  pdf.title(product, t(E.subtitle, { number, insurer: model.insurerName }));
  pdf.fields([
    [t(D.policyNumber), model.reference],
    [t(D.namedInsured), model.namedInsured || '-'],
    [t(D.dateIssued), formatDate(at)],
    [t(E.expiryBefore), figures.currentExpiryDate],
    [t(E.extendedBy), t(E.months, { months: row.months })],
    [t(E.newExpiry), quote.policyExpiryDate],
  ]);
  pdf.paragraph(t(E.extendedTo, { day: quote.policyExpiryDate }));
  pdf.heading(t(E.premiumHeading));
  pdf.amounts([
    { label: t(E.additionalPremium), amount: money(quote.premiumsSum) },
    {
      label: premiumTaxLabel(
        taxNames,
        taxNames.reduce((rate, tax) => rate + tax.rate, 0),
      ),
      amount: money(figures.tax),
    },
    { label: t(E.cardSurcharge), amount: money(figures.cardFee + figures.cardFeePST) },
    { label: t(E.totalCharged), amount: money(quote.total.annual), emphasis: 'total' },
  ]);
  pdf.paragraph(t(E.minimumRetained, { amount: money(MINIMUM_EXTENSION_PREMIUM) }), { muted: true });
  pdf.heading(t(E.declared));
  pdf.fields([
    [t(E.projectState), label(EXTENSION_REASONS, details['reason-for-extension'])],
    [t(E.delayReason), label(DELAY_REASONS, details['reason-for-delay'])],
    [t(E.percentCompleted), t(E.percent, { percent: details['percent-completed'] ?? '' })],
    [t(E.losses), yesNo(details['losses-claims'])],
    [t(E.occupied), yesNo(details.occupied)],
    [t(E.scope), yesNo(details['change-in-scope'])],
    [t(E.limit), money(Number(details['extension-limit']) * 100)],
  ]);
  return pdf.save();
}

/**
 * Renders an endorsement PDF for each extension the policy bought (its 'Extension' history rows),
 * stored beside the declarations under the same key scheme and recorded in documents. Called by
 * generatePolicyDocuments, so it runs after the change commits (decision 0021).
 */
export async function generateExtensionEndorsements(
  db: Db,
  storage: FileStorage,
  input: { applicationId: string; userId: string | null; boundAt: Date },
  model: DeclarationsModel,
): Promise<DocumentRow[]> {
  const extensions = await db
    .select()
    .from(policyTransactions)
    .where(
      and(
        eq(policyTransactions.applicationId, input.applicationId),
        eq(policyTransactions.type, 'Extension'),
      ),
    )
    .orderBy(asc(policyTransactions.createdAt), asc(policyTransactions.id));
  const rows: DocumentRow[] = [];
  for (const [index, extension] of extensions.entries()) {
    const bytes = await renderExtensionEndorsement(
      model,
      index + 1,
      extension.createdAt,
      extension.details as ExtensionDetailsRow,
    );
    const name = safeFileName(`Extension-Endorsement-${index + 1}-${model.reference}.pdf`);
    const key = documentKey(model.reference, input.boundAt, name);
    const stored = await storage.put(key, bytes, 'application/pdf');
    rows.push(
      await upsertDocument(db, {
        applicationId: input.applicationId,
        key,
        name,
        kind: EXTENSION_DOCUMENT_KIND,
        contentType: 'application/pdf',
        sizeBytes: stored.size,
        sha256: stored.sha256,
        storage: storage.kind,
        createdBy: input.userId,
      }),
    );
  }
  return rows;
}
