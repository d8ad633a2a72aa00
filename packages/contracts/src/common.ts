import { z } from 'zod';

/** Every error answer: `{ "message": ... }` (plus optional fields an endpoint documents). */
export const errorResponse = z.object({ message: z.string() }).passthrough();

/** The route schema's error answers: each status code answers `{ message }`. */
export function errorResponses<Code extends number>(...codes: Code[]): Record<Code, typeof errorResponse> {
  return Object.fromEntries(codes.map((code) => [code, errorResponse])) as Record<Code, typeof errorResponse>;
}
export type ErrorResponse = z.infer<typeof errorResponse>;

export const okResponse = z.object({ ok: z.literal(true) });

export const uuidParam = (name: string) =>
  z.object({ [name]: z.string().uuid({ message: `${name} must be a UUID` }) });

/** An ISO-8601 instant as sent over the wire. */
export const isoDateTime = z.string();

/** Integer cents. */
export const cents = z.number().int();

/** A tax a quote charges: its name, rate, the authority it is owed to, federal or provincial. */
export const taxNameSchema = z.object({
  kind: z.enum(['federal', 'provincial']),
  name: z.string(),
  rate: z.number(),
  authority: z.string(),
});
