/** Certificates of insurance for additional insureds, and emailing a policy's documents. */
export * from './additional-insured.ts';
export * from './email-documents.ts';
