import { and, asc, eq } from 'drizzle-orm';
import {
  DELAY_REASONS,
  EXTENSION_REASONS,
  formatCad,
  formatDate,
  MINIMUM_EXTENSION_PREMIUM,
  PROVINCES,
  premiumTaxLabel,
  premiumTaxNamesOn,
  PRODUCT_TITLE,
  SUPPORT_EMAIL,
  taxClassOf,
  VANCOUVER_ADDRESS,
  type ExtensionDetails,
  type TaxName,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { policyTransactions } from '../../db/schema.ts';
import type { FileStorage } from '../../integrations/storage/index.ts';
import type { DeclarationsModel } from './declarations-model.ts';
import { documentKey, safeFileName } from './document-keys.ts';
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
  const pdf = await createPdfWriter({
    title: `Extension endorsement ${number} - ${model.reference}`,
    subject: `${model.productName} policy term extension for ${model.namedInsured}`,
    author: model.insurerName,
    keywords: ['endorsement', 'extension', model.productName, model.reference],
    createdAt: at,
    runningHeader: `${model.insurerName} | ${model.productName} | Policy ${model.reference}`,
    runningFooter: `Issued through ${PRODUCT_TITLE}, ${VANCOUVER_ADDRESS} | ${SUPPORT_EMAIL}`,
  });
  const { figures, quote, details } = row;
  const taxNames = extensionTaxNames(model, at, row);
  pdf.title(model.productName, `Extension endorsement ${number} | Insurer: ${model.insurerName}`);
  pdf.fields([
    ['Policy number', model.reference],
    ['Named insured', model.namedInsured || '-'],
    ['Date issued', formatDate(at)],
    ['Expiry before this endorsement', figures.currentExpiryDate],
    ['Extended by', `${row.months} month(s)`],
    ['New expiry date', quote.policyExpiryDate],
  ]);
  pdf.paragraph(
    `The policy period is extended to ${quote.policyExpiryDate} (12:01 a.m. standard time at the insured location). All other terms, conditions and limits are unchanged.`,
  );
  pdf.heading('Premium for the extension');
  pdf.amounts([
    { label: 'Additional premium', amount: formatCad(quote.premiumsSum) },
    {
      label: premiumTaxLabel(
        taxNames,
        taxNames.reduce((rate, tax) => rate + tax.rate, 0),
      ),
      amount: formatCad(figures.tax),
    },
    { label: 'Credit card surcharge', amount: formatCad(figures.cardFee + figures.cardFeePST) },
    { label: 'Total charged', amount: formatCad(quote.total.annual), emphasis: 'total' },
  ]);
  pdf.paragraph(
    `A minimum retained premium of ${formatCad(MINIMUM_EXTENSION_PREMIUM)} applies to this extension and is fully earned.`,
    { muted: true },
  );
  pdf.heading('Declared for the extension');
  pdf.fields([
    ['Project state', label(EXTENSION_REASONS, details['reason-for-extension'])],
    ['Reason for the delay', label(DELAY_REASONS, details['reason-for-delay'])],
    ['Percent completed', `${details['percent-completed']}%`],
    ['Losses or claims', details['losses-claims'] === 'yes' ? 'Yes' : 'No'],
    ['Building occupied', details.occupied === 'yes' ? 'Yes' : 'No'],
    ['Change in scope', details['change-in-scope'] === 'yes' ? 'Yes' : 'No'],
    ['Limit', formatCad(Number(details['extension-limit']) * 100)],
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
