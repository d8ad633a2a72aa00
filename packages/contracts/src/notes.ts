import { z } from 'zod';
import { LOSS_DETAIL_MAX, LOSS_REASON_VALUES, NOTE_COMMENT_MAX, SALES_STATUSES } from '@bm/domain';
import { applicationSchema } from './applications.ts';
import { cents, isoDateTime } from './common.ts';
import { sentFileName, uploadResponse } from './uploads.ts';

/** A Closed-Loss note's reason and its prompt's answer (spec 3 lossReasonDetails, spec 5). */
export const lossReasonDetailsSchema = z.object({
  reason: z.enum(LOSS_REASON_VALUES),
  /** Price too high / too low: the premium the client would take, integer cents. */
  targetPremium: cents.optional(),
  /** Inadequate coverage: the coverage or limit required; other: why it could not be bound. */
  detail: z.string().max(LOSS_DETAIL_MAX).optional(),
});

/** A file attached to a note: an upload of this record (POST …/uploads?pdfOnly=true answers it). */
export const noteFileSchema = z.object({
  path: z.string().min(1).max(1024),
  name: sentFileName(255),
});

/** POST /api/applications/{id}/notes (spec 7): a comment, a sales status change, or both. */
export const addNoteBody = z.object({
  status: z.enum(SALES_STATUSES).optional(),
  comment: z.string().max(NOTE_COMMENT_MAX).default(''),
  /** Super admins only; for them it defaults to true (spec 6: default internal). */
  isInternal: z.boolean().optional(),
  lossReasonDetails: lossReasonDetailsSchema.nullable().optional(),
  uploadedFiles: z.array(noteFileSchema).max(20).default([]),
});
export type AddNoteBody = z.input<typeof addNoteBody>;
/** The body as the route receives it (defaults applied). */
export type AddNoteRequest = z.output<typeof addNoteBody>;

/** One note of a record, as its Notes card shows it. */
export const noteSchema = z.object({
  id: z.string().uuid(),
  /** The sales status the note set; null when it only comments. */
  status: z.enum(SALES_STATUSES).nullable(),
  comment: z.string(),
  isInternal: z.boolean(),
  lossReasonDetails: lossReasonDetailsSchema.nullable(),
  /** Stored uploads: path (the document key), name and size in bytes. */
  uploadedFiles: z.array(uploadResponse),
  author: z.object({ id: z.string().uuid(), name: z.string().nullable(), email: z.string() }).nullable(),
  /** The API key that wrote the note, when no user did (then author is null; issue 28). */
  apiKey: z.object({ id: z.string().uuid(), name: z.string() }).nullable().optional(),
  createdAt: isoDateTime,
});
export type Note = z.infer<typeof noteSchema>;

/** GET /api/applications/{id}/notes: newest first; internal notes only for super admins. */
export const noteListResponse = z.array(noteSchema);
export type NoteList = z.infer<typeof noteListResponse>;

/** The saved note and the record with its (possibly new) sales status. */
export const addNoteResponse = z.object({ note: noteSchema, application: applicationSchema });
export type AddNoteResponse = z.infer<typeof addNoteResponse>;
