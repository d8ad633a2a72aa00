import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../integrations/storage/index.ts';
import { declarationsModel } from './declarations-model.ts';
import { generateExtensionEndorsements } from './extension-endorsements.ts';
import { documentKey, policyDocumentName, type PolicyDocumentKind } from './document-keys.ts';
import { renderDeclarations } from './pdf/declarations.ts';
import { renderWording } from './pdf/wording.ts';
import { loadPolicySource } from './policy-source.ts';
import { upsertDocument, type DocumentRow } from './repository.ts';

export interface GeneratePolicyDocumentsInput {
  applicationId: string;
  /** Who bound (or regenerated) the policy; recorded as documents.created_by. */
  userId: string | null;
  /** When the policy was bound: the date part of the document keys (Vancouver time). */
  boundAt: Date;
}

const PDF = 'application/pdf';

/**
 * Renders the declarations page and the policy wording of an application, stores them under the
 * spec's key `{policyNumber or applicationId}/{bound date YYYYMMDD}/{name}` and records them in
 * documents, replacing the rows (and files) of the same keys. `db` may be a transaction: the rows
 * then commit with it, while the files are already written (a retry overwrites them).
 */
export async function generatePolicyDocuments(
  db: Db,
  storage: FileStorage,
  input: GeneratePolicyDocumentsInput,
): Promise<DocumentRow[]> {
  const source = await loadPolicySource(db, input.applicationId);
  if (!source) throw new Error(`Cannot generate documents: application ${input.applicationId} not found`);
  const model = declarationsModel(source, input.boundAt);
  const files: { kind: PolicyDocumentKind; bytes: Uint8Array }[] = [
    { kind: 'declarations', bytes: await renderDeclarations(model) },
    { kind: 'policy-wording', bytes: await renderWording(model) },
  ];
  const rows: DocumentRow[] = [];
  for (const file of files) {
    const name = policyDocumentName(file.kind, model.reference);
    const key = documentKey(model.reference, input.boundAt, name);
    const stored = await storage.put(key, file.bytes, PDF);
    rows.push(
      await upsertDocument(db, {
        applicationId: input.applicationId,
        key,
        name: key.split('/').at(-1)!,
        kind: file.kind,
        contentType: PDF,
        sizeBytes: stored.size,
        sha256: stored.sha256,
        storage: storage.kind,
        createdBy: input.userId,
      }),
    );
  }
  rows.push(...(await generateExtensionEndorsements(db, storage, input, model)));
  return rows;
}
