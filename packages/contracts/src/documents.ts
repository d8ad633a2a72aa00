import { z } from 'zod';
import { isoDateTime } from './common.ts';

/** A stored document of a record (spec section 3, Document): its path key, name, last change and size. */
export const documentSchema = z.object({
  /** The document path key: {policyNumber or applicationId}/{bound date YYYYMMDD}/{name}. */
  Key: z.string(),
  /** The file's name as it was uploaded or generated (control and format characters taken out). */
  Name: z.string(),
  /** ISO-8601 instant the file was last written. */
  LastModified: isoDateTime,
  /** Size in bytes. */
  Size: z.number().int().min(0),
});
export type DocumentItem = z.infer<typeof documentSchema>;

/** GET /api/applications/{applicationId}/documents */
export const documentListResponse = z.array(documentSchema);
export type DocumentList = z.infer<typeof documentListResponse>;

/** GET /api/documents/{key}: the key is the wildcard path (its parts may be URL-encoded). */
export const documentKeyParams = z.object({ '*': z.string().min(1).max(1024) });

/** A short-lived download link and when it stops working. */
export const documentLinkResponse = z.object({ url: z.string(), expiresAt: isoDateTime });
export type DocumentLink = z.infer<typeof documentLinkResponse>;

/** GET /api/files/{token}: a signed, expiring download token (the wildcard path). */
export const fileTokenParams = z.object({ '*': z.string().min(1).max(2048) });
