import { z } from 'zod';
import { cleanFileName } from '@bm/domain';

/** The most an upload may weigh: 10 MB (spec section 9, as for email attachments). */
export const UPLOAD_MAX_BYTES = 10_485_760;

/** POST /api/applications/{applicationId}/uploads?pdfOnly=true: only a real PDF (judged by its content). */
export const uploadQuery = z.object({
  pdfOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

/**
 * A file name a client sends with an upload's path (the uploadedFiles of a note, a cancellation or a
 * lapsed policy's reopening): received without control or format characters (docs/decisions/0022),
 * so that what is recorded never carries a bidi override.
 */
export const sentFileName = (max: number) =>
  z
    .string()
    .max(max)
    .transform((name) => cleanFileName(name));

/** A stored upload, as a note's uploadedFiles item (spec section 3: path and name) plus its size. */
export const uploadResponse = z.object({
  /** The document key: {policyNumber or applicationId}/uploads/{uuid}-{name}. */
  path: z.string(),
  /** The file's name as the user chose it. */
  name: z.string(),
  /** Bytes. */
  size: z.number().int().min(0),
});
export type UploadedFile = z.infer<typeof uploadResponse>;
