// What documents/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { declarationsModel } from './declarations-model.ts';
export { declaredAnswers } from './declared-answers.ts';
export { documentKey, safeFileName } from './document-keys.ts';
export { type DocumentJobLog, runPendingDocumentJobs, runPolicyDocumentJobs } from './jobs.ts';
export { LINK_PURPOSES, linkSecret, signLinkToken, verifyLinkToken } from './link-token.ts';
export { createPdfWriter } from './pdf/layout.ts';
export { loadPolicySource, type PolicySource } from './policy-source.ts';
export {
  documentsVisibleTo,
  internalNoteFileKeys,
  listApplicationDocuments,
  upsertDocument,
} from './repository.ts';
export { documentRoutes } from './routes.ts';
export { DOCUMENT_MESSAGES } from './service.ts';
